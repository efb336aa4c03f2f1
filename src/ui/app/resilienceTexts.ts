// The resilience texts (both languages) come with the code that shows them, not through the namespace loader: a
// failure is often the moment the network is gone. Imported by FailureScreen and the answer guard, never by /login.
import { i18n } from '../../i18n';
import cn from '../../i18n/cn/resilience';
import en from '../../i18n/en/resilience';

i18n.addResourceBundle('cn', 'resilience', cn, true, false);
i18n.addResourceBundle('en', 'resilience', en, true, false);

/** The key of the drift notice a screen shows instead of an answer of the wrong shape. */
export const DRIFT_KEY = 'resilience:drift';

/** The note of a tab whose session ended in another tab (tabSync.ts). */
export const ENDED_ELSEWHERE_KEY = 'resilience:session.endedElsewhere';
