// The camera-cloud account dialog on the kit: a named modal dialog that opens on the name field, keeps Tab inside,
// closes on Escape and gives the focus back to the button that opened it.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cn from '../../i18n/cn/ezviz';
import en from '../../i18n/en/ezviz';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { EzvizAccountDialog } from './EzvizAccountDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Add</button>
      {open ? <EzvizAccountDialog first onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('camera-cloud account dialog', () => {
  it('opens on the name field, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { user } = await renderScreen(<Opener />, { namespaces: ['ezviz'] });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: en.form.addTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('ezviz-name'));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' })));
  });

  it.each([
    ['en', en],
    ['cn', cn],
  ] as const)('refuses wrong fields under each in %s, focusing the first, then saves the trimmed account', async (lang, texts) => {
    const KEY = 'ab'.repeat(16);
    const answer: Answer = (request) => {
      if (request.path === '/api/user/checkEzvizAccount') return { ok: true, data: { available: true } };
      if (request.path === '/api/user/checkEzvizAppkey') return { ok: true, data: { valid: true } };
      if (request.path === '/api/device/v1/ezviz/account') return { ok: true, data: { id: 1, name: 'Hall cameras' } };
      return undefined;
    };
    const onClose = vi.fn();
    const { user, cloud, notices } = await renderScreen(<EzvizAccountDialog first onClose={onClose} />, { lang, namespaces: ['ezviz'], answer });
    await user.type(screen.getByTestId('ezviz-appKey'), 'xyz');
    await user.type(screen.getByTestId('ezviz-remark'), 'r'.repeat(51));
    await user.click(screen.getByTestId('ezviz-save'));
    expect((await screen.findByTestId('ezviz-name-error')).textContent).toBe(texts.rules.nameRequired);
    expect(screen.getByTestId('ezviz-appKey-error').textContent).toBe(texts.rules.appKeyFormat.replace('{{length}}', '32'));
    expect(screen.getByTestId('ezviz-secret-error').textContent).toBe(texts.rules.secretRequired);
    expect(screen.getByTestId('ezviz-remark-error').textContent).toBe(texts.rules.remarkLength.replace('{{max}}', '50'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('ezviz-name')));
    expect(cloud.requests).toEqual([]);

    await user.type(screen.getByTestId('ezviz-name'), '  Hall cameras ');
    await user.clear(screen.getByTestId('ezviz-appKey'));
    await user.type(screen.getByTestId('ezviz-appKey'), KEY);
    await user.type(screen.getByTestId('ezviz-secret'), 'cd'.repeat(16));
    await user.clear(screen.getByTestId('ezviz-remark'));
    await user.click(screen.getByTestId('ezviz-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(cloud.requests.at(-1)?.body).toEqual({ name: 'Hall cameras', appKey: KEY, secret: 'cd'.repeat(16), remark: '', isDefault: '1' });
    expect(notices).toEqual([{ severity: 'success', key: 'ezviz:form.added' }]);
  });
});
