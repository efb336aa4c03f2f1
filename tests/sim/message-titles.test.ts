// A visit or bind request's title reads in the reader's language (docs/decisions.md, "Console"): the message names what is asked, by
// whom and on which device, and the console builds the title from a key of its language; the cloud's own title
// comes in both languages for a client that builds none.
import { describe, expect, it } from 'vitest';
import { textIn } from '../../src/domain/cloudText';
import type { MessagePage } from '../../src/domain/wire/message';
import { createI18n } from '../../src/i18n/allTexts';
import { messageTitle } from '../../src/ui/messages/messageTitle';
import { call, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

// Own instances: the console's shared i18n stays as the other tests expect it.
const inCn = createI18n('cn');
const inEn = createI18n('en');

describe('request titles in the reader\'s language', () => {
  it('a visit request reads 访问申请 in Chinese and Visit request in English, never the other language', async () => {
    const applicant = await loginToken('13900139003');
    expect((await call('/api/v1/audit/addVisit', { machineID: '50002', message: 'hi', terminalID: 't', terminalName: 'n' }, { token: applicant })).hwcode).toBe(0);
    const akey = await loginToken('13800138000');
    const page = (await call('/api/msg/v1/page', { scene: 'application', page: '1', pageSize: '10' }, { token: akey })).hwdata as MessagePage;
    const message = page.list[0]!;
    const device = sim().world.devices.find((d) => d.machine_id === 50002)!.machine_name;
    expect(message).toMatchObject({ kind: 'deviceVisit', applicationKind: 'visit', machineName: device });
    const cn = messageTitle(message, inCn.t, 'cn');
    expect(cn).toBe(`访问申请：${message.applicantName!}申请访问“${device}”`);
    const en = messageTitle(message, inEn.t, 'en');
    expect(en).toBe(`Visit request: ${message.applicantName!} → ${device}`);
    // The cloud's own title, for a client that builds none, is in both languages too.
    expect(textIn(message.title, 'cn')).toBe(cn);
    expect(textIn(message.title, 'en')).toBe(en);
  });

  it('a message of a cloud that names no parts keeps its own title', () => {
    const plain = { id: 1, kind: 'deviceBind' as const, title: 'Bind request: A → B', content: '', machineId: 1, deviceCode: '', applicationId: 2, createTime: 0, state: 'unread' as const };
    expect(messageTitle(plain, inCn.t, 'cn')).toBe('Bind request: A → B');
    expect(messageTitle({ ...plain, title: '' }, inCn.t, 'cn')).toBe('绑定申请');
  });
});
