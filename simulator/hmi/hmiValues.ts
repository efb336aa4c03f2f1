// The live values a simulated device's HMI shows: smooth process values that move with the simulator's clock,
// and a production counter. They depend only on the device and the instant, so every viewer sees the same panel.
import type { Device } from '../world/types';

export type HmiValue = { id: string; label: string; unit: string; value: number; min: number; max: number };

export type HmiSnapshot = {
  machineName: string;
  machineCode: string;
  online: boolean;
  at: number;
  values: HmiValue[];
  activeAlarms: number;
};

function phaseOf(code: string): number {
  let hash = 0;
  for (const ch of code) hash = (Math.imul(hash, 33) + ch.charCodeAt(0)) >>> 0;
  return (hash % 1000) / 1000;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function hmiSnapshot(device: Device, now: number, activeAlarms: number): HmiSnapshot {
  const phase = phaseOf(device.machine_code) * 2 * Math.PI;
  const t = now / 1000;
  // An offline device's panel freezes at the moment it dropped: it shows values but none move.
  const wave = (periodS: number) => (device.online ? Math.sin((2 * Math.PI * t) / periodS + phase) : 0);
  const values: HmiValue[] = [
    { id: 'temperature', label: 'Temperature 温度', unit: '°C', value: round(62 + 6 * wave(47), 1), min: 0, max: 120 },
    { id: 'pressure', label: 'Pressure 压力', unit: 'MPa', value: round(2.4 + 0.35 * wave(31), 2), min: 0, max: 5 },
    { id: 'speed', label: 'Motor speed 转速', unit: 'rpm', value: Math.round(device.online ? 1450 + 40 * wave(13) : 0), min: 0, max: 3000 },
    { id: 'level', label: 'Tank level 液位', unit: '%', value: round(55 + 25 * wave(90), 0), min: 0, max: 100 },
    // Parts made today: the counter climbs about one part every 4 seconds.
    { id: 'count', label: 'Output today 今日产量', unit: 'pcs', value: Math.floor(((now / 1000) % 86_400) / 4), min: 0, max: 21_600 },
  ];
  return { machineName: device.machine_name, machineCode: device.machine_code, online: device.online, at: now, values, activeAlarms };
}
