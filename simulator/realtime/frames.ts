/** Binary frames arrive as Buffer, ArrayBuffer, typed arrays or Blob depending on the socket; the hub wants bytes. */
export async function toBytes(data: unknown): Promise<Uint8Array | undefined> {
  if (data instanceof Uint8Array) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (Array.isArray(data)) return toBytes(concat(data as Uint8Array[]));
  if (typeof Blob !== 'undefined' && data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
  return undefined;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** The sid query parameter of /echo.io carries the login token. */
export function sidOf(url: string | URL): string {
  return new URL(url, 'http://local').searchParams.get('sid') ?? '';
}
