// GET /api/msg/v1/totalUnread is asked with its scene (api.md: "Payloads not shown except scene"): the badge's
// count names `all`, a tab's count its scene; the simulator refuses a count that names no scene.
import { describe, expect, it } from 'vitest';
import { ALL_SCENES } from '../../src/domain/wire/message';
import { totalUnread } from '../../src/transport/api/messages';
import { createHttp } from '../../src/transport/http';
import { deliverMessage } from '../../simulator/messaging';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { call, loginToken, ORIGIN, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const P = DEMO_ACCOUNTS.personal;

function seed() {
  deliverMessage(sim(), P.userId, { type: 'deviceAlarm', title: 'Press-01', content: 'Temperature high' });
  deliverMessage(sim(), P.userId, { type: 'massTexting', title: '', content: 'Maintenance tonight' });
}

describe('the unread count names its scene', () => {
  it('the console\'s call sends the scene: the badge counts every scene, a tab its own', async () => {
    seed();
    const token = await loginToken(P.phone);
    const http = createHttp({ origin: ORIGIN, getToken: () => token, onMissingToken: () => undefined });
    const badge = await totalUnread(http, ALL_SCENES);
    expect(badge).toEqual({ ok: true, data: { totalUnread: 2 } });
    expect(await totalUnread(http, 'alarm')).toEqual({ ok: true, data: { totalUnread: 1 } });
  });

  it('a count without a scene is refused', async () => {
    seed();
    const token = await loginToken(P.phone);
    // A missing required field is api.md's request error (HTTP 400), as every call's (src/domain/openapi/wireCheck.ts).
    await expect(call('/api/msg/v1/totalUnread', {}, { token, method: 'GET' })).rejects.toThrow('HTTP 400');
  });
});
