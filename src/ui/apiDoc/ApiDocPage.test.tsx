// /apiDoc in either language: Scalar has no interface language to set (no locale option in its configuration), so
// the Chinese page says so and names its English controls; the English page needs no such note.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cn from '../../i18n/cn/apiDoc';
import { renderScreen } from '../../../tests/component/render';
import ApiDocPage from './ApiDocPage';

// The renderer itself (a large chunk) is not under test here: a stand-in says which document it was given.
vi.mock('./ScalarReference', () => ({ default: ({ lang }: { lang: string }) => <p data-testid="scalar-stand-in">{lang}</p> }));

describe('API reference page', () => {
  it('in Chinese says the reference\'s own controls are English, and what its English labels mean', async () => {
    await renderScreen(<ApiDocPage />, { lang: 'cn', path: '/apiDoc?lang=cn', namespaces: ['apiDoc'] });
    expect((await screen.findByTestId('apidoc-ui-language')).textContent).toBe(cn.uiLanguage);
    const terms = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(terms).toEqual(Object.values(cn.uiTerms));
    // Each names a label as Scalar shows it (in English) with its meaning in Chinese.
    for (const term of terms) expect(term).toMatch(/^[A-Z][A-Za-z ]+：\p{Script=Han}/u);
    expect((await screen.findByTestId('scalar-stand-in')).textContent).toBe('cn');
  });

  it('in English shows the reference without the note', async () => {
    await renderScreen(<ApiDocPage />, { lang: 'en', path: '/apiDoc?lang=en', namespaces: ['apiDoc'] });
    expect((await screen.findByTestId('scalar-stand-in')).textContent).toBe('en');
    expect(screen.queryByTestId('apidoc-ui-note')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cloud API reference');
  });
});
