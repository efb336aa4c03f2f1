// The limits every text may name without its caller passing them ({{passwordMin}}, {{groupLimit}} ...): i18next's
// default variables. A text never types a limit itself (tests/unit/i18nTexts.test.ts), so a changed constant
// changes every text that names it.
import { GROUP_LIMIT, LOCATION_REFRESHES_PER_DAY, REPEAT_REQUEST_BLOCK_MS } from '../domain/constants';
import { VALIDATION_TEXT_VARIABLES, VERIFICATION_CODE_LENGTHS } from '../domain/validation';
import { EZVIZ_KEY_LENGTH } from '../domain/ezviz';
import { SERVER_URL_MAX } from '../domain/projects';

export const TEXT_VARIABLES = {
  ...VALIDATION_TEXT_VARIABLES,
  groupLimit: GROUP_LIMIT,
  locationRefreshesPerDay: LOCATION_REFRESHES_PER_DAY,
  repeatRequestMinutes: REPEAT_REQUEST_BLOCK_MS / 60_000,
  /** "4 or 6": the verification code lengths, as the language lists them. */
  codeLengthShort: Math.min(...VERIFICATION_CODE_LENGTHS),
  codeLengthLong: Math.max(...VERIFICATION_CODE_LENGTHS),
  ezvizKeyLength: EZVIZ_KEY_LENGTH,
  serverUrlMax: SERVER_URL_MAX,
} as const;
