// The project area's add-member form: a phone number (with its country code) or an e-mail, and, once the
// enterprise's members are known, one of them (the cloud refuses anyone else). Rules of projects.ts.
import { z } from 'zod';
import { ruled, ruledTogether } from '../formSchemas';
import { accountOf, isTeamAccount } from '../projects';
import type { Check } from '../validation';

type TeamAccount = { email: string; phone: string; country_code: string };

function checkMemberAccount(account: string): Check {
  if (accountOf(account)) return { ok: true };
  // The schema checks the account trimmed.
  return { ok: false, error: account === '' ? 'projects:members.accountRequired' : 'projects:members.accountInvalid' };
}

export const addMemberSchema = (team: readonly TeamAccount[] | undefined) =>
  z
    .object({ account: ruled(checkMemberAccount, { trim: true }), countryCode: z.string() })
    .superRefine(
      ruledTogether(({ account, countryCode }: { account: string; countryCode: string }): Check =>
        !team || !accountOf(account) || isTeamAccount(team, account, countryCode) ? { ok: true } : { ok: false, error: 'projects:members.notInEnterprise' },
      'account'),
    );
