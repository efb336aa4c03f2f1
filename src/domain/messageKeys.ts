// Every message key the result-code catalogue and the visit results can hand out; the i18n test checks each
// exists in cn and en.
import {
  BUSINESS_CODES, CONNECTING_ERROR_KEY, GENERIC_FAILURE_KEY, HTTP_MESSAGES, MALFORMED_KEY, NETWORK_ERROR_KEY, SERVER_API_KEY,
  SMS_SERVER_KEY, SMS_TIMEOUT_KEY, SMS_TOKEN_KEY, TIMEOUT_KEY, TOKEN_EXPIRED_KEY, TOKEN_MISSING_KEY, USER_MESSAGES,
} from './resultCodes';
import { VISIT_RESULTS } from './visitResults';

export const ALL_MESSAGE_KEYS: readonly string[] = [
  ...new Set([
    ...Object.values(HTTP_MESSAGES),
    CONNECTING_ERROR_KEY,
    NETWORK_ERROR_KEY,
    TIMEOUT_KEY,
    TOKEN_EXPIRED_KEY,
    TOKEN_MISSING_KEY,
    SERVER_API_KEY,
    MALFORMED_KEY,
    GENERIC_FAILURE_KEY,
    SMS_TOKEN_KEY,
    SMS_TIMEOUT_KEY,
    SMS_SERVER_KEY,
    ...Object.values(BUSINESS_CODES).map((entry) => entry.messageKey),
    ...Object.values(USER_MESSAGES),
    ...Object.values(VISIT_RESULTS).flatMap((result) => [result.messageKey, result.nextStepKey]),
  ]),
];

