import { http } from 'msw';
import type { MachineIcon } from '../../src/domain/wire/icon';
import type { Sim } from '../sim';
import { authed, ok } from './envelope';

// The machine-type map. The simulated codes are 16 hex digits (or whatever the control API made exist); the
// first digit stands for the product family, as vendors number their ranges. The last item catches the rest.

const svg = (body: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${colour}"/>${body}</svg>`,
  )}`;

const SCREEN = '<rect x="6" y="8" width="20" height="14" rx="1" fill="#fff"/><rect x="13" y="23" width="6" height="3" fill="#fff"/>';
const BOX = '<rect x="7" y="9" width="18" height="14" rx="2" fill="#fff"/><circle cx="11" cy="16" r="1.6" fill="#555"/><circle cx="16" cy="16" r="1.6" fill="#555"/>';
const ANTENNA = '<rect x="8" y="14" width="16" height="10" rx="2" fill="#fff"/><rect x="15" y="6" width="2" height="8" fill="#fff"/>';
const PLAIN = '<circle cx="16" cy="16" r="7" fill="#fff"/>';

export const MACHINE_ICONS: readonly MachineIcon[] = [
  { id: 1, name: 'HMI', ranges: '^[0-3]', image: svg(SCREEN, '#2f6fbd') },
  { id: 2, name: 'V-BOX', ranges: '^[4-9]', image: svg(BOX, '#2e8b57') },
  { id: 3, name: 'Gateway', ranges: '^[A-Fa-f]', image: svg(ANTENNA, '#b8702a') },
  { id: 4, name: 'Device', ranges: '.', image: svg(PLAIN, '#6b7280') },
];

export function iconHandlers(sim: Sim) {
  return [http.get('*/api/internal/v1/icons', authed(sim, () => ok(MACHINE_ICONS)))];
}
