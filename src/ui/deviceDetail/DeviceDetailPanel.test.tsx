// The device detail on the kit: a modal dialog that opens on its close button, one tab list with one keyboard
// model (one Tab stop, arrows wrapping, Home and End, the tab reached is shown), Escape closes and the focus goes
// back to what opened it.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enCommon from '../../i18n/en/common';
import en from '../../i18n/en/deviceDetail';
import { renderScreen } from '../../../tests/component/render';
import DeviceDetailPanel from './DeviceDetailPanel';

const detail = {
  machine_id: 50001, machine_code: 'A1B2C3D4', machine_name: 'Press 1', alias: '', machineRemark: '', checkType: 0, state: 1,
  limit_authority: 1, access: 0, cloudState: 1, eid: 0, iccid_num: '', machine_lat: 0, machine_lng: 0,
};
const facts = { machineId: 50001, version: '1.0', model: 'M', ip: '', iccid_num: '', registtime: '', maintainstart: '', maintainstop: '', project: '', address: '' };

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Press 1</button>
      {open ? <DeviceDetailPanel machineId={50001} mode="personal" onClose={() => setOpen(false)} onChanged={() => undefined} /> : null}
    </>
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.dataset.testid);

describe('device detail panel', () => {
  it('moves between its tabs with the keyboard, closes on Escape and gives the focus back', async () => {
    const { user } = await renderScreen(<Opener />, {
      namespaces: ['deviceDetail', 'visit', 'ezviz'],
      answer: (request) =>
        request.path === '/api/device/v1/detail' ? { ok: true, data: detail }
        : request.path === '/api/device/v1/detail/page' ? { ok: true, data: facts }
        : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Press 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: enCommon.actions.close }));
    await screen.findByTestId('detail-machineCode');
    expect(screen.getByTestId('detail-title').textContent).toBe(en.title.replace('{{name}}', 'Press 1'));

    // Personal mode: no enterprise tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.dataset.testid)).toEqual(
      ['overview', 'edit', 'location', 'iot', 'authority'].map((key) => `detail-tab-${key}`),
    );
    expect(selected()).toEqual(['detail-tab-overview']);
    // One Tab stop in the tab list: the selected tab.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    screen.getByTestId('detail-tab-overview').focus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['detail-tab-edit']);
    expect(document.activeElement).toBe(screen.getByTestId('detail-tab-edit'));
    expect(await screen.findByTestId('detail-edit-readonly')).toBeTruthy();
    expect(screen.queryByTestId('detail-machineCode')).toBeNull();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected()).toEqual(['detail-tab-authority']);
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['detail-tab-overview']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('detail-tab-overview');
    await user.keyboard('{End}{ArrowRight}');
    expect(selected()).toEqual(['detail-tab-overview']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Press 1' })));
  });
});
