// Sending a verification code the same way on every form that asks for one: a refusal is the code field's
// error, a code that went out is announced with where to look for it.
import type { CodePurpose } from '../../transport/api/verification';
import { useConsole } from '../app/runtime';
import type { AccountTarget } from './accountForms';
import { outcomeKey } from '../../domain/resultCodes';
import { sendCode } from './verificationCalls';

/** Returns a sender that resolves true when the code went out (which starts the resend countdown). */
export function useSendCode(onRefused: (key: string) => void) {
  const { http, notify } = useConsole();
  return async (target: AccountTarget, purpose: CodePurpose, signedIn: boolean): Promise<boolean> => {
    const answer = await sendCode(http, target, purpose, signedIn);
    if (!answer.ok) {
      onRefused(outcomeKey(answer.outcome));
      return false;
    }
    notify.success('phone' in target ? 'auth:code.sentSms' : 'auth:code.sentEmail');
    return true;
  };
}
