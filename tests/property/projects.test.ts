import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_DEFAULT_LIMIT_AUTHORITY, REPORT_COUNT_PER_PROJECT_MACHINE } from '../../src/domain/constants';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '../../src/domain/validation';
import {
  assignDevice, checkProjectDescription, checkProjectName, checkServerUrl, deviceJoinRefusal, maskSecret, mayDo, projectRole, reportCount,
} from '../../src/domain/projects';

const char = fc.constantFrom('a', 'Z', '7', '项', '目', ' ', '-', '😀');
const text = (min: number, max: number) => fc.array(char, { minLength: min, maxLength: max }).map((a) => a.join(''));
const visible = (min: number, max: number) => fc.array(fc.constantFrom('a', '项', '7', '😀'), { minLength: min, maxLength: max }).map((a) => a.join(''));
const length = (s: string) => [...s].length;

describe('project names and descriptions (product.md section 5)', () => {
  it('takes a name of 1 to 20 characters that is not blank', () => {
    fc.assert(fc.property(visible(1, PROJECT_NAME_MAX), (name) => {
      expect(checkProjectName(name).ok).toBe(true);
    }));
    fc.assert(fc.property(visible(PROJECT_NAME_MAX + 1, 40), (name) => {
      expect(checkProjectName(name).ok).toBe(false);
    }));
    fc.assert(fc.property(fc.constantFrom('', ' ', '   '), (name) => {
      expect(checkProjectName(name).ok).toBe(false);
    }));
  });

  it('takes a description of at most 50 characters, empty included', () => {
    fc.assert(fc.property(text(0, 80), (d) => {
      expect(checkProjectDescription(d).ok).toBe(length(d) <= PROJECT_DESCRIPTION_MAX);
    }));
  });
});

describe('report_count (product.md section 9)', () => {
  it('adds 100000 per project machine', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        expect(reportCount(a)).toBe(a * REPORT_COUNT_PER_PROJECT_MACHINE);
        expect(reportCount(a + b)).toBe(reportCount(a) + reportCount(b));
        expect(reportCount(a + 1) - reportCount(a)).toBe(100_000);
      }),
    );
  });
});

describe('one project per device', () => {
  it('never lets a device held by one project join another, whatever the order of joins', () => {
    const join = fc.record({ machineId: fc.integer({ min: 1, max: 8 }), projectId: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(fc.array(join, { maxLength: 60 }), (joins) => {
        let holders = new Map<number, number | null>();
        const firstHolder = new Map<number, number>();
        for (const { machineId, projectId } of joins) {
          const next = assignDevice(holders, machineId, projectId);
          const first = firstHolder.get(machineId);
          if (first === undefined) firstHolder.set(machineId, projectId);
          // Refused exactly when another project holds the device.
          expect(next === undefined).toBe(first !== undefined && first !== projectId);
          if (next) holders = next;
        }
        for (const [machineId, projectId] of holders) expect(projectId).toBe(firstHolder.get(machineId));
      }),
    );
  });

  it('says whether a device is free, already in this project or taken', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), fc.integer({ min: 1, max: 5 }), (current, project) => {
        const refusal = deviceJoinRefusal(current, project);
        expect(refusal).toBe(current === null ? undefined : current === project ? 'already' : 'taken');
      }),
    );
  });
});

describe('roles and the reporting address', () => {
  it('gives owner actions to limit_authority 3 only, quitting to members only; a missing role is the default 3', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -1, max: 3 }), { nil: undefined }), (role) => {
        const owner = (role ?? PROJECT_DEFAULT_LIMIT_AUTHORITY) >= 3;
        expect(projectRole(role)).toBe(role ?? PROJECT_DEFAULT_LIMIT_AUTHORITY);
        for (const action of ['edit', 'delete', 'transfer', 'resetKey', 'report', 'manageUsers', 'manageDevices'] as const) expect(mayDo(role, action)).toBe(owner);
        expect(mayDo(role, 'quit')).toBe(!owner);
        expect(mayDo(role, 'view')).toBe(true);
      }),
    );
  });

  it('takes only http and https addresses', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
      expect(checkServerUrl(url).ok).toBe(true);
    }));
    for (const bad of ['ftp://x.test/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'http://user:pw@x.test/']) expect(checkServerUrl(bad).ok).toBe(false);
  });

  it('masks all but the first and last 4 characters of a key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 9, maxLength: 64 }), (key) => {
        const masked = maskSecret(key);
        expect(masked.startsWith(key.slice(0, 4)) && masked.endsWith(key.slice(-4))).toBe(true);
        expect(masked.slice(4, -4)).toBe('•'.repeat(8));
      }),
    );
  });
});
