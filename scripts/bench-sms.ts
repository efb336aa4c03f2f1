// `npm run bench -- sms`: the SMS and e-mail deliveries under a long alarm storm, in Node (no browser): how long
// delivering one alarm takes, and how long the send log takes to read for one user (what the log
// pages and the data centre do) once it holds tens of thousands of rows.
import { performance } from 'node:perf_hooks';
import { accountOf, deliverAlarm, deviceFlags, pageSendLog, readSendLog, smsState } from '../simulator/delivery';
import { raiseAlarm } from '../simulator/generator/raise';
import { createSim } from '../simulator/sim';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';
import { createReport, median } from './benchSupport';

const RAISED = 1_000;
const ALARMS = 20_000;

export default async function run() {
  const { report, summary } = createReport();
  const sim = createSim({ seed: 7 });
  for (const device of sim.world.devices) Object.assign(deviceFlags(sim.world, device.machine_id), { smsFlag: 1, emailFlag: 1 });
  for (const user of sim.world.users) {
    for (const eid of [0, ...sim.world.enterprises.map((e) => e.eid)]) {
      const account = accountOf(sim, user.id, eid);
      account.stock = 1_000_000;
      account.userDaily = 1000;
      account.deviceDaily = 1000;
      account.contacts = [{ id: 1, name: 'Ops', email: `ops${user.id}@example.com` }];
    }
  }
  smsState(sim.world).failShare = 0.05;

  // The alarms are raised once with deliveries off (raising itself is the message centre's cost, measured by the
  // storm bench), then delivered again and again: the time is the delivery rules' own.
  const machineIds = sim.world.devices.map((d) => d.machine_id);
  const flags = sim.world.devices.map((d) => deviceFlags(sim.world, d.machine_id));
  for (const f of flags) Object.assign(f, { smsFlag: 0, emailFlag: 0 });
  for (let i = 0; i < RAISED; i += 1) raiseAlarm(sim, machineIds[i % machineIds.length]!, { level: 2, content: `Temperature high on line ${i % 7}`, voice: false });
  for (const f of flags) Object.assign(f, { smsFlag: 1, emailFlag: 1 });
  const alarms = sim.world.alarms.slice(-RAISED);
  const times: number[] = [];
  for (let i = 0; i < ALARMS; i += 1) {
    const started = performance.now();
    deliverAlarm(sim, alarms[i % alarms.length]!);
    times.push(performance.now() - started);
    // A new day now and then, so the daily amounts never stop the storm and the counters cover a week.
    if (i % 4000 === 3999) sim.clock.advance(24 * 3600_000);
  }
  const state = smsState(sim.world);
  console.log(`${ALARMS} alarm deliveries → ${state.smsLog.length} SMS attempts, ${state.emailLog.length} e-mail attempts`);
  report('deliver one alarm (SMS and e-mail, median)', median(times) * 1000, 'µs');
  report('deliver one alarm (SMS and e-mail, mean)', (times.reduce((a, b) => a + b, 0) / times.length) * 1000, 'µs', 500);

  const userId = DEMO_ACCOUNTS.personal.userId;
  const reads: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    pageSendLog(sim, 'sms', { userId, eid: 0 }, 1 + (i % 3), 10);
    reads.push(performance.now() - started);
  }
  report('one page of a user\'s send log (median)', median(reads), 'ms', 50);
  const whole: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    readSendLog(sim, { userId, eid: 0 });
    whole.push(performance.now() - started);
  }
  report('a user\'s whole send log, copied (readSendLog, median)', median(whole), 'ms');
  summary();
}
