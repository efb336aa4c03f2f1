// Where the browser tests find Debian's Chromium, and the flags this sandbox needs.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
export const INSTALL_HINT = 'apt-get update && apt-get install -y chromium';

export function hasChromium() {
  return existsSync(CHROMIUM_PATH);
}
