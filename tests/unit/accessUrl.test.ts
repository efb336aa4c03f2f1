// How the address the cloud returns for a visit and the brand's machine-access suffix combine.
import { describe, expect, it } from 'vitest';
import { accessUrl } from '../../src/domain/accessUrl';
import { MAIN_BRAND } from '../../src/domain/brands';
import { MACHINE_ACCESS_PORT } from '../../src/domain/constants';

const brand = { machineAccess: { hostSuffix: 'remote.kestrel.example', port: MACHINE_ACCESS_PORT } };

describe('accessUrl', () => {
  it('opens a full address as the cloud gave it', () => {
    expect(accessUrl('http://localhost:5173/__sim/hmi/AB12?visit=x', brand)).toBe('http://localhost:5173/__sim/hmi/AB12?visit=x');
    expect(accessUrl(' https://relay.example/m/1 ', brand)).toBe('https://relay.example/m/1');
  });

  it('puts a host label under the brand suffix on port 8000, keeping path and query', () => {
    expect(accessUrl('ab12cd', brand)).toBe('https://ab12cd.remote.kestrel.example:8000/');
    expect(accessUrl('AB12CD/panel?visit=t', brand)).toBe('https://ab12cd.remote.kestrel.example:8000/panel?visit=t');
    expect(accessUrl('ab12cd?visit=t', brand, 'http:')).toBe('http://ab12cd.remote.kestrel.example:8000/?visit=t');
  });

  it('does not add the suffix twice', () => {
    expect(accessUrl('ab12cd.remote.kestrel.example/x', brand)).toBe('https://ab12cd.remote.kestrel.example:8000/x');
  });

  it('refuses what is neither an address nor a host label', () => {
    expect(accessUrl('', brand)).toBeUndefined();
    expect(accessUrl('javascript:alert(1)', brand)).toBeUndefined();
    expect(accessUrl('ab cd', brand)).toBeUndefined();
  });

  it('uses the main brand port of 8000', () => {
    expect(accessUrl('dev1', MAIN_BRAND)).toBe(`https://dev1.${MAIN_BRAND.machineAccess.hostSuffix}:8000/`);
  });
});

describe('accessUrl at its edges', () => {
  it('takes the suffix itself as the host, once', () => {
    expect(accessUrl('Remote.Kestrel.Example/x', brand)).toBe('https://remote.kestrel.example:8000/x');
  });

  it('refuses an empty answer and a full address that is none', () => {
    for (const returned of ['', '   ', 'http://', 'https://exa mple.com/']) expect(accessUrl(returned, brand), returned).toBeUndefined();
  });
});
