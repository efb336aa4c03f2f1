// The two-factor code step says honestly what holds after the password: a new code went, or (signing in again
// within a minute) none did and the last one still works or must be replaced. In both languages.
import { describe, expect, it } from 'vitest';
import cn from '../../src/i18n/cn/account';
import en from '../../src/i18n/en/account';
import type { TwoFactorChallenge } from '../../src/domain/wire/account';
import { codeHintKey, twoFactorPromptOf } from '../../src/ui/account/signInSteps';

const challenge = (codeState: TwoFactorChallenge['codeState'], channel: 'sms' | 'email' = 'sms'): TwoFactorChallenge => ({
  twoFactor: 1,
  ticket: 't-1',
  channel,
  target: '138****8000',
  codeState,
  resendAfter: 42,
  expiresIn: 600,
});

const text = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

describe('the code step after the password', () => {
  it('keeps what the cloud said about the code in the prompt the session machine holds', () => {
    expect(twoFactorPromptOf(challenge('stillValid'))).toMatchObject({ codeState: 'stillValid', resendAfter: 42 });
    // A cloud that does not say (an older simulator, the real cloud) sent a code.
    const { codeState: _unused, ...older } = challenge('sent');
    expect(twoFactorPromptOf(older)).toMatchObject({ codeState: 'sent' });
  });

  it('says a code was sent only when one was', () => {
    const sent = twoFactorPromptOf(challenge('sent'));
    const still = twoFactorPromptOf(challenge('stillValid'));
    const wait = twoFactorPromptOf(challenge('wait', 'email'));
    if (!sent || !still || !wait) throw new Error('challenges are prompts');
    expect(codeHintKey(sent, false)).toBe('twoFactorStep.sentSms');
    expect(codeHintKey(still, false)).toBe('twoFactorStep.stillValidSms');
    expect(codeHintKey(wait, false)).toBe('twoFactorStep.waitEmail');
    // After a resend a new code did go.
    expect(codeHintKey(wait, true)).toBe('twoFactorStep.sentEmail');
  });

  it('has every hint in both languages, naming the target', () => {
    for (const state of ['sent', 'stillValid', 'wait'] as const) {
      for (const channel of ['sms', 'email'] as const) {
        const prompt = twoFactorPromptOf(challenge(state, channel));
        if (!prompt) throw new Error('a challenge is a prompt');
        const key = codeHintKey(prompt, false);
        for (const texts of [en, cn]) expect(text(texts, key)).toEqual(expect.stringContaining('{{target}}'));
      }
    }
    expect(text(en, 'twoFactorStep.stillValidSms')).toContain('still valid');
    expect(text(cn, 'twoFactorStep.stillValidSms')).toContain('仍然有效');
  });
});
