// `npm run sim -- sms …` maps its words onto the SMS control calls (simulator/control/sms.ts).
import { describe, expect, it } from 'vitest';
import { SMS_HELP, smsRequest } from '../../simulator/cliSms';

describe('sms command line', () => {
  it('maps each subcommand onto its control call', () => {
    expect(smsRequest(['recharge', '13800138000', '200'])).toEqual(['sms/recharge', { account: '13800138000', amount: 200, operate: 'recharge' }]);
    expect(smsRequest(['refund', '13800138000', '5'])).toEqual(['sms/recharge', { account: '13800138000', amount: 5, operate: 'refund' }]);
    expect(smsRequest(['recharge-ent', '201', '300'])).toEqual(['sms/recharge', { eid: '201', amount: 300, operate: 'recharge' }]);
    expect(smsRequest(['allocate', '201', 'ent@example.com', '40'])).toEqual(['sms/allocate', { eid: '201', account: 'ent@example.com', amount: 40 }]);
    expect(smsRequest(['fail', '0.25'])).toEqual(['sms/fail', { share: 0.25 }]);
    expect(smsRequest(['device', 'PN1', 'on', 'sms'])).toEqual(['sms/device', { machineCode: 'PN1', sms: true }]);
    expect(smsRequest(['device', 'PN1', 'off'])).toEqual(['sms/device', { machineCode: 'PN1', sms: false, email: false }]);
    expect(smsRequest(['13800138000', '201'])).toEqual(['sms?account=13800138000&eid=201']);
  });

  it('refuses incomplete commands, and the help names every subcommand', () => {
    expect(smsRequest([])).toBeUndefined();
    expect(smsRequest(['allocate', '201', 'x'])).toBeUndefined();
    expect(smsRequest(['device', 'PN1', 'maybe'])).toBeUndefined();
    for (const word of ['recharge', 'refund', 'recharge-ent', 'allocate', 'fail', 'device']) expect(SMS_HELP).toContain(`sms ${word}`);
  });
});
