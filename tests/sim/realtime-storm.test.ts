// What an alarm storm leaves in the simulator (simulator/generator/raise.ts → delivery → the hub): each alarm, each
// recipient's message and one push to each of the recipients' sockets, nothing kept per device it only read.
import { describe, expect, it } from 'vitest';
import { deviceFlags, smsState } from '../../simulator/delivery';
import { alarmDevicesOf, alarmRecipients } from '../../simulator/generator/recipients';
import { raiseAlarm } from '../../simulator/generator/raise';
import { deliverMessage } from '../../simulator/messaging';
import { createSim } from '../../simulator/sim';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { openSession } from '../../simulator/world/sessions';

function storm() {
  const sim = createSim({ seed: 1 });
  const userId = DEMO_ACCOUNTS.personal.userId;
  const session = openSession(sim.world, userId, { terminalUUID: 't', terminalName: 'Vitest', terminalOS: 'Linux', terminalType: 'web', loginIp: '127.0.0.1' }, sim.clock.now());
  const received: number[] = [];
  for (let s = 0; s < 3; s += 1) sim.hub.connect(session.token, { send: () => received.push(s), close: () => undefined });
  const devices = [...alarmDevicesOf(sim.world, userId, 0)];
  return { sim, userId, devices, received };
}

describe('an alarm storm', () => {
  it('stores each alarm and each recipient\'s message, and pushes each once to every socket', () => {
    const { sim, devices, received } = storm();
    const alarmsBefore = sim.world.alarms.length;
    const messagesBefore = sim.world.messages.length;
    const recipients = devices.map((id) => alarmRecipients(sim.world, id).length);
    for (const id of devices) raiseAlarm(sim, id, { level: 2, content: 'Overheat', voice: false });
    expect(sim.world.alarms.length - alarmsBefore).toBe(devices.length);
    expect(sim.world.messages.length - messagesBefore).toBe(recipients.reduce((a, b) => a + b, 0));
    expect(received.length).toBe(3 * devices.length);
  });

  it('keeps no SMS switch for a device it only read (both off until someone switches them)', () => {
    const { sim, devices } = storm();
    const [switched, ...others] = devices;
    deviceFlags(sim.world, switched!).smsFlag = 1;
    for (const id of devices) raiseAlarm(sim, id, { level: 2, content: 'Overheat', voice: false });
    expect([...smsState(sim.world).deviceFlags.keys()]).toEqual([switched]);
    expect(others.length).toBeGreaterThan(0);
    // The one switched on still sends: its alarm is in the SMS log.
    expect(smsState(sim.world).smsLog.map((row) => row.machineId)).toContain(switched);
  });

  it('stores every message with the same fields in the same order, whatever the caller passed (one hidden class)', () => {
    const { sim, userId, devices } = storm();
    raiseAlarm(sim, devices[0]!, { level: 2, content: 'Overheat', voice: false });
    const alarmMessage = sim.world.messages.at(-1)!;
    const system = deliverMessage(sim, userId, { type: 'system', title: 'SMS alarms', content: 'used 80%' });
    const request = deliverMessage(sim, userId, {
      type: 'deviceBind', title: 'Bind', content: '', machineId: devices[0], applicationId: 7,
      request: { kind: 'bind', applicant: 'qa', machineName: 'Press 1' }, audit: { isResult: false, auditState: 0 },
    });
    expect(Object.keys(system)).toEqual(Object.keys(alarmMessage));
    expect(Object.keys(request)).toEqual(Object.keys(alarmMessage));
    expect(request).not.toHaveProperty('audit');
    expect(alarmMessage).toMatchObject({ type: 'deviceAlarm', content: 'Overheat', machineId: devices[0], userId, state: 'unread' });
  });
});
