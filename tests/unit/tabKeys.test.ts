import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../src/ui/kit/tabKeys';

describe('tab list arrow keys', () => {
  const tabs = ['a', 'b', 'c'] as const;
  it('move to the next and previous tab, wrapping around', () => {
    expect(tabAfterKey(tabs, 'a', 'ArrowRight')).toBe('b');
    expect(tabAfterKey(tabs, 'c', 'ArrowRight')).toBe('a');
    expect(tabAfterKey(tabs, 'a', 'ArrowLeft')).toBe('c');
  });
  it('move to the first and last tab with Home and End', () => {
    expect(tabAfterKey(tabs, 'b', 'Home')).toBe('a');
    expect(tabAfterKey(tabs, 'b', 'End')).toBe('c');
    expect(tabAfterKey(tabs, 'c', 'End')).toBe('c');
  });
  it('leave other keys alone', () => {
    expect(tabAfterKey(tabs, 'b', 'Enter')).toBeUndefined();
    expect(tabAfterKey(tabs, 'b', 'ArrowDown')).toBeUndefined();
  });
});
