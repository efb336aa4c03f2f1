// The generated live picture of a device's camera: an animated SVG (a conveyor with moving parts, a clock and a
// REC mark) that an <img> plays without script, like a camera's MJPEG stream. It carries the device's name and
// the time the picture was made, so a user sees it is this device, now.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function stamp(now: number): string {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} UTC`;
}

export function livePicture(machineName: string, machineCode: string, now: number): string {
  const boxes = [0, 1, 2, 3]
    .map((i) => `<rect y="178" width="46" height="34" rx="4" fill="#d9a441" stroke="#7a5a1c">
      <animate attributeName="x" from="${-60 + i * 110}" to="${380 + i * 110}" dur="6s" repeatCount="indefinite"/></rect>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" width="400" height="260" role="img" aria-label="${escape(machineName)} live">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b3a"/><stop offset="1" stop-color="#33475b"/></linearGradient></defs>
  <rect width="400" height="260" fill="url(#sky)"/>
  <rect x="20" y="40" width="70" height="120" fill="#56697d"/><rect x="310" y="60" width="70" height="100" fill="#56697d"/>
  <rect x="0" y="212" width="400" height="14" fill="#222"/>
  <g>${boxes}</g>
  <g transform="translate(200 110)"><circle r="30" fill="none" stroke="#9fb3c8" stroke-width="6" stroke-dasharray="20 8">
    <animateTransform attributeName="transform" type="rotate" from="0" to="360" dur="3s" repeatCount="indefinite"/></circle></g>
  <circle cx="24" cy="20" r="6" fill="#e53935"><animate attributeName="opacity" values="1;0.2;1" dur="1s" repeatCount="indefinite"/></circle>
  <text x="36" y="25" fill="#fff" font-family="sans-serif" font-size="13">REC ${escape(machineCode)}</text>
  <text x="390" y="25" fill="#fff" font-family="monospace" font-size="12" text-anchor="end">${stamp(now)}</text>
  <text x="10" y="250" fill="#fff" font-family="sans-serif" font-size="14">${escape(machineName)}</text>
</svg>`;
}

export function refusedPicture(reason: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" width="400" height="260" role="img" aria-label="${escape(reason)}">
  <rect width="400" height="260" fill="#263238"/>
  <text x="200" y="135" fill="#fff" font-family="sans-serif" font-size="16" text-anchor="middle">${escape(reason)}</text>
</svg>`;
}
