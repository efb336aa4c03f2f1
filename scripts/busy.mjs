// Runs a command while other work keeps every core busy, as on a shared CI machine: one busy loop per core (or
// BUSY_WORKERS of them) for the life of the command. `node scripts/busy.mjs npm test` is how the suite is shown to
// pass on a loaded machine (a test that needs an idle machine fails here first).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/busy.mjs <command> [args…]');
  process.exit(2);
}
const count = Number(process.env.BUSY_WORKERS ?? availableParallelism());
const hogs = Array.from({ length: count }, () => new Worker('for (;;) {}', { eval: true }));
console.log(`busy.mjs: ${count} busy loop(s) beside \`${command.join(' ')}\``);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('exit', (code, signal) => {
  for (const hog of hogs) void hog.terminate();
  process.exit(code ?? (signal ? 1 : 0));
});
