// A visit or bind request's title reads in the reader's language (issue 40): the message names what is asked, by
// whom and on which device, and the console builds the title from a key of its language; the cloud's own title
// comes in both languages for a client that builds none.
import { beforeAll, describe, expect, it } from 'vitest';
import { textIn } from '../../src/domain/cloudText';
import type { MessagePage } from '../../src/domain/wire/message';
import { i18n, setLanguage } from '../../src/i18n';
import { messageTitle } from '../../src/ui/messages/messageTitle';
import { call, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

beforeAll(async () => {
  await setLanguage('cn');
  await i18n.loadNamespaces('messages');
});

describe('request titles in the reader\'s language', () => {
  it('a visit request reads 访问申请 in Chinese and Visit request in English, never the other language', async () => {
    const applicant = await loginToken('13900139003');
    expect((await call('/api/v1/audit/addVisit', { machineID: '50002', message: 'hi', terminalID: 't', terminalName: 'n' }, { token: applicant })).hwcode).toBe(0);
    const akey = await loginToken('13800138000');
    const page = (await call('/api/msg/v1/page', { scene: 'application', page: '1', pageSize: '10' }, { token: akey })).hwdata as MessagePage;
    const message = page.list[0]!;
    const device = sim().world.devices.find((d) => d.machine_id === 50002)!.machine_name;
    expect(message).toMatchObject({ kind: 'deviceVisit', applicationKind: 'visit', machineName: device });
    await setLanguage('cn');
    const cn = messageTitle(message, i18n.t, 'cn');
    expect(cn).toBe(`访问申请：${message.applicantName!}申请访问“${device}”`);
    await setLanguage('en');
    const en = messageTitle(message, i18n.t, 'en');
    expect(en).toBe(`Visit request: ${message.applicantName!} → ${device}`);
    // The cloud's own title, for a client that builds none, is in both languages too.
    expect(textIn(message.title, 'cn')).toBe(cn);
    expect(textIn(message.title, 'en')).toBe(en);
  });

  it('a message of a cloud that names no parts keeps its own title', async () => {
    await setLanguage('cn');
    const plain = { id: 1, kind: 'deviceBind' as const, title: 'Bind request: A → B', content: '', machineId: 1, deviceCode: '', applicationId: 2, createTime: 0, state: 'unread' as const };
    expect(messageTitle(plain, i18n.t, 'cn')).toBe('Bind request: A → B');
    expect(messageTitle({ ...plain, title: '' }, i18n.t, 'cn')).toBe('绑定申请');
  });
});
