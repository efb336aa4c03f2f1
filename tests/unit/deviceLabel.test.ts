// Alarm toasts name the device as people know it ("Name" or "Name (alias)"), found in any list the console holds:
// the device list, the alarm centre's rows, the SMS devices tab; the machine code only when no list knows it.
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/ui/data/queryClient';
import { deviceLabel as labelWith } from '../../src/ui/notifications/deviceLabel';

const deviceLabel = (code: string) => labelWith(code, (name, alias) => `${name} (${alias})`);

afterEach(() => queryClient.clear());

describe('device labels of alarm toasts', () => {
  it('finds the name in the alarm centre rows, whatever the case of the code', () => {
    queryClient.setQueryData(['alarms', 'list'], { list: [{ id: 1, machineId: 7, machineName: 'Boiler 2', deviceCode: 'a2e010c6f953a6de', content: 'x' }], total: 1 });
    expect(deviceLabel('A2E010C6F953A6DE')).toBe('Boiler 2');
  });

  it('finds the name and alias in the device list, and in SMS device rows', () => {
    queryClient.setQueryData(['devices', 'list'], [{ id: 7, name: 'Boiler 2', alias: 'North', code: 'A2E010C6F953A6DE' }]);
    expect(deviceLabel('A2E010C6F953A6DE')).toBe('Boiler 2 (North)');
    queryClient.clear();
    queryClient.setQueryData(['sms', 0, 'devices', 1, {}], { list: [{ machineId: 7, machineName: 'Press 4', machineCode: 'B1', smsFlag: 1, emailFlag: 0 }], total: 1 });
    expect(deviceLabel('b1')).toBe('Press 4');
  });

  it('keeps the code when no list knows the device', () => {
    expect(deviceLabel('A2E010C6F953A6DE')).toBe('A2E010C6F953A6DE');
  });
});
