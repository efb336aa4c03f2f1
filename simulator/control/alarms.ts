import { http, HttpResponse } from 'msw';
import { alarmRecipients, alarmDevicesOf } from '../generator/recipients';
import { generatorOf } from '../generator/generator';
import { raiseAlarm, raiseProjectAlarm, sendMassText } from '../generator/raise';
import { readFields, type Fields } from '../handlers/envelope';
import { CONTROL_LIMITS, checkNumber, checkText } from './limits';
import type { Sim } from '../sim';
import { findForControl } from '../world/accounts';
import type { SimAlarm } from '../world/types';

// /__sim/ control of the alarm generator (QA, tests, the bench): one alarm, storms, rates, deterministic steps,
// project alarms and mass texts. Plain JSON in and out; HTTP statuses for mistakes.

const notFound = (what: string) => HttpResponse.json({ error: `${what} not found` }, { status: 404 });
const badRequest = (why: string) => HttpResponse.json({ error: why }, { status: 400 });

export function alarmControlHandlers(sim: Sim) {
  /**
   * The devices a request names: `machineCode` (one device), else `account` (every device whose alarms the user
   * hears of, personal and enterprise), else undefined (every device). A name that matches nothing is an error.
   */
  const devicesOf = (fields: Fields): number[] | undefined | 'unknown' => {
    if (fields.machineCode) {
      const device = sim.world.devices.find((d) => d.machine_code === fields.machineCode);
      return device ? [device.machine_id] : 'unknown';
    }
    if (fields.account) {
      const user = findForControl(sim.world, fields.account);
      if (!user) return 'unknown';
      const eids = new Set([0, ...sim.world.devices.map((d) => d.eid)]);
      return [...eids].flatMap((eid) => [...alarmDevicesOf(sim.world, user.id, eid)]).sort((a, b) => a - b);
    }
    return undefined;
  };

  const level = (value: string | undefined): SimAlarm['level'] => (value === '1' ? 1 : value === '3' ? 3 : 2);

  return [
    // One alarm now, on the named device (or the first device the account hears of).
    http.post('*/__sim/alarm', async ({ request }) => {
      const fields = await readFields(request);
      const long = checkText('content', fields.content);
      if (!long.ok) return badRequest(long.error);
      const devices = devicesOf(fields);
      if (devices === 'unknown') return notFound('machineCode or account');
      const machineId = (devices ?? sim.world.devices.map((d) => d.machine_id).filter((id) => alarmRecipients(sim.world, id).length > 0))[0];
      if (machineId === undefined) return notFound('device with alarm recipients');
      const alarm = raiseAlarm(sim, machineId, {
        level: level(fields.level),
        content: fields.content || 'Alarm raised by the control API',
        voice: fields.voice === 'true',
      });
      sim.log.add('control', `alarm ${alarm?.id} on device ${machineId}`);
      return HttpResponse.json({ alarm, recipients: alarmRecipients(sim.world, machineId) });
    }),

    http.post('*/__sim/alarms/storm', async ({ request }) => {
      const fields = await readFields(request);
      const rate = checkNumber('perSecond', fields.perSecond, Number.MIN_VALUE, CONTROL_LIMITS.stormPerSecond);
      const span = checkNumber('seconds', fields.seconds, Number.MIN_VALUE, CONTROL_LIMITS.stormSeconds);
      if (!rate.ok) return badRequest(rate.error.replace(String(Number.MIN_VALUE), '0 (exclusive)'));
      if (!span.ok) return badRequest(span.error.replace(String(Number.MIN_VALUE), '0 (exclusive)'));
      const perSecond = rate.value;
      const seconds = span.value;
      const devices = devicesOf(fields);
      if (devices === 'unknown') return notFound('machineCode or account');
      const storm = generatorOf(sim).storm({ perSecond, seconds, machineIds: devices, voice: fields.voice === 'true', realTime: fields.realTime !== 'false' });
      if (storm.machineIds.length === 0) return notFound('device with alarm recipients');
      sim.log.add('control', `storm ${storm.id}: ${perSecond}/s for ${seconds} s on ${storm.machineIds.length} devices`);
      return HttpResponse.json({ storm });
    }),

    http.post('*/__sim/alarms/stop', () => HttpResponse.json({ stopped: generatorOf(sim).stopStorms() })),

    // Background rate per device per hour: of one device (machineCode), or the default for all (0 stops it).
    http.post('*/__sim/alarms/rate', async ({ request }) => {
      const fields = await readFields(request);
      const checked = checkNumber('perHour', fields.perHour, 0, CONTROL_LIMITS.alarmsPerHour);
      if (!checked.ok) return badRequest(checked.error);
      const perHour = checked.value;
      const generator = generatorOf(sim);
      if (fields.machineCode) {
        const device = sim.world.devices.find((d) => d.machine_code === fields.machineCode);
        if (!device) return notFound('machineCode');
        generator.setRate(device.machine_id, perHour);
      } else {
        generator.setDefaultRate(perHour);
      }
      generator.startTimer();
      return HttpResponse.json(generator.rates());
    }),

    // Advances the generator without waiting: the same seed and steps raise the same alarms.
    http.post('*/__sim/alarms/step', async ({ request }) => {
      const checked = checkNumber('ms', (await readFields(request)).ms, 0, CONTROL_LIMITS.clockMs);
      if (!checked.ok) return badRequest(checked.error);
      const ms = checked.value;
      return HttpResponse.json({ raised: generatorOf(sim).step(ms) });
    }),

    http.get('*/__sim/alarms', () => {
      const active = sim.world.alarms.filter((a) => a.state === 'active').length;
      return HttpResponse.json({ ...generatorOf(sim).status(), alarms: sim.world.alarms.length, active });
    }),

    http.post('*/__sim/project-alarm', async ({ request }) => {
      const fields = await readFields(request);
      const devices = devicesOf(fields);
      if (devices === 'unknown') return notFound('machineCode or account');
      const machineId = devices?.[0] ?? sim.world.devices.find((d) => alarmRecipients(sim.world, d.machine_id).length > 0)?.machine_id;
      if (machineId === undefined) return notFound('device with alarm recipients');
      const delivered = raiseProjectAlarm(sim, machineId, fields.content || 'Project alarm raised by the control API');
      return HttpResponse.json({ machineId, delivered });
    }),

    // A mass text to one account, or to every user.
    http.post('*/__sim/mass-text', async ({ request }) => {
      const fields = await readFields(request);
      if (!fields.content) return badRequest('content is required');
      const long = checkText('content', fields.content);
      if (!long.ok) return badRequest(long.error);
      let userIds: number[] | undefined;
      if (fields.account) {
        const user = findForControl(sim.world, fields.account);
        if (!user) return notFound('account');
        userIds = [user.id];
      }
      return HttpResponse.json({ delivered: sendMassText(sim, fields.content, userIds) });
    }),
  ];
}
