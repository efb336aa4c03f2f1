// The pictures of the data centre (recharts, loaded with this route only). Each takes rows the domain computed;
// the same rows fill the table view and the CSV, so the picture cannot say something the numbers do not.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface Series {
  key: string;
  label: string;
  color: string;
  /** Bars with the same stack pile up; several stacks stand side by side (SMS beside e-mail). */
  stack?: string;
}

const HEIGHT = 260;

export function StackedDays({ rows, series, decimals = false }: { rows: ReadonlyArray<Record<string, string | number>>; series: readonly Series[]; decimals?: boolean }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={[...rows]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={decimals} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} stackId={s.stack ?? 'day'} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function HorizontalBars({
  rows, valueKey, label, color, unit, max,
}: { rows: ReadonlyArray<Record<string, string | number>>; valueKey: string; label: string; color: string; unit?: string; max?: number }) {
  const height = Math.max(120, rows.length * 28 + 40);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...rows]} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} domain={max === undefined ? undefined : [0, max]} unit={unit} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey={valueKey} name={label} fill={color} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export const COLORS = {
  online: '#2e7d32',
  offline: '#616161',
  level1: '#1565c0',
  level2: '#e65100',
  level3: '#c62828',
  active: '#c62828',
  confirmed: '#1565c0',
  recovered: '#2e7d32',
  alarms: '#c62828',
  delivered: '#2e7d32',
  failed: '#c62828',
  notSent: '#e65100',
  emailDelivered: '#1565c0',
  emailFailed: '#6a1b9a',
  emailNotSent: '#616161',
  availability: '#1565c0',
} as const;
