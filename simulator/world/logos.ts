// Enterprise logos as inline SVG data URLs, so that the demo build needs no files beyond the bundle.

function svgLogo(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${color}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const ENTERPRISE_LOGOS = {
  huanan: svgLogo('HN', '#1f6feb'),
  eastern: svgLogo('EP', '#2da44e'),
};
