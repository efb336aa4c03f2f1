// One rule for names a user gives twice (device groups, camera accounts), used by the simulator's handlers: the same
// name is the same read without outer spaces and case.
import { describe, expect, it } from 'vitest';
import { sameName } from '../../src/domain/validation';

describe('sameName', () => {
  it('ignores case and outer spaces, nothing else', () => {
    expect(sameName('Line 1', ' line 1 ')).toBe(true);
    expect(sameName('车间', '车间')).toBe(true);
    expect(sameName('Line 1', 'Line  1')).toBe(false);
    expect(sameName('Line 1', 'Line 2')).toBe(false);
  });
});
