// GET /__sim/openapi.json: the control API's own OpenAPI 3.1 document, made from the declared calls
// (catalogue.ts): each call's input, its answer's schema, the refusals it can give (400 input, 401 key, 403 host or
// origin, 404 a named thing that is not there, 409 a state that does not allow it, 413 a body too large, 422 a
// snapshot that no longer fits the world) and the server it is served from.
import { z } from 'zod';

/** What the document needs of a declared call (catalogue.ts's ControlCall; not imported, so the two files stay apart). */
type ControlCall = { method: 'GET' | 'POST' | 'DELETE'; path: string; summary: string; input: z.ZodType; text?: boolean };

const json = z.looseObject({});
const faultList = z.array(json);
/** Answers whose shape the callers rely on; every other call answers a JSON object of its own. */
const ANSWERS: Readonly<Record<string, z.ZodType>> = {
  'POST reset': z.object({ seed: z.number().int(), devices: z.number().int() }),
  'GET faults': z.object({ faults: faultList, now: z.number() }),
  'POST faults': z.object({ added: faultList, faults: faultList }),
  'DELETE faults': z.object({ cleared: z.number().int(), faults: faultList, now: z.number() }),
  'POST faults/clear': z.object({ cleared: z.number().int(), faults: faultList, now: z.number() }),
  'POST faults/enable': z.object({ fault: json, faults: faultList }),
  'POST faults/disable': z.object({ fault: json, faults: faultList }),
  'GET scenario': z.looseObject({ name: z.string(), seed: z.number(), hash: z.string(), recordLines: z.number().int(), record: z.array(z.object({ at: z.number(), what: z.string() })), nextOffset: z.number().int().nullable() }),
  'POST scenario/run': z.looseObject({ name: z.string(), hash: z.string(), done: z.boolean(), recordLines: z.number().int() }),
  'POST scenario/step': z.looseObject({ name: z.string(), hash: z.string(), done: z.boolean() }),
  'POST push': z.object({ delivered: z.number().int(), dropped: z.number().int() }),
};
const ERROR = { type: 'object', properties: { error: { type: 'string', description: 'why, in a sentence' } }, required: ['error'] };
const REFUSALS: Readonly<Record<number, string>> = {
  400: 'the input is refused, with the reason (an unknown field, a value out of range)',
  401: 'no control key, or not this server\'s (Authorization: Bearer <key>)',
  403: 'the Host or Origin is not this machine\'s',
  404: 'a named account, device, fault, project or snapshot is not there',
  409: 'the world\'s state does not allow it now (a scenario playing, a limit reached), with the reason',
  413: 'the body is larger than the control API takes (8 MiB)',
  422: 'the snapshot no longer fits the world\'s schema, with the reason; the world stays as it was',
};
/** Fields that name something that may not be there (404). */
const NAMING = ['account', 'machineCode', 'machineId', 'id', 'qrToken', 'eid', 'appKey'];
/** Calls refused by the world's state (409). */
const CONFLICTS = new Set(['POST scenario', 'POST scenario/step', 'POST scenario/run', 'POST snapshot', 'POST projects/report', 'GET scan-code', 'POST sms/recharge', 'POST sms/allocate', 'POST qr/confirm']);

const operationId = (c: ControlCall) => `${c.method.toLowerCase()}${c.path.split(/[/.-]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;

export function controlOpenApi(calls: readonly ControlCall[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of calls) {
    const key = `${c.method} ${c.path}`;
    const schema = z.toJSONSchema(c.input, { unrepresentable: 'any' });
    const fields = Object.keys(schema.properties ?? {});
    const statuses = [
      ...(c.text || fields.length > 0 ? [400] : []), 401, 403,
      ...(fields.some((f) => NAMING.includes(f)) || c.path === 'restore' ? [404] : []),
      ...(CONFLICTS.has(key) ? [409] : []),
      ...(c.method === 'POST' ? [413] : []),
      ...(c.path === 'restore' ? [422] : []),
    ];
    const answer = c.path === 'openapi.json' ? { type: 'object', description: 'an OpenAPI 3.1 document' } : z.toJSONSchema(ANSWERS[key] ?? json, { unrepresentable: 'any' });
    const responses: Record<string, unknown> = { 200: { description: 'done: the call\'s answer', content: { 'application/json': { schema: answer } } } };
    for (const status of statuses) responses[status] = { $ref: `#/components/responses/R${status}` };
    const operation: Record<string, unknown> = { operationId: operationId(c), summary: c.summary, security: [{ controlKey: [] }], responses };
    if (c.method === 'POST') operation.requestBody = { required: !c.text && (schema.required?.length ?? 0) > 0, content: c.text ? { 'text/yaml': { schema } } : { 'application/json': { schema } } };
    else operation.parameters = Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: (schema.required ?? []).includes(name), schema: s }));
    (paths[`/__sim/${c.path}`] ??= {})[c.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Simulator control API', version: '1',
      description: 'QA control of the simulated cloud; every call needs the control key (Authorization: Bearer) and answers only on this machine.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: 'http://localhost:5173', description: 'the simulator started with npm start (PORT changes the port)' }],
    components: {
      securitySchemes: { controlKey: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: ERROR },
      responses: Object.fromEntries(Object.entries(REFUSALS).map(([status, description]) => [`R${status}`, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }])),
    },
    paths,
  };
}
