// The code step of a two-factor sign-in on the kit form: a code that breaks the rule is named in both languages
// and never reaches the session; a valid one is handed to the session machine without its outer spaces.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type CodeStep, type LoginStep, type LoginSuccess, type TwoFactorPrompt } from '../../machines/session.machine';
import type { LoginPayload } from '../../transport/api/user';
import { renderScreen } from '../../../tests/component/render';
import { limits, validationTexts } from '../../../tests/component/texts';
import TwoFactorStep from './TwoFactorStep';

const PROMPT: TwoFactorPrompt = { ticket: 'ticket-1', channel: 'sms', target: '138****8000', resendAfter: 60, codeState: 'sent' };

/** A session waiting in its code step; the codes it was given to verify (the verification never answers). */
async function inCodeStep() {
  const verified: CodeStep[] = [];
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise<LoginStep, LoginPayload>(async () => ({ twoFactor: PROMPT })),
        verifyCode: fromPromise<LoginSuccess, CodeStep>(({ input }) => {
          verified.push(input);
          return new Promise<LoginSuccess>(() => undefined);
        }),
      },
    }),
    { input: {} },
  ).start();
  session.send({ type: 'LOGIN', payload: {} as LoginPayload });
  await waitFor(() => expect(session.getSnapshot().matches('codeStep')).toBe(true));
  return { session, verified };
}

describe('two-factor code step', () => {
  it.each(['en', 'cn'] as const)('names a 3-character code in %s and keeps it from the session', async (lang) => {
    const { session, verified } = await inCodeStep();
    const { user } = await renderScreen(<TwoFactorStep />, { lang, session, namespaces: ['account'] });
    await user.type(await screen.findByTestId('two-factor-code'), '123');
    await user.click(screen.getByTestId('two-factor-submit'));
    expect((await screen.findByText(limits(validationTexts(lang).code.length), { exact: true })).id).toBe('two-factor-code-error');
    expect(verified).toEqual([]);
    session.stop();
  });

  it('hands a valid code to the session', async () => {
    const { session, verified } = await inCodeStep();
    const { user } = await renderScreen(<TwoFactorStep />, { session, namespaces: ['account'] });
    await user.type(await screen.findByTestId('two-factor-code'), '123456');
    await user.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(verified).toEqual([{ ticket: 'ticket-1', code: '123456' }]));
    session.stop();
  });
});
