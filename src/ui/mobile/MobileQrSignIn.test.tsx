// The phone's entry of a desktop's QR code: a code that cannot be one is refused on the phone, before any call.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCode, classify } from '../../domain/resultCodes';
import cnErrors from '../../i18n/cn/errors';
import cnQr from '../../i18n/cn/mobileQr';
import enQr from '../../i18n/en/mobileQr';
import { renderScreen } from '../../../tests/component/render';
import { MobileMore } from './MobileMore';
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

// The phone's screens in Chinese, walked as tests/browser/mobile-qr.test.ts walks them in English against the
// simulator: the entry from More, an unknown code, the question (focus on its heading), the keyboard's confirm,
// and a code used twice. The cloud's answers here are the simulator's (simulator/world/qr.ts).
describe('the QR sign-in screens in Chinese', () => {
  const TOKEN = '3fa85f6457174562';
  const refused = (code: string) => ({ ok: false as const, outcome: classify({ type: 'response', status: 200, hwcode: code, hwdata: null }) });

  function QrFromMore() {
    const [open, setOpen] = useState(true);
    return open ? <MobileQrSignIn onBack={() => setOpen(false)} /> : <MobileMore onQrSignIn={() => setOpen(true)} />;
  }

  it('walks from More to the question, confirms by keyboard, and explains an unknown and a used code', async () => {
    let confirmed = false;
    const { user, cloud } = await renderScreen(<QrFromMore />, {
      lang: 'cn',
      namespaces: ['mobile', 'mobileQr', 'errors'],
      answer: (request) => {
        const qrToken = (request.body as { qrToken?: string } | undefined)?.qrToken;
        if (request.path === '/api/ext/v1/qr/scan') {
          if (qrToken !== TOKEN) return refused(BusinessCode.QrUnknown);
          if (confirmed) return refused(BusinessCode.QrAlreadyUsed);
          const now = Date.now();
          return { ok: true, data: { state: 'scanned', account: '13800138000', ip: '127.0.0.1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0', issuedAt: now, expiresAt: now + 120_000 } };
        }
        if (request.path === '/api/ext/v1/qr/confirm') {
          confirmed = true;
          return { ok: true, data: { state: 'confirmed' } };
        }
        return undefined;
      },
    });
    await user.click(await screen.findByTestId('m-qr-back'));
    await screen.findByRole('heading', { name: cnQr.entry.title });
    await user.click(screen.getByTestId('m-qr-open'));

    await user.type(await screen.findByTestId('m-qr-code'), 'zzzz zzzz');
    await user.click(screen.getByTestId('m-qr-submit'));
    await waitFor(() => expect(screen.getByTestId('m-qr-error').textContent).toBe(cnErrors.business.qrUnknown));
    expect(screen.getByTestId('m-qr-code').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByTestId('m-qr-code'));
    await user.type(screen.getByTestId('m-qr-code'), '3fa8 5f64 5717 4562');
    await user.click(screen.getByTestId('m-qr-submit'));
    const ask = await screen.findByRole('heading', { name: cnQr.ask.title });
    // "Valid until" in the console's date format and local time, as every time a person reads (docs/decisions.md, "Console").
    const until = screen.getByText(cnQr.ask.validUntil).nextElementSibling?.textContent ?? '';
    expect(until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The step's heading has focus; the keyboard confirms.
    await waitFor(() => expect(document.activeElement).toBe(ask));
    screen.getByTestId('m-qr-confirm').focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: cnQr.done.title });

    await user.click(screen.getByTestId('m-qr-again'));
    await user.type(await screen.findByTestId('m-qr-code'), TOKEN);
    await user.click(screen.getByTestId('m-qr-submit'));
    await waitFor(() => expect(screen.getByTestId('m-qr-error').textContent).toBe(cnErrors.business.qrAlreadyUsed));
    expect(cloud.paths()).toEqual(['/api/ext/v1/qr/scan', '/api/ext/v1/qr/scan', '/api/ext/v1/qr/confirm', '/api/ext/v1/qr/scan']);
  });
});
