// The phone console's pure parts: which console a device gets and the remembered choice, the device search and
// online state on the phone, and when the app's service worker may register.
import { describe, expect, it } from 'vitest';
import { isMobileAgent, usesPhoneConsole } from '../../src/ui/app/devicePlatform';
import { loadPlatformChoice, savePlatformChoice } from '../../src/transport/platformChoice';
import { matches, onlineOf } from '../../src/ui/mobile/mobileScope';
import { mobileWorkerWanted } from '../../src/ui/mobile/pwa';
import type { Machine } from '../../src/domain/wire/machine';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36';

function memoryStore(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (k) => values.get(k) ?? null,
    key: (i) => [...values.keys()][i] ?? null,
    removeItem: (k) => void values.delete(k),
    setItem: (k, v) => void values.set(k, v),
  };
}

describe('which console a device gets', () => {
  it('sends a phone to the phone console unless its user chose the full one', () => {
    expect(usesPhoneConsole(PHONE, undefined)).toBe(true);
    expect(usesPhoneConsole(PHONE, 'phone')).toBe(true);
    expect(usesPhoneConsole(PHONE, 'full')).toBe(false);
    expect(usesPhoneConsole(DESKTOP, undefined)).toBe(false);
    expect(usesPhoneConsole(DESKTOP, 'phone')).toBe(false);
    expect(isMobileAgent(PHONE)).toBe(true);
  });

  it('remembers the choice in the browser, and reads anything else as no choice', () => {
    const store = memoryStore();
    expect(loadPlatformChoice(store)).toBeUndefined();
    savePlatformChoice('full', store);
    expect(loadPlatformChoice(store)).toBe('full');
    savePlatformChoice('phone', store);
    expect(loadPlatformChoice(store)).toBe('phone');
    store.setItem('consolePlatform', 'tablet');
    expect(loadPlatformChoice(store)).toBeUndefined();
    const broken = { getItem: () => { throw new Error('storage disabled'); } };
    expect(loadPlatformChoice(broken)).toBeUndefined();
  });
});

describe('devices on the phone', () => {
  const machine = (fields: Partial<Machine>) => ({ machine_id: 7, machine_name: 'Packer-26', alias: 'Line 1', machine_code: 'B7F9C8EA', state: 1, ...fields }) as Machine;

  it('finds a device by name, alias or machine code, ignoring case and spaces around', () => {
    expect(matches(machine({}), 'packer')).toBe(true);
    expect(matches(machine({}), ' line 1 ')).toBe(true);
    expect(matches(machine({}), 'b7f9')).toBe(true);
    expect(matches(machine({}), 'pump')).toBe(false);
    expect(matches(machine({}), '')).toBe(true);
  });

  it('takes the online state from the live poll, and says unknown while the poll fails', () => {
    expect(onlineOf(machine({ state: 1 }), undefined, false)).toBe('online');
    expect(onlineOf(machine({ state: 1 }), new Map([[7, false]]), false)).toBe('offline');
    expect(onlineOf(machine({ state: 0 }), new Map([[8, true]]), false)).toBe('offline');
    expect(onlineOf(machine({ state: 1 }), new Map([[7, true]]), true)).toBe('unknown');
  });
});

describe('the app service worker', () => {
  it('registers only outside the demo build, whose msw worker owns the root scope', () => {
    expect(mobileWorkerWanted(false, true)).toBe(true);
    expect(mobileWorkerWanted(true, true)).toBe(false);
    expect(mobileWorkerWanted(false, false)).toBe(false);
  });
});
