// What each realtime message type does to the console (src/domain/messageRouting.ts) and how a burst of them is
// summed up on screen (src/ui/notifications/alertBatch.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routeMessage } from '../../src/domain/messageRouting';
import { MESSAGE_TYPES, type RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { mergeAlert, summarise } from '../../src/ui/notifications/alertBatch';
import { messageFromJson } from '../../simulator/realtime/messageFromJson';

const at = { sentAt: 1 };
const inform = (type: 'deviceAlarm' | 'deviceVoice' | 'projectAlarm', total = 3): RealtimeMessage => ({
  type, ...at, deviceCode: 'PN1', deviceId: 'd1', totalUnreadMsg: total, content: 'Temperature high',
});
const audit = (type: 'deviceBind' | 'deviceVisit', isResult: boolean): RealtimeMessage => ({
  type, ...at, deviceCode: 'PN2', deviceId: 'd2', isResult, auditState: 0, totalUnreadMsg: 4,
});

describe('routing realtime messages by type', () => {
  it('a device alarm: unread total, an alert with its text, alarm and message lists reload, no sound', () => {
    expect(routeMessage(inform('deviceAlarm'))).toEqual({
      unread: 3,
      alert: { kind: 'deviceAlarm', deviceCode: 'PN1', content: 'Temperature high' },
      reload: ['alarms', 'messages'],
    });
  });

  it('a voice alarm also sounds', () => {
    const r = routeMessage(inform('deviceVoice'));
    expect(r.sound).toBe(true);
    expect(r.alert?.kind).toBe('deviceVoice');
  });

  it('a project alarm alerts without sound', () => {
    const r = routeMessage(inform('projectAlarm', 9));
    expect(r).toMatchObject({ unread: 9, alert: { kind: 'projectAlarm' } });
    expect(r.sound).toBeUndefined();
  });

  it.each(['deviceBind', 'deviceVisit'] as const)('a %s request asks for approval; its result settles applications', (type) => {
    const request = routeMessage(audit(type, false));
    expect(request.approval).toEqual({ kind: type, deviceCode: 'PN2' });
    expect(request.unread).toBe(4);
    const result = routeMessage(audit(type, true));
    expect(result.approval).toBeUndefined();
    expect(result.alert?.kind).toBe(type === 'deviceBind' ? 'bindResult' : 'visitResult');
    expect(result.reload).toContain('applications');
  });

  it('every reaction in full: a voice alarm, a request to approve and the answer to one', () => {
    expect(routeMessage(inform('deviceVoice', 5))).toEqual({
      unread: 5,
      alert: { kind: 'deviceVoice', deviceCode: 'PN1', content: 'Temperature high' },
      sound: true,
      reload: ['alarms', 'messages'],
    });
    for (const type of ['deviceBind', 'deviceVisit'] as const) {
      expect(routeMessage(audit(type, false))).toEqual({
        unread: 4,
        alert: { kind: type, deviceCode: 'PN2', content: '' },
        approval: { kind: type, deviceCode: 'PN2' },
        reload: ['messages'],
      });
      expect(routeMessage(audit(type, true))).toEqual({
        unread: 4,
        alert: { kind: type === 'deviceBind' ? 'bindResult' : 'visitResult', deviceCode: 'PN2', content: '' },
        reload: ['messages', 'applications'],
      });
    }
  });

  it('a mass text goes to the banner, not to an alert', () => {
    const r = routeMessage({ type: 'massTexting', ...at, content: 'Maintenance tonight', totalUnreadMsg: 1 });
    expect(r).toEqual({ unread: 1, banner: 'Maintenance tonight', reload: ['messages'] });
  });

  it('a user logout leads to the blocking dialog and touches nothing else', () => {
    expect(routeMessage({ type: 'userLogout', ...at, loginIp: '10.0.0.9', reason: 'elsewhere' })).toEqual({
      logout: { loginIp: '10.0.0.9', reason: 'elsewhere' },
      reload: [],
    });
  });

  it('a heartbeat does nothing', () => {
    expect(routeMessage({ type: 'heartbeat', ...at, at: 1 })).toEqual({ reload: [] });
  });

  it('every message type but the heartbeat changes something on screen', () => {
    for (const type of MESSAGE_TYPES) {
      const r = routeMessage(messageFromJson({ type, content: 'x' }, 0)!);
      const effects = [r.unread, r.alert, r.sound, r.approval, r.banner, r.logout].filter((x) => x !== undefined);
      expect(effects.length > 0, type).toBe(type !== 'heartbeat');
    }
  });
});

describe('a burst of messages on screen', () => {
  it('one summary per batch: the count of alerts, the newest alert, sound if any voice alarm', () => {
    const batch = [inform('deviceAlarm'), inform('deviceVoice'), { ...inform('deviceAlarm'), deviceCode: 'PN9' } as RealtimeMessage].map(routeMessage);
    const fx = summarise(batch);
    expect(fx.alert).toMatchObject({ count: 3, alarms: 3, deviceCode: 'PN9', severity: 'warn' });
    expect(fx.sound).toBe(true);
    expect([...fx.reload].sort()).toEqual(['alarms', 'messages']);
  });

  it('a toast still showing adds the next batch to its count', () => {
    const one = summarise([routeMessage(inform('deviceAlarm'))]).alert!;
    const two = summarise([routeMessage(audit('deviceBind', false))]).alert!;
    expect(mergeAlert(undefined, one).count).toBe(1);
    expect(mergeAlert(one, two)).toMatchObject({ count: 2, alarms: 1, kind: 'deviceBind', severity: 'warn' });
  });

  it('counts every alert however the stream is cut into batches', () => {
    const kinds = fc.constantFrom('deviceAlarm', 'deviceVoice', 'projectAlarm', 'massTexting', 'heartbeat') ;
    fc.assert(
      fc.property(fc.array(fc.array(kinds, { maxLength: 20 }), { maxLength: 10 }), (batches) => {
        let shown: ReturnType<typeof mergeAlert> | undefined;
        let expected = 0;
        for (const batch of batches) {
          const messages = batch.map((k): RealtimeMessage =>
            k === 'massTexting' ? { type: k, ...at, content: 'x', totalUnreadMsg: 0 } : k === 'heartbeat' ? { type: k, ...at, at: 1 } : inform(k),
          );
          expected += batch.filter((k) => k !== 'massTexting' && k !== 'heartbeat').length;
          const fx = summarise(messages.map(routeMessage));
          if (fx.alert) shown = mergeAlert(shown, fx.alert);
        }
        expect(shown?.count ?? 0).toBe(expected);
      }),
    );
  });
});
