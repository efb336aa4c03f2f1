// One call as the console sends it: form fields in the query for GET and DELETE, in a form body otherwise; answers
// the HTTP status with the body, parsed when it is JSON. Shared by the conformance transport, the simulator tests
// and the example recorder.
export async function formRequest(base: string, method: string, path: string, fields: Record<string, string>, token?: string): Promise<{ status: number; body: unknown }> {
  const query = new URLSearchParams(fields).toString();
  const withBody = method !== 'GET' && method !== 'DELETE';
  const res = await fetch(`${base}${path}${withBody || query === '' ? '' : `?${query}`}`, {
    method,
    headers: { ...(token ? { cloudtoken: token } : {}), ...(withBody ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: withBody ? new URLSearchParams(fields) : undefined,
  });
  const text = await res.text();
  try {
    const body: unknown = JSON.parse(text);
    return { status: res.status, body };
  } catch {
    return { status: res.status, body: text };
  }
}
