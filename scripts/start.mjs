// `npm start`: build the console, then serve it with the simulator (or proxy to CLOUD_URL).
import { spawn, spawnSync } from 'node:child_process';
import { restoreAssets, setAsideAssets } from './previousAssets.mjs';
import { SIMULATOR_NODE_FLAGS } from './simulatorNodeFlags.mjs';

// Tabs open on the previous build keep finding its chunks (previousAssets.mjs).
const aside = setAsideAssets();

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
restoreAssets(aside);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [...SIMULATOR_NODE_FLAGS, '--import', 'tsx', 'simulator/server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
