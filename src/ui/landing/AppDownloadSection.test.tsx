// The TV-box app as the cloud offers it (docs/decisions.md, "Console"): the simulated cloud ships no package (empty url and path), and
// the card says the app is not offered for download, in both languages, with no QR code or link to nowhere.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appDownloadOf } from '../../domain/appDownload';
import { MAIN_BRAND } from '../../domain/brands';
import cn from '../../i18n/cn/landing';
import en from '../../i18n/en/landing';
import { renderScreen } from '../../../tests/component/render';
import { AppDownloadSection } from './AppDownloadSection';

describe('app downloads', () => {
  it.each([
    ['en', en],
    ['cn', cn],
  ] as const)('says the TV-box app is not offered when the cloud gives no package (%s)', async (lang, texts) => {
    const answer = appDownloadOf(MAIN_BRAND);
    expect(answer.apps.find((a) => a.platform === 'tv')?.url).toBe('');
    await renderScreen(<AppDownloadSection />, {
      lang,
      namespaces: ['landing'],
      answer: (request) => (request.path === '/api/common/appDownload' ? { ok: true, data: answer } : undefined),
    });
    const note = await screen.findByTestId('landing-app-tv-unavailable');
    expect(note.textContent).toBe(texts.apps.notAvailable.replace('{{app}}', texts.apps.platform.tv));
    const card = screen.getByTestId('landing-app-tv');
    expect(card.querySelector('a')).toBeNull();
    expect(card.querySelector('svg')).toBeNull();
    // The other apps are offered: each has its way to the download.
    expect(screen.getByTestId('landing-app-android').querySelector('a')).not.toBeNull();
  });
});
