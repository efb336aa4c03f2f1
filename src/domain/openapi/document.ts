// The OpenAPI 3.1 document of the whole cloud API, generated from calls.tsv's list (calls.ts) and the shared wire
// schemas (registry.ts). Vite emits it as /openapi.json (vite.config.ts); tests validate the simulator's answers
// against it. Answers travel in the envelope {hwcode, hwdata}: hwcode 0 carries the answer, any other code a
// failure (113 token expired, 500 server-api error, the business codes of the catalogue).
import { z } from 'zod';
import { BUSINESS_CODES, BusinessCode, wireCode } from '../resultCodes';
import examples from './examples.json';
import { CALLS, type CallArea, type CallMethod } from './calls';
import { AREA_TITLES_CN, SUMMARIES_CN } from './summariesCn';
import { openApiPath, operationKey } from './keys';
import { EXTENSION_KEYS, EXTENSIONS, REGISTRY, type CallDoc } from './registry';
import { idPathField } from './wireCheck';
import { isRecord } from '../wire/record';

type Json = Record<string, unknown>;

const AREA_TITLES: Record<CallArea, string> = {
  user: 'User',
  verification: 'Verification',
  device: 'Device (machine)',
  admin: 'Admin',
  audit: 'Audit',
  project: 'Project',
  enterprise: 'Enterprise',
  sms: 'SMS and e-mail alarms',
  message: 'Message centre',
  ezviz: 'Camera-cloud accounts',
  group: 'Groups',
  iotcard: 'IoT card',
  other: 'Other',
};

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the $schema line and open to extra properties. */
function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dropped, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return enumsInRecord(rest);
}

/**
 * zod writes a union of literals (a 0/1 flag) as anyOf of consts; the same choice as one `enum` of one type reads
 * plainer and lets a tester negate it as a value of that type (a form field cannot carry an empty list or null).
 */
function enumsOfConsts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(enumsOfConsts);
  return isRecord(value) ? enumsInRecord(value) : value;
}

function enumsInRecord(value: Json): Json {
  const out: Json = Object.fromEntries(Object.entries(value).map(([key, v]) => [key, enumsOfConsts(v)]));
  const members = out.anyOf;
  const plain = (m: unknown): m is Json => isRecord(m) && 'const' in m && Object.keys(m).every((key) => key === 'const' || key === 'type');
  if (Array.isArray(members) && members.length > 1 && members.every(plain) && new Set(members.map((m) => m.type)).size === 1 && members[0]!.type !== undefined) {
    const { anyOf: _members, ...rest } = out;
    return { ...rest, type: members[0]!.type, enum: members.map((m) => m.const) };
  }
  return out;
}

export { openApiPath };

/** hwcodes of the envelope and of the visit calls (api.md section 8), and 501 for a call the simulator does not play. */
const ENVELOPE_CODES = [113, 500, 501] as const;
const VISIT_CODES = [203, 416, 504, 505, 507] as const;

/**
 * Every failure hwcode, one type per code (docs/decisions.md, Contract): the envelope codes (113, 500, 501), the visit
 * results (203, 416, 504, 505, 507) and the HTTP-like codes of the account calls (400, 420, …; api.md: "hwcode 0
 * success, 400 fail") are integers; the catalogue's business codes of 8 or 9 digits are strings, whose leading zeros
 * are part of the code. wireCode() is the rule; the simulator's answers follow it (simulator/handlers/envelope.ts).
 */
function failureCodes(): (number | string)[] {
  return [...new Set<number | string>([...ENVELOPE_CODES, ...VISIT_CODES, ...Object.keys(BUSINESS_CODES).map(wireCode)])];
}

function resultCodes(): Json {
  const business = Object.entries(BUSINESS_CODES).map(([code, entry]) => `\`${String(wireCode(code))}\` ${entry.name}${entry.success ? ' (counts as success)' : ''}`);
  return {
    description: `hwcode of a failure (api.md section 8): the integers 113 token expired, 500 server-api error, 501 not offered; the visit results 203, 416, 504, 505, 507; or a business code: ${business.join(', ')}. Codes of 8 or 9 digits are strings (leading zeros are part of the code); the shorter ones are integers.`,
    enum: failureCodes(),
  };
}

/** The failure codes one call may answer, as they travel (api.md section 8 and the call's own codes). */
function callFailureCodes(doc: CallDoc | undefined): (number | string)[] {
  return [...new Set<number | string>([...ENVELOPE_CODES, ...(doc?.codes ?? []).map((name) => wireCode(BusinessCode[name]))])];
}

const EXAMPLES: Readonly<Record<string, unknown>> = examples;

/** The simulator's answer to a valid request of this call (examples.json, written by scripts/openapi-examples.ts). */
function exampleOf(method: CallMethod, path: string): Json {
  const key = operationKey(method, path);
  return key in EXAMPLES ? { example: { hwcode: 0, hwdata: EXAMPLES[key] } } : {};
}

function operation(method: CallMethod, path: string, area: CallArea, doc: CallDoc | undefined, lang: 'cn' | 'en' = 'en'): Json {
  const open = !doc?.answer && (doc === undefined || doc.open === true);
  const success: Json = {
    type: 'object',
    properties: { hwcode: { const: 0 }, hwdata: doc?.answer ? jsonSchema(doc.answer) : {} },
    required: ['hwcode'],
  };
  const failure: Json = {
    type: 'object',
    properties: {
      hwcode: { $ref: '#/components/schemas/ResultCode', description: `This call's own: ${callFailureCodes(doc).map(String).join(', ')} (any code of ResultCode may come from a cloud in trouble)` },
      hwdata: { description: 'details of the failure, or a sentence for the log' },
    },
    required: ['hwcode'],
    not: { properties: { hwcode: { const: 0 } } },
  };
  const codes = (doc?.codes ?? []).map((name) => `\`${BusinessCode[name]}\` ${name}`);
  const description = [
    doc?.description,
    open ? (doc?.payload ? 'The payload is api.md\'s; the answer is "not shown" there and open here.' : 'api.md leaves this call\'s payload and answer "not shown": both are open here.') : undefined,
    codes.length > 0 ? `Business codes: ${codes.join(', ')}.` : undefined,
    'Envelope codes: 113 token expired, 500 server-api error.',
  ].filter(Boolean).join('\n\n');
  const op: Json = {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [(lang === 'cn' ? AREA_TITLES_CN : AREA_TITLES)[area]],
    summary: (lang === 'cn' ? SUMMARIES_CN[`${method} ${path}`] : undefined) || doc?.summary || `${method} ${path.replace(/^\/e?api\//, '')}`,
    description,
    // As they travel (wireCode): integers for the short codes, strings for the catalogue's 8- and 9-digit ones.
    'x-result-codes': [0, 113, 500, ...(doc?.codes ?? []).map((name) => wireCode(BusinessCode[name]))],
    responses: {
      '200': {
        description: 'The envelope: hwcode 0 with the answer, or a failure code',
        content: { 'application/json': { schema: { anyOf: [success, failure] }, ...exampleOf(method, path) } },
      },
      '400': {
        description: 'Api Request Error(400) (api.md section 8): a required field is missing or has the wrong type; hwdata names the field',
        content: { 'application/json': { schema: { type: 'object', properties: { hwcode: { const: 400 }, hwdata: { type: 'string' } }, required: ['hwcode'] } } },
      },
      '401': { description: 'Invalid token: sign in again' },
    },
  };
  if (EXTENSION_KEYS.has(operationKey(method, path))) op['x-extension'] = true;
  if (doc?.public) op.security = [];
  if (path.endsWith('/')) op.parameters = [{ name: 'id', in: 'path', required: true, schema: jsonSchema(doc?.pathId ?? idPathField) }];
  const payload = doc?.payload ? jsonSchema(doc.payload) : { type: 'object', additionalProperties: true };
  if (method === 'GET' || method === 'DELETE') {
    const props = isRecord(payload.properties) ? payload.properties : {};
    const required: unknown[] = Array.isArray(payload.required) ? payload.required : [];
    const query = Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }));
    const before: unknown[] = Array.isArray(op.parameters) ? op.parameters : [];
    op.parameters = [...before, ...query];
  } else {
    const shapes = [payload, ...(doc?.alternatives ?? []).map(jsonSchema)];
    const schema = shapes.length > 1 ? { anyOf: shapes } : payload;
    // A body is required when every shape it may take has a required field: the server refuses a call without one.
    const required = shapes.every((shape) => Array.isArray(shape.required) && shape.required.length > 0);
    op.requestBody = { ...(required ? { required: true } : {}), content: { 'application/x-www-form-urlencoded': { schema } } };
  }
  return op;
}

export interface OpenApiOptions {
  version: string;
  /** cn: the summaries and area names in Chinese (/openapi.cn.json); the schemas' own words stay as they are. */
  lang?: 'cn' | 'en';
}

export function buildOpenApi(options: OpenApiOptions = { version: '1.0.0' }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [method, path, area] of [...CALLS, ...EXTENSIONS]) {
    const key = openApiPath(path);
    paths[key] ??= {};
    paths[key][method.toLowerCase()] = operation(method, path, area, REGISTRY[operationKey(method, path)], options.lang);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Device cloud API',
      version: options.version,
      description:
        'Every call of the device cloud the console makes. Bodies are form-encoded; answers are the envelope ' +
        '{hwcode, hwdata}. Signed-in calls send the header `cloudtoken`. Schemas come from the wire types the ' +
        'console and the simulator share, so this document follows the code.',
    },
    servers: [{ url: '/', description: 'The cloud behind this console (the simulator, or the CLOUD_URL cloud)' }],
    security: [{ cloudtoken: [] }],
    tags: Object.values(options.lang === 'cn' ? AREA_TITLES_CN : AREA_TITLES).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { cloudtoken: { type: 'apiKey', in: 'header', name: 'cloudtoken', description: 'The token of /api/user/login' } },
      schemas: { ResultCode: resultCodes() },
    },
  };
}
