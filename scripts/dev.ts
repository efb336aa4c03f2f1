// `npm run dev`: the simulator's API on SIM_PORT (no static files), then Vite on PORT, whose config proxies
// /api, /eapi, /__sim and /echo.io to it.
import { createServer } from 'vite';
import { startServer } from '../simulator/server/main';
import { worldOptionsFromEnv } from '../simulator/world/createWorld';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';

const simPort = Number(process.env.SIM_PORT ?? 5174);
const sim = await startServer({ port: simPort, ...worldOptionsFromEnv(process.env) });
console.log(`Simulator API on ${sim.url} (control API ${sim.url}/__sim/state)`);

const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
console.log(
  `Demo accounts (password demo1234): phone ${DEMO_ACCOUNTS.personal.phone}, e-mail ${DEMO_ACCOUNTS.enterprise.email}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), sim.close()]).then(() => process.exit(0));
  });
}
