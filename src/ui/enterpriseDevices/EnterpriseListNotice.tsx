/** What an enterprise list says instead of its rows: no enterprise chosen, or no permission for this list. */
export function EnterpriseListNotice({ title, message, testId, alert = false }: { title: string; message: string; testId: string; alert?: boolean }) {
  return (
    <section className="device-page" aria-labelledby="device-page-title">
      <h1 id="device-page-title">{title}</h1>
      <p className="device-empty" role={alert ? 'alert' : undefined} data-testid={testId}>
        {message}
      </p>
    </section>
  );
}
