import { deliverMessage } from '../messaging';
import type { Sim } from '../sim';
import { nextId } from '../world/ids';
import type { SimAlarm } from '../world/types';
import { alarmRecipients } from './recipients';
import { deliverAlarm } from '../delivery';
import { deviceById } from '../world/fleetIndex';

// One alarm, project alarm or mass text, as the cloud would raise it: stored, then told to everyone concerned
// through the message centre and their open consoles.

export type AlarmInput = { level: SimAlarm['level']; content: string; voice: boolean };

export function raiseAlarm(sim: Sim, machineId: number, input: AlarmInput): SimAlarm | undefined {
  const device = deviceById(sim.world, machineId);
  if (!device) return undefined;
  const alarm: SimAlarm = {
    id: nextId(sim.world),
    machineId,
    deviceCode: device.machine_code,
    level: input.level,
    content: input.content,
    voice: input.voice,
    raisedAt: sim.clock.now(),
    state: 'active',
  };
  sim.world.alarms.push(alarm);
  const recipients = alarmRecipients(sim.world, machineId);
  for (const userId of recipients) {
    deliverMessage(sim, userId, {
      type: input.voice ? 'deviceVoice' : 'deviceAlarm',
      title: device.machine_name,
      content: input.content,
      machineId,
      deviceCode: device.machine_code,
    });
  }
  // SMS and e-mail by the users' and the device's settings (docs/decisions.md, "SMS and e-mail alarms"): every attempt lands in the send log.
  deliverAlarm(sim, alarm, recipients);
  return alarm;
}

/** A project alarm goes to the same people as the device's alarms; it is not a device alarm record. */
export function raiseProjectAlarm(sim: Sim, machineId: number, content: string): number {
  const device = deviceById(sim.world, machineId);
  if (!device) return 0;
  const recipients = alarmRecipients(sim.world, machineId);
  for (const userId of recipients) {
    deliverMessage(sim, userId, { type: 'projectAlarm', title: device.project || device.machine_name, content, machineId, deviceCode: device.machine_code });
  }
  return recipients.length;
}

/** A mass text to the listed users, or to every user. Answers how many got it. */
export function sendMassText(sim: Sim, content: string, userIds?: readonly number[]): number {
  const targets = userIds ?? sim.world.users.map((u) => u.id);
  for (const userId of targets) deliverMessage(sim, userId, { type: 'massTexting', title: '', content });
  return targets.length;
}
