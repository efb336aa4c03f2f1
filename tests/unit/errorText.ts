// The text an `errors:` message key names in one language's errors resource (undefined when it names none): what the
// result-code tests check each outcome's key against, in both languages.
export function errorText(resources: object, key: string): string | undefined {
  const [ns, path] = key.split(':');
  if (ns !== 'errors' || !path) return undefined;
  let node: unknown = resources;
  for (const part of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
