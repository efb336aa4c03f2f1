// An alarm toast names the device as people know it, also when no device list has been loaded yet (the user is on
// another screen when the push arrives): the name is read through the device list's own query.
import { screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { renderScreen } from '../../../tests/component/render';
import { queryClient } from '../data/queryClient';
import { devicesKeys } from '../devices/queries';
import LiveNotifications from './LiveNotifications';
import { notificationKeys } from './queries';

const CODE = 'A2E010C6F953A6DE';

const alarm = (deviceCode: string): RealtimeMessage => ({
  type: 'deviceAlarm',
  deviceCode,
  deviceId: 'd-7',
  totalUnreadMsg: 1,
  content: 'Pressure high',
  sentAt: Date.now(),
});

afterEach(() => queryClient.clear());

async function pushAlarm(deviceCode: string, machines: object[]) {
  const messages$ = new Subject<RealtimeMessage>();
  const rendered = await renderScreen(<LiveNotifications messages$={messages$} />, {
    namespaces: ['notifications'],
    answer: (request) => (request.path === '/api/machine/select' ? { ok: true, data: machines } : undefined),
  });
  messages$.next(alarm(deviceCode));
  return rendered;
}

describe('the live alarm toast', () => {
  it('names the device from the device list it reads when no list is loaded yet', async () => {
    expect(queryClient.getQueryData(devicesKeys.list())).toBeUndefined();
    const { cloud } = await pushAlarm(CODE, [{ machine_id: 7, machine_code: CODE.toLowerCase(), machine_name: 'Boiler 3', alias: 'North' }]);
    const toast = await screen.findByTestId('live-toast');
    await expect.poll(() => toast.textContent).toContain('Alarm on device Boiler 3 (North)');
    expect(toast.textContent).not.toContain(CODE);
    expect(cloud.paths()).toEqual(['/api/machine/select']);
    // The list came through its own query, so the list screen opened next finds it cached.
    expect(queryClient.getQueryData(devicesKeys.list())).toHaveLength(1);
  });

  it('keeps the code of a device none of the user\'s lists holds', async () => {
    await pushAlarm(CODE, [{ machine_id: 8, machine_code: 'OTHER', machine_name: 'Press 1', alias: '' }]);
    const toast = await screen.findByTestId('live-toast');
    await expect.poll(() => queryClient.getQueryState(notificationKeys.deviceName(CODE))?.status).toBe('success');
    expect(toast.textContent).toContain(`Alarm on device ${CODE}`);
  });
});
