// One way the QA command lines call a running simulator's control API: the key as a bearer token, JSON (or a
// scenario's text) in, the answer read as JSON when it is JSON and as text otherwise. A simulator that does not
// answer is one line and exit 2, not a stack trace: the usual cause is one that is not running or runs elsewhere.
export type ControlRequest = { method?: string; body?: unknown; contentType?: string };
export type ControlAnswer = { status: number; ok: boolean; body: unknown };

export async function callControl(base: string, key: string | undefined, path: string, request: ControlRequest = {}): Promise<ControlAnswer> {
  const { body } = request;
  let res: Response;
  try {
    res = await fetch(`${base}/__sim/${path}`, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': request.contentType ?? 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  } catch {
    console.error(`No simulator answers at ${base} (is npm start running there? set --url, SIM_URL or PORT).`);
    process.exit(2);
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Plain text (a refusal): kept as it came.
  }
  return { status: res.status, ok: res.ok, body: parsed };
}
