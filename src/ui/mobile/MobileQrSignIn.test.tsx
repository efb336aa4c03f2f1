// The phone's entry of a desktop's QR code: a code that cannot be one is refused on the phone, before any call.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import cnQr from '../../i18n/cn/mobileQr';
import enQr from '../../i18n/en/mobileQr';
import { renderScreen } from '../../../tests/component/render';
import { MobileQrSignIn } from './MobileQrSignIn';

describe('QR code entry on the phone', () => {
  it.each([
    ['en', enQr.code.invalid],
    ['cn', cnQr.code.invalid],
  ] as const)('explains a mistyped code without calling the cloud (%s)', async (lang, text) => {
    const { user, cloud } = await renderScreen(<MobileQrSignIn onBack={() => undefined} />, { lang, namespaces: ['mobileQr', 'errors'] });
    await user.type(await screen.findByTestId('m-qr-code'), 'ab1');
    await user.click(screen.getByTestId('m-qr-submit'));
    expect((await screen.findByTestId('m-qr-error')).textContent).toBe(text);
    expect(screen.getByTestId('m-qr-code').getAttribute('aria-invalid')).toBe('true');
    expect(cloud.paths()).toEqual([]);
  });
});
