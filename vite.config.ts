import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` starts the simulator on SIM_PORT and lets Vite proxy the cloud's paths to it.
const simTarget = process.env.SIM_TARGET ?? `http://localhost:${process.env.SIM_PORT ?? 5174}`;

/** public/mockServiceWorker.js is the demo's cloud; other builds drop it so that no msw code ships with them. */
function workerOnlyInDemo(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'worker-only-in-demo',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode !== 'demo') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), workerOnlyInDemo(mode)],
  define: {
    // The demo build runs the simulator inside the browser (msw worker); no server at all.
    'import.meta.env.VITE_DEMO': JSON.stringify(mode === 'demo'),
  },
  // The demo is served from the root of a host too: with a relative base, a deep link such as /index/ would ask
  // for /index/assets/… and /index/mockServiceWorker.js, and the router and brand logos assume the root anyway.
  base: '/',
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: simTarget, changeOrigin: true },
      '/eapi': { target: simTarget, changeOrigin: true },
      '/__sim': { target: simTarget, changeOrigin: true },
      '/echo.io': { target: simTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
}));
