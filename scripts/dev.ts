// `npm run dev`: the simulator's API on SIM_PORT (no static files), then Vite on PORT, whose config proxies
// /api, /eapi, /__sim and /echo.io to it.
import { createServer } from 'vite';
import { startServer } from '../simulator/server/main';
import { keepControlKey } from '../simulator/server/controlKey';
import { worldOptionsFromEnv } from '../simulator/world/createWorld';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';

const simPort = Number(process.env.SIM_PORT ?? 5174);
const vitePort = Number(process.env.PORT ?? 5173);
const sim = await startServer({
  port: simPort,
  controlKey: process.env.SIM_CONTROL_KEY || undefined,
  // Vite forwards the page's calls with the page's Origin (its own port), which the control API would refuse.
  allowedOrigins: [`http://localhost:${vitePort}`, `http://127.0.0.1:${vitePort}`],
  ...worldOptionsFromEnv(process.env),
});
// A key made for this run goes to .sim-control-key.<SIM_PORT>; npm run sim reads it with --url http://localhost:<SIM_PORT>.
const kept = keepControlKey({ key: sim.controlKey, generated: !process.env.SIM_CONTROL_KEY, port: simPort });
console.log(`Simulator API on ${sim.url}; control API ${sim.url}/__sim/state with "Authorization: Bearer ${sim.controlKey}"${kept.path ? ` (in ${kept.path})` : ''}`);

const vite = await createServer({ server: { port: vitePort } });
await vite.listen();
vite.printUrls();
console.log(
  `Demo accounts (password demo1234): phone ${DEMO_ACCOUNTS.personal.phone}, e-mail ${DEMO_ACCOUNTS.enterprise.email}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    kept.forget();
    void Promise.all([vite.close(), sim.close()]).then(() => process.exit(0));
  });
}
