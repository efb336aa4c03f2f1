import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNTS } from '../world/demoAccounts';
import { worldOptionsFromEnv } from '../world/createWorld';
import { startServer } from './startServer';

export { startServer, type RunningServer, type ServerOptions } from './startServer';

/** `npm start` / `npm run serve`: the built console with the simulator, or proxied to CLOUD_URL. */
async function main() {
  const env = process.env;
  const cloudUrl = env.CLOUD_URL || undefined;
  const server = await startServer({
    port: Number(env.PORT ?? 5173),
    distDir: env.DIST_DIR ?? 'dist',
    cloudUrl,
    ...worldOptionsFromEnv(env),
    // SIM_ACTIVITY=0 keeps the world still (no flapping, no generated alarms).
    activity: env.SIM_ACTIVITY !== '0',
  });
  console.log(`Console: ${server.url}/login`);
  if (cloudUrl) {
    console.log(`Proxying /api, /eapi and /echo.io to ${cloudUrl}`);
  } else {
    const w = server.sim?.world;
    console.log(`Simulated cloud: seed ${w?.seed}, ${w?.devices.length} devices; control API at ${server.url}/__sim/state`);
    console.log('Demo accounts (password demo1234):');
    console.log(`  phone ${DEMO_ACCOUNTS.personal.phone} (country code ${DEMO_ACCOUNTS.personal.countryCode}): personal devices, no enterprise`);
    console.log(`  e-mail ${DEMO_ACCOUNTS.enterprise.email}: member of two enterprises, plus personal devices`);
    console.log(`  account ${DEMO_ACCOUNTS.account.account}: login by account name`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
