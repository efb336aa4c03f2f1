// The simulated message centre: paging by scene, unread totals, read, clear, detail, summary and expiry.
import { describe, expect, it } from 'vitest';
import type { MessageChange, MessageDetail, MessagePage, MsgCenterSummary, TotalUnread } from '../../src/domain/wire/message';
import { deliverMessage, MESSAGE_LIFETIME_MS } from '../../simulator/messaging';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { call, loginToken, simulatorPerTest, schemaRefusal } from './support';

const { sim } = simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;

function seedMessages() {
  const s = sim();
  deliverMessage(s, P.userId, { type: 'deviceAlarm', title: 'Press-01', content: 'Temperature high' });
  deliverMessage(s, P.userId, { type: 'deviceVoice', title: 'Press-01', content: 'Door open' });
  deliverMessage(s, P.userId, { type: 'massTexting', title: '', content: 'Maintenance tonight' });
  deliverMessage(s, DEMO_ACCOUNTS.enterprise.userId, { type: 'deviceAlarm', title: 'Other', content: 'Not yours' });
}

describe('message centre calls', () => {
  it('page lists only the caller\'s messages of the scene, newest first, with totals', async () => {
    seedMessages();
    const token = await loginToken(P.phone);
    const all = await call('/api/msg/v1/page', { page: '1', pageSize: '2' }, { token });
    const page = all.hwdata as MessagePage;
    expect(page.total).toBe(3);
    expect(page.list.map((m) => m.content)).toEqual(['Maintenance tonight', 'Door open']);
    const alarms = (await call('/api/msg/v1/page', { scene: 'alarm', page: '1', pageSize: '10' }, { token })).hwdata as MessagePage;
    expect(alarms.list.map((m) => m.kind).sort()).toEqual(['deviceAlarm', 'deviceVoice']);
    expect(alarms.list.every((m) => m.state === 'unread')).toBe(true);
  });

  it('totalUnread counts by scene; read and detail lower it; read twice changes nothing', async () => {
    seedMessages();
    const token = await loginToken(P.phone);
    const unread = async (scene: string) =>
      ((await call('/api/msg/v1/totalUnread', { scene }, { token, method: 'GET' })).hwdata as TotalUnread).totalUnread;
    expect(await unread('all')).toBe(3);
    expect(await unread('alarm')).toBe(2);
    expect(await unread('notice')).toBe(1);
    const page = (await call('/api/msg/v1/page', { scene: 'alarm', page: '1', pageSize: '10' }, { token })).hwdata as MessagePage;
    const first = page.list[0]!;
    const read = (await call('/api/msg/v1/read', { ids: String(first.id) }, { token, method: 'PUT' })).hwdata as MessageChange;
    expect(read).toEqual({ changed: 1, totalUnread: 2 });
    const again = (await call('/api/msg/v1/read', { ids: String(first.id) }, { token, method: 'PUT' })).hwdata as MessageChange;
    expect(again).toEqual({ changed: 0, totalUnread: 2 });
    const second = page.list[1]!;
    const detail = await fetch(`http://sim.test/api/msg/v1/detail/${second.id}`, { headers: { cloudtoken: token } });
    const body = (await detail.json()) as { hwdata: MessageDetail };
    expect(body.hwdata.message.state).toBe('read');
    expect(body.hwdata.totalUnread).toBe(1);
  });

  it('clear removes the scene\'s messages and answers the new unread total', async () => {
    seedMessages();
    const token = await loginToken(P.phone);
    const cleared = (await call('/api/msg/v1/clear', { scene: 'alarm' }, { token, method: 'DELETE' })).hwdata as MessageChange;
    expect(cleared).toEqual({ changed: 2, totalUnread: 1 });
    const left = (await call('/api/msg/v1/page', { page: '1', pageSize: '10' }, { token })).hwdata as MessagePage;
    expect(left.list.map((m) => m.kind)).toEqual(['massTexting']);
    // Another user's messages are untouched.
    expect(sim().world.messages.filter((m) => m.userId === DEMO_ACCOUNTS.enterprise.userId)).toHaveLength(1);
  });

  it('another user\'s message cannot be read in detail; an unknown scene is refused', async () => {
    seedMessages();
    const token = await loginToken(P.phone);
    const foreign = sim().world.messages.find((m) => m.userId !== P.userId)!;
    const res = await fetch(`http://sim.test/api/msg/v1/detail/${foreign.id}`, { headers: { cloudtoken: token } });
    expect(((await res.json()) as { hwcode: number }).hwcode).toBe(400);
    expect(await schemaRefusal('POST', '/api/msg/v1/page', { scene: 'nope', page: '1', pageSize: '5' }, token)).toMatch(/scene = /);
  });

  it('an unread message past its life is expired and no longer counts as unread', async () => {
    seedMessages();
    sim().clock.advance(MESSAGE_LIFETIME_MS + 1000);
    const token = await loginToken(P.phone);
    const page = (await call('/api/msg/v1/page', { page: '1', pageSize: '10' }, { token })).hwdata as MessagePage;
    expect(page.list.every((m) => m.state === 'expired')).toBe(true);
    const total = (await call('/api/msg/v1/totalUnread', { scene: 'all' }, { token, method: 'GET' })).hwdata as TotalUnread;
    expect(total.totalUnread).toBe(0);
  });

  it('getMsgCenterMsgs sums up each scene with its unread count and newest message', async () => {
    seedMessages();
    const token = await loginToken(P.phone);
    const summary = (await call('/api/user/getMsgCenterMsgs', {}, { token })).hwdata as MsgCenterSummary;
    const byScene = Object.fromEntries(summary.scenes.map((s) => [s.scene, s]));
    expect(byScene.alarm?.unread).toBe(2);
    expect(byScene.alarm?.latest?.content).toBe('Door open');
    expect(byScene.application?.latest).toBeNull();
  });

  it('a call without a live token answers 113', async () => {
    expect((await call('/api/msg/v1/page', { page: '1', pageSize: '5' })).hwcode).toBe(113);
  });
});
