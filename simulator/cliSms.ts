// `npm run sim -- sms <subcommand>`: the SMS part of the simulator's command line (simulator/control/sms.ts).
export const SMS_HELP = `  sms [account] [eid]           one account's SMS settings, stock, use and log counts (personal, or in an enterprise)
  sms recharge <account> <amount>   add personal SMS stock (a recharge record)
  sms refund <account> <amount>     take personal SMS stock back (a refund record)
  sms recharge-ent <eid> <amount>   add to an enterprise's SMS stock
  sms allocate <eid> <account> <amount>
                                    give a member part of the enterprise's stock (an allocation record)
  sms fail <share>                  make that share (0 to 1) of SMS and e-mail deliveries fail
  sms device <machineCode> on|off [sms|email]
                                    switch a device's SMS and/or e-mail alarms`;

/** The control call for `sms …` arguments (after the word sms), or undefined when they do not fit. */
export function smsRequest(args: readonly string[]): [string, unknown?] | undefined {
  const [sub, a, b, c] = args;
  switch (sub) {
    case 'recharge':
    case 'refund':
      return a && b ? ['sms/recharge', { account: a, amount: Number(b), operate: sub }] : undefined;
    case 'recharge-ent':
      return a && b ? ['sms/recharge', { eid: a, amount: Number(b), operate: 'recharge' }] : undefined;
    case 'allocate':
      return a && b && c ? ['sms/allocate', { eid: a, account: b, amount: Number(c) }] : undefined;
    case 'fail':
      return a ? ['sms/fail', { share: Number(a) }] : undefined;
    case 'device': {
      if (!a || (b !== 'on' && b !== 'off')) return undefined;
      const on = b === 'on';
      return ['sms/device', { machineCode: a, ...(c !== 'email' ? { sms: on } : {}), ...(c !== 'sms' ? { email: on } : {}) }];
    }
    case undefined:
      return undefined;
    default:
      return [`sms?account=${encodeURIComponent(sub)}${a ? `&eid=${encodeURIComponent(a)}` : ''}`];
  }
}
