// How much of /openapi.json is typed: operations, those with a typed success answer (hwdata not open), those with
// typed request fields (form body or query), and the extensions. Run: npx tsx scripts/openapi-count.ts
import { buildOpenApi } from '../src/domain/openapi/document';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApi() as Json;
const count = { operations: 0, typedAnswers: 0, typedRequests: 0, extensions: 0 };
const open: string[] = [];
for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
  for (const [method, op] of Object.entries(methods)) {
    count.operations += 1;
    const hwdata = op.responses['200'].content['application/json'].schema.anyOf[0].properties.hwdata as Json;
    if (Object.keys(hwdata).length > 0) count.typedAnswers += 1;
    else open.push(`${method.toUpperCase()} ${path}`);
    const body = op.requestBody?.content['application/x-www-form-urlencoded'].schema as Json | undefined;
    if (body?.properties || body?.anyOf || ((op.parameters ?? []) as Json[]).some((p) => p.in === 'query')) count.typedRequests += 1;
    if (op['x-extension'] || path.startsWith('/api/ext/')) count.extensions += 1;
  }
}
console.log(count);
if (process.argv.includes('--open')) console.log(open.join('\n'));
