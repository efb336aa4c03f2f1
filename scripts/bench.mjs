// `npm run bench`: figures, not pass/fail. Run with tsx loaded (package.json does) so the TypeScript domain code
// is measured as it ships.
import { performance } from 'node:perf_hooks';
import { encodeMessage, decodeMessage } from '../src/domain/realtime/codec.ts';
import { benchArea, createReport, printTargets } from './benchSupport.ts';

const { report } = createReport();

function measure(label, rounds, fn) {
  for (let i = 0; i < Math.min(rounds, 2_000); i++) fn(i); // warm-up
  const start = performance.now();
  for (let i = 0; i < rounds; i++) fn(i);
  const ms = performance.now() - start;
  console.log(`${label.padEnd(44)} ${(rounds / ms * 1000).toFixed(0).padStart(10)} ops/s  (${ms.toFixed(1)} ms for ${rounds})`);
  return ms;
}

// A realistic mix of realtime traffic: mostly alarms, some audits and texts.
const messages = Array.from({ length: 1_000 }, (_, i) => {
  const base = { sentAt: 1_763_700_000_000 + i, deviceCode: `PN${String(100000 + i)}`, deviceId: String(5000 + i) };
  switch (i % 4) {
    case 0:
    case 1:
      return { type: 'deviceAlarm', ...base, totalUnreadMsg: i, content: `Temperature high on line ${i % 7}` };
    case 2:
      return { type: 'deviceVisit', ...base, isResult: i % 3 === 0, auditState: i % 5, totalUnreadMsg: i };
    default:
      return { type: 'massTexting', sentAt: base.sentAt, content: 'Maintenance tonight 23:00-01:00', totalUnreadMsg: i };
  }
});
const frames = messages.map((m) => encodeMessage(m));
const jsonTexts = messages.map((m) => JSON.stringify(m));
const rounds = 200_000;

console.log('Realtime codec (protobufjs over proto/realtime.proto) against JSON of the same messages');
measure('encode (protobuf)', rounds, (i) => encodeMessage(messages[i % messages.length]));
const proto = measure('decode (protobuf)', rounds, (i) => decodeMessage(frames[i % frames.length]));
const json = measure('JSON.parse', rounds, (i) => JSON.parse(jsonTexts[i % jsonTexts.length]));
const bytes = (list) => list.reduce((n, x) => n + x.length, 0) / list.length;
// On a shared machine one pass of each swings with the load: alternate short passes and take the median ratio.
const ratios = [];
for (let pass = 0; pass < 9; pass++) {
  const time = (fn) => {
    const start = performance.now();
    for (let i = 0; i < 40_000; i++) fn(i);
    return performance.now() - start;
  };
  const p = time((i) => decodeMessage(frames[i % frames.length]));
  const j = time((i) => JSON.parse(jsonTexts[i % jsonTexts.length]));
  ratios.push(p / j);
}
ratios.sort((a, b) => a - b);
// The decode stays under 0.7 times JSON.parse of the same messages (the floor).
const DECODE_TARGET = 0.7;
report('realtime codec: decode time protobuf / JSON.parse (median of 9)', ratios[4], '×', DECODE_TARGET, 1);
console.log(`decode time ratio protobuf/JSON: ${(proto / json).toFixed(2)} (one pass each); median of 9 alternating passes ${ratios[4].toFixed(2)}  (floor JSON.parse 1.00; target ≤ ${DECODE_TARGET}: ${ratios[4] <= DECODE_TARGET ? 'met' : 'MISSED'})`);
console.log(`mean frame size: protobuf ${bytes(frames).toFixed(1)} B, JSON ${bytes(jsonTexts).toFixed(1)} B`);

// Browser benchmarks live beside this file as bench-<area>.ts, each exporting `default async function run()`.
// `npm run bench -- codec` (or devices, storm, sim…) runs only the named ones.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const wanted = process.argv.slice(2);
const here = fileURLToPath(new URL('.', import.meta.url));
for (const file of readdirSync(here).filter((f) => /^bench-[a-z]+\.ts$/.test(f)).sort()) {
  const area = file.slice('bench-'.length, -'.ts'.length);
  if (wanted.length > 0 && !wanted.includes(area)) continue;
  console.log(`\n== ${area} ==`);
  benchArea(area);
  const module = await import(new URL(file, import.meta.url).href);
  await module.default();
}
// The figures with a target from every area this run measured, each beside its floor and target in one place.
printTargets();
