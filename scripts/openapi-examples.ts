// Writes src/domain/openapi/examples.json: for every operation of /openapi.json with a typed answer, the hwdata the
// seeded simulator answers to a valid request, which the document shows as the operation's example. Each operation
// runs in a fresh world (seed 1, a fixed clock) as a signed-in demo user; an answer that breaks its own schema is
// not kept. Run after changing a wire schema or a handler: npx tsx scripts/openapi-examples.ts
// (tests/unit/openapi-examples.test.ts fails on an example its schema no longer accepts).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { CALLS } from '../src/domain/openapi/calls';
import { operationKey } from '../src/domain/openapi/keys';
import { EXTENSIONS, REGISTRY } from '../src/domain/openapi/registry';
import { createClock } from '../simulator/clock';
import { createHandlers } from '../simulator/handlers';
import { createSim, type Sim } from '../simulator/sim';
import { formRequest } from './conformance/formRequest';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES, DEMO_PASSWORD } from '../simulator/world/demoAccounts';

const ORIGIN = 'http://sim.example';
const OUT = resolve(import.meta.dirname, '../src/domain/openapi/examples.json');
const START = Date.UTC(2026, 10, 25, 8, 0, 0);

type Fields = Record<string, string>;
type Envelope = { hwcode: unknown; hwdata: unknown };
interface Ctx {
  sim: Sim;
  token: string;
  userId: number;
  send(method: string, path: string, fields?: Fields, token?: string): Promise<Envelope>;
  /** The last code the simulator sent to a phone or an e-mail. */
  code(target: string): string;
}
type Request = { fields: Fields; id?: string; token?: string };
type Recipe = (ctx: Ctx) => Promise<Request> | Request;

const P = DEMO_ACCOUNTS.personal;
const terminal = { terminalUUID: 'example-uuid', terminalType: 'web', terminalName: 'Example', terminalOS: 'Linux', loginOemId: '' };
const phone = (p: string) => ({ phone: p, countryCode: '86' });
const NEW_PHONE = '13912345678';
const EZVIZ_KEY = '0123456789abcdef0123456789abcdef';
const EZVIZ_SECRET = 'fedcba9876543210fedcba9876543210';

/** Sends a code the way the console does and answers it once it went. */
async function sentCode(ctx: Ctx, path: string, fields: Fields, target: string, token?: string): Promise<string> {
  await ctx.send('POST', path, fields, token);
  return ctx.code(target);
}

async function qrToken(ctx: Ctx): Promise<string> {
  return ((await ctx.send('POST', '/api/user/getQrToken')).hwdata as { qrToken: string }).qrToken;
}

// Requests of the calls whose valid form needs more than their schema says (a code sent first, the caller's own
// phone). Every other call gets one made from its payload schema (requestFromSchema).
const RECIPES: Record<string, Recipe> = {
  'POST /api/user/login': () => ({ fields: { loginName: P.phone, loginPwd: DEMO_PASSWORD, countryCode: '86', ...terminal }, token: '' }),
  'POST /api/user/logout': (ctx) => ({ fields: { token: ctx.token } }),
  'POST /api/user/v1/register': async (ctx) => {
    const code = await sentCode(ctx, '/api/common/mobSendMessage', { ...phone(NEW_PHONE), type: 'register' }, NEW_PHONE);
    await ctx.send('POST', '/api/common/mobCheckCode', { ...phone(NEW_PHONE), code });
    return { fields: { ...phone(NEW_PHONE), password: 'secret12', name: 'NewUser', oemid: '', hideMap: '0' }, token: '' };
  },
  'POST /api/user/activeAccount': async (ctx) => {
    const code = await sentCode(ctx, '/api/v1/internal/smsVerificationCode', { ...phone(P.phone), type: 'activate' }, P.phone, ctx.token);
    return { fields: { activeAccount: P.phone, countryCode: '86', SMSVerificationCode: code } };
  },
  'PUT /api/user/v1/userName': () => ({ fields: { name: 'Zhang' } }),
  'PUT /api/user/v1/account': async (ctx) => {
    await ctx.send('GET', '/api/user/v1/passVerify', { password: DEMO_PASSWORD }, ctx.token);
    const code = await sentCode(ctx, '/api/v1/internal/smsVerificationCode', { ...phone(NEW_PHONE), type: 'changeAccount' }, NEW_PHONE, ctx.token);
    return { fields: { ...phone(NEW_PHONE), code } };
  },
  'POST /api/user/changeLoginPwd': async (ctx) => {
    const code = await sentCode(ctx, '/api/v1/internal/smsVerificationCode', { ...phone(P.phone), type: 'changePassword' }, P.phone, ctx.token);
    return { fields: { account: P.phone, newPwd: 'changed12', oldPwd: DEMO_PASSWORD, code } };
  },
  'GET /api/user/v1/confirmAccount': () => ({ fields: phone(P.phone), token: '' }),
  'PUT /api/user/v1/password': async (ctx) => {
    const code = await sentCode(ctx, '/api/common/mobSendMessage', { ...phone(P.phone), type: 'resetPassword' }, P.phone);
    await ctx.send('POST', '/api/common/mobCheckCode', { ...phone(P.phone), code });
    return { fields: { ...phone(P.phone), password: 'changed12' }, token: '' };
  },
  'GET /api/user/v1/passVerify': () => ({ fields: { password: DEMO_PASSWORD } }),
  'GET /api/user/v1/emailVerify': () => ({ fields: { email: 'free@example.com' } }),
  'PUT /api/user/v1/hideMap': () => ({ fields: { hideMap: '1' } }),
  'POST /api/user/qrLoginCheck': async (ctx) => ({ fields: { qrToken: await qrToken(ctx) }, token: '' }),
  'GET /api/user/v1/tokenInfo': () => ({ fields: { page: '1', pageSize: '15' } }),
  'DELETE /api/user/v1/tokenInfo/': () => ({ fields: {}, id: 'others' }),
  'POST /api/common/emailCode': () => ({ fields: { email: 'new@example.com', type: 'register' }, token: '' }),
  'POST /api/common/mobSendMessage': () => ({ fields: { ...phone(NEW_PHONE), type: 'register' }, token: '' }),
  'POST /api/common/mobCheckCode': async (ctx) => ({
    fields: { ...phone(NEW_PHONE), code: await sentCode(ctx, '/api/common/mobSendMessage', { ...phone(NEW_PHONE), type: 'register' }, NEW_PHONE) },
    token: '',
  }),
  'POST /api/common/emailVerify': async (ctx) => ({
    fields: { email: 'new@example.com', code: await sentCode(ctx, '/api/common/emailCode', { email: 'new@example.com', type: 'register' }, 'new@example.com') },
    token: '',
  }),
  'POST /api/v1/internal/smsVerificationCode': () => ({ fields: { ...phone(P.phone), type: 'activate' } }),
  'POST /api/v1/internal/emailVerificationCode': () => ({ fields: { email: 'free@example.com', type: 'changeAccount' } }),
  'POST /api/v1/internal/smsVerificationCodeCheck': async (ctx) => ({
    fields: { ...phone(P.phone), code: await sentCode(ctx, '/api/v1/internal/smsVerificationCode', { ...phone(P.phone), type: 'activate' }, P.phone, ctx.token) },
  }),
  'POST /api/v1/internal/emailVerificationCodeCheck': async (ctx) => ({
    fields: { email: 'free@example.com', code: await sentCode(ctx, '/api/v1/internal/emailVerificationCode', { email: 'free@example.com', type: 'changeAccount' }, 'free@example.com', ctx.token) },
  }),
  'POST /api/v1/users/enableTwoFactorAuthentication': async (ctx) => ({
    fields: { enable: '1', channel: 'sms', code: await sentCode(ctx, '/api/v1/internal/smsVerificationCode', { ...phone(P.phone), type: 'twoFactor' }, P.phone, ctx.token) },
  }),
  // The camera-account calls under /api/user/ (calls.tsv area user), with a well-formed AppKey and Secret.
  'POST /api/user/checkEzvizAppkey': () => ({ fields: { appKey: EZVIZ_KEY, secret: EZVIZ_SECRET } }),
  'POST /api/user/updateEzvizAccount': async (ctx) => {
    const added = await ctx.send('POST', '/api/device/v1/ezviz/account', { name: 'Plant cameras', appKey: EZVIZ_KEY, secret: EZVIZ_SECRET, remark: '' }, ctx.token);
    return { fields: { id: String((added.hwdata as { id: number }).id), name: 'Yard', appKey: EZVIZ_KEY, secret: '', remark: 'hall 2' } };
  },
  'POST /api/ext/v1/qr/scan': async (ctx) => ({ fields: { qrToken: await qrToken(ctx) } }),
  'POST /api/ext/v1/qr/confirm': async (ctx) => {
    const token = await qrToken(ctx);
    await ctx.send('POST', '/api/ext/v1/qr/scan', { qrToken: token }, ctx.token);
    return { fields: { qrToken: token } };
  },
  'POST /api/ext/v1/qr/cancel': async (ctx) => {
    const token = await qrToken(ctx);
    await ctx.send('POST', '/api/ext/v1/qr/scan', { qrToken: token }, ctx.token);
    return { fields: { qrToken: token } };
  },
};

/** A value for a field from its name and schema: the caller's own device and enterprise, page 1, the first option. */
function valueFor(ctx: Ctx, name: string, schema: z.ZodType): string {
  const json = schema.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const own = ctx.sim.world.memberships.find((m) => m.userId === ctx.userId && m.limitAuthority === 3);
  const device = own && ctx.sim.world.devices.find((d) => d.machine_id === own.machineId);
  if (/^page$/i.test(name)) return '1';
  if (/pagesize/i.test(name)) return '10';
  if (/^eid$/i.test(name)) return String(DEMO_ENTERPRISES.withProjects);
  if (/machine_?id|deviceid/i.test(name) && device) return String(device.machine_id);
  if (/machinecode/i.test(name) && device) return device.machine_code;
  const options = (json.enum ?? (json.const !== undefined ? [json.const] : undefined)) as unknown[] | undefined;
  if (options?.length) return String(options[0]);
  const first = (json.anyOf as Record<string, unknown>[] | undefined)?.[0];
  if (first?.const !== undefined) return String(first.const);
  const type = json.type ?? first?.type;
  return type === 'integer' || type === 'number' ? '1' : type === 'boolean' ? 'true' : 'x';
}

function requestFromSchema(ctx: Ctx, payload: z.ZodObject | undefined): Request {
  const fields: Fields = {};
  for (const [name, schema] of Object.entries((payload?.shape ?? {}) as Record<string, z.ZodType>)) {
    if (!schema.safeParse(undefined).success) fields[name] = valueFor(ctx, name, schema);
  }
  return { fields };
}

/** Tokens are random on every run: a fixed stand-in keeps the file stable between regenerations. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, /^(token|qrToken|ticket)$/.test(k) && typeof v === 'string' ? '0123456789abcdef0123456789abcdef' : stable(v)]),
  );
}

async function main(): Promise<void> {
  const sim = createSim({ seed: 1, clock: createClock(() => START) });
  const server = setupServer(...createHandlers(sim));
  server.listen({ onUnhandledRequest: 'bypass' });
  const send = async (method: string, path: string, fields: Fields = {}, token?: string): Promise<Envelope> =>
    (await formRequest(ORIGIN, method, path, fields, token)).body as Envelope;
  const code = (target: string) => {
    const found = sim.world.codes.filter((c) => c.target === target).at(-1);
    if (!found) throw new Error(`no code went to ${target}`);
    return found.code;
  };
  const users = [
    { userId: P.userId, loginName: P.phone },
    { userId: DEMO_ACCOUNTS.enterprise.userId, loginName: DEMO_ACCOUNTS.enterprise.email },
  ];

  const examples: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [method, path] of [...CALLS, ...EXTENSIONS]) {
    const key = operationKey(method, path);
    const doc = REGISTRY[key];
    if (!doc?.answer) continue;
    let kept = false;
    for (const user of users) {
      sim.reset({ seed: 1 });
      const login = await send('POST', '/api/user/login', { loginName: user.loginName, loginPwd: DEMO_PASSWORD, countryCode: '86', ...terminal });
      const token = (login.hwdata as { token: string }).token;
      const ctx: Ctx = { sim, token, userId: user.userId, send: (m, p, f, t) => send(m, p, f, t), code };
      try {
        const request = await (RECIPES[key] ?? ((c: Ctx) => requestFromSchema(c, doc.payload)))(ctx);
        const concrete = path.endsWith('/') ? `${path}${request.id ?? '1'}` : path;
        const answer = await send(method, concrete, request.fields, request.token ?? token);
        if (answer.hwcode === 0 && doc.answer.safeParse(answer.hwdata).success) {
          examples[key] = stable(answer.hwdata);
          kept = true;
          break;
        }
      } catch {
        // No valid request for this user: the next one may have one.
      }
    }
    if (!kept) missing.push(key);
  }
  server.close();
  writeFileSync(OUT, `${JSON.stringify(examples, null, 2)}\n`);
  console.log(`${Object.keys(examples).length} examples written to ${OUT}`);
  if (missing.length > 0) console.log(`no valid request found for ${missing.length} typed operations:\n  ${missing.join('\n  ')}`);
}

await main();
