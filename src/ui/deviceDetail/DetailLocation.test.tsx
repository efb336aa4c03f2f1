// The manual place's address on the kit's form hook: an empty address is refused in the page's language before
// any call; a picked place fills it in, and saving sends the place with the trimmed address.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceDetail } from '../../domain/wire/deviceDetail';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { DetailLocation } from './DetailLocation';

// The map needs a real layout engine; the address form does not.
vi.mock('./LocationMap', () => ({ LocationMap: () => null }));

const detail = { machine_id: 50001, locationType: 'manual', locationWay: 1, lat: 31.2, lng: 121.5, address: '' } as unknown as DeviceDetail;
const answer: Answer = (request) =>
  request.path === '/api/v1/machine/setMachineLocation' ? { ok: true, data: { machineId: 50001, locationType: 'manual', locationWay: 1, lat: 31.2, lng: 121.5, address: 'Dock 4' } } : undefined;

describe('device location, manual address', () => {
  it.each(['cn', 'en'] as const)('refuses an empty address in %s before any call', async (lang) => {
    const { user, cloud } = await renderScreen(<DetailLocation detail={detail} manager onMoved={vi.fn()} />, { lang, namespaces: ['deviceDetail', 'validation'], answer });
    await user.type(await screen.findByTestId('location-address-input'), '   ');
    await user.click(screen.getByTestId('location-save'));
    expect((await screen.findByRole('alert')).textContent).toBe((lang === 'cn' ? cnValidation : enValidation).required);
    expect(document.activeElement).toBe(screen.getByTestId('location-address-input'));
    expect(cloud.paths()).not.toContain('/api/v1/machine/setMachineLocation');
  });

  it('saves the place with the trimmed address', async () => {
    const onMoved = vi.fn();
    const { user, cloud } = await renderScreen(<DetailLocation detail={detail} manager onMoved={onMoved} />, { namespaces: ['deviceDetail', 'validation'], answer });
    await user.type(await screen.findByTestId('location-address-input'), ' Dock 4 ');
    await user.click(screen.getByTestId('location-save'));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ address: 'Dock 4', locationType: 'manual' })));
    expect(cloud.requests.filter((r) => r.path === '/api/v1/machine/setMachineLocation').map((r) => r.body)).toEqual([{ machineId: 50001, lat: 31.2, lng: 121.5, address: 'Dock 4' }]);
  });
});
