import { http, HttpResponse } from 'msw';
import { transferStock } from '../../src/domain/smsQuota';
import { readSendLog } from '../delivery';
import { accountOf, addSale, allocate, deviceFlags, poolOf, setPool, smsState, usageOf } from '../delivery/state';
import { readFields } from '../handlers/envelope';
import { CONTROL_LIMITS } from './limits';
import type { Sim } from '../sim';
import { findForControl } from '../world/accounts';

// /__sim/sms/* for QA and tests: recharge or refund stock (a sale record), allocate an enterprise's stock to a
// member (an allocation record), make a share of deliveries fail, switch a device's alarms on, read the state.

const notFound = (what: string) => HttpResponse.json({ error: `${what} not found` }, { status: 404 });
const badRequest = (why: string) => HttpResponse.json({ error: why }, { status: 400 });
const positive = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 && n <= CONTROL_LIMITS.smsAmount ? n : undefined;
};

export function smsControlHandlers(sim: Sim) {
  const enterprise = (eid: string | undefined) => sim.world.enterprises.find((e) => String(e.eid) === eid);

  return [
    // {account, amount, operate: recharge|refund} personal stock, or {eid, amount, operate} an enterprise's.
    http.post('*/__sim/sms/recharge', async ({ request }) => {
      const fields = await readFields(request);
      const amount = positive(fields.amount);
      const operate = fields.operate === 'refund' ? 'refund' : 'recharge';
      if (!amount) return badRequest(`amount must be a whole number from 1 to ${CONTROL_LIMITS.smsAmount}`);
      if (fields.eid) {
        const target = enterprise(fields.eid);
        if (!target) return notFound('eid');
        const pool = poolOf(sim, target.eid);
        if (operate === 'refund' && amount > pool) return HttpResponse.json({ error: 'refund exceeds the stock', stock: pool }, { status: 409 });
        setPool(sim, target.eid, operate === 'refund' ? pool - amount : pool + amount);
        return HttpResponse.json({ eid: target.eid, enterpriseStock: poolOf(sim, target.eid) });
      }
      const user = findForControl(sim.world, fields.account ?? '');
      if (!user) return notFound('account');
      const account = accountOf(sim, user.id, 0);
      if (operate === 'refund' && amount > account.stock) return HttpResponse.json({ error: 'refund exceeds the stock', stock: account.stock }, { status: 409 });
      account.stock = operate === 'refund' ? account.stock - amount : account.stock + amount;
      const record = addSale(sim, user.id, 0, operate, amount, account.stock);
      sim.log.add('sms', `${operate} of ${amount} SMS for user ${user.id}`);
      return HttpResponse.json({ userId: user.id, stock: account.stock, record });
    }),

    // {eid, account, amount}: never more than the enterprise holds (a 409 says how much it has).
    http.post('*/__sim/sms/allocate', async ({ request }) => {
      const fields = await readFields(request);
      const target = enterprise(fields.eid);
      if (!target) return notFound('eid');
      const user = findForControl(sim.world, fields.account ?? '');
      if (!user || !target.memberIds.includes(user.id)) return notFound('member account');
      const amount = positive(fields.amount);
      if (!amount) return badRequest(`amount must be a whole number from 1 to ${CONTROL_LIMITS.smsAmount}`);
      const account = accountOf(sim, user.id, target.eid);
      const pool = poolOf(sim, target.eid);
      if (transferStock(pool, account.stock, amount).moved < amount) return HttpResponse.json({ error: 'not enough enterprise stock', enterpriseStock: pool }, { status: 409 });
      const record = allocate(sim, target.eid, account, amount);
      return HttpResponse.json({ record, stock: account.stock, enterpriseStock: poolOf(sim, target.eid) });
    }),

    // {share: 0..1}: that share of SMS (gateway) and e-mail (mailbox) deliveries fail from now on.
    http.post('*/__sim/sms/fail', async ({ request }) => {
      const share = Number((await readFields(request)).share);
      if (!Number.isFinite(share) || share < 0 || share > 1) return badRequest('share must be a number from 0 to 1');
      smsState(sim.world).failShare = share;
      return HttpResponse.json({ failShare: share });
    }),

    // {machineCode, sms?: bool, email?: bool}: a device's alarm switches without a console.
    http.post('*/__sim/sms/device', async ({ request }) => {
      const fields = await readFields(request);
      const device = sim.world.devices.find((d) => d.machine_code === fields.machineCode);
      if (!device) return notFound('machineCode');
      const flags = deviceFlags(sim.world, device.machine_id);
      if (fields.sms !== undefined) flags.smsFlag = fields.sms === 'true' ? 1 : 0;
      if (fields.email !== undefined) flags.emailFlag = fields.email === 'true' ? 1 : 0;
      return HttpResponse.json({ machineId: device.machine_id, ...flags });
    }),

    // ?account[&eid]: one account's settings, stock, use and log counts.
    http.get('*/__sim/sms', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const user = findForControl(sim.world, params.get('account') ?? '');
      if (!user) return notFound('account');
      const eid = Number(params.get('eid') ?? 0) || 0;
      // Reading an enterprise's account must not invent it: an eid no enterprise has is not found.
      if (eid > 0 && !sim.world.enterprises.some((e) => e.eid === eid)) return notFound('enterprise');
      const { contacts, warned: _warned, ...account } = accountOf(sim, user.id, eid);
      const log = readSendLog(sim, { userId: user.id, eid });
      const count = (rows: Array<{ result: string }>) =>
        rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.result]: (acc[r.result] ?? 0) + 1 }), {});
      return HttpResponse.json({
        ...account, contacts, usage: usageOf(sim, user.id, eid), enterpriseStock: eid > 0 ? poolOf(sim, eid) : undefined,
        failShare: smsState(sim.world).failShare, sms: count(log.sms), email: count(log.email),
      });
    }),
  ];
}
