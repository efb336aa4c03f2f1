// The pending applications' online states (machine/machineStates): the cloud takes at most MACHINE_STATES_MAX codes
// a call (docs/decisions.md, "Security"), so a longer list is asked for in slices and the answers are joined.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MACHINE_STATES_MAX } from '../../domain/constants';
import { fakeCloud } from '../../../tests/component/render';
import { codeStatesQuery } from './queries';

describe('codeStatesQuery', () => {
  it('never sends more than MACHINE_STATES_MAX codes in one call and joins the slices', async () => {
    const codes = Array.from({ length: MACHINE_STATES_MAX * 2 + 5 }, (_, i) => `CODE-${String(i).padStart(5, '0')}`);
    const cloud = fakeCloud((request) => {
      const asked = String((request.body as { machineCodes: string }).machineCodes).split(',');
      return { ok: true, data: asked.map((machineCode) => ({ machineCode, exists: true, online: machineCode.endsWith('1') })) };
    });
    const states = await new QueryClient().fetchQuery(codeStatesQuery(cloud.http, codes));
    const sizes = cloud.requests.map((r) => String((r.body as { machineCodes: string }).machineCodes).split(',').length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MACHINE_STATES_MAX);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(codes.length);
    expect(states.size).toBe(codes.length);
    expect(states.get('CODE-00001')).toBe(true);
  });
});
