// A cloud that only knows its contract: every documented call answers the example /openapi.json shows for it, or,
// without one, a value made from the answer's schema (what Prism's static mode does). It keeps nothing, so a run
// that checks effects with a following read must find it out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildOpenApi } from '../../src/domain/openapi/document';

type Schema = { type?: string | string[]; const?: unknown; enum?: unknown[]; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema; example?: unknown; default?: unknown };

/** A value that fits the schema, made the way a static mock makes one: the first choice, one item, every property. */
export function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, depth + 1)]));
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return true;
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }, depth) : {};
  }
}

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> }> }> };

export async function startCannedCloud(): Promise<{ url: string; close(): Promise<void> }> {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, Operation>> };
  const routes = Object.entries(doc.paths).map(([path, ops]) => ({
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    ops,
  }));
  const answer = (method: string, path: string): unknown => {
    const route = routes.find((r) => r.pattern.test(path));
    const op = route?.ops[method.toLowerCase()];
    const content = op?.responses?.['200']?.content?.['application/json'];
    if (!content) return undefined;
    if (content.example !== undefined) return content.example;
    const first = content.examples ? Object.values(content.examples)[0] : undefined;
    if (first) return first.value;
    return sample(content.schema);
  };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const body = answer(req.method ?? 'GET', path);
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? { error: 'not in the document' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
