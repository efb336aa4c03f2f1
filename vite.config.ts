import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` starts the simulator on SIM_PORT and lets Vite proxy the cloud's paths to it.
const simTarget = process.env.SIM_TARGET ?? `http://localhost:${process.env.SIM_PORT ?? 5174}`;

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    // The demo build runs the simulator inside the browser (msw worker); no server at all.
    'import.meta.env.VITE_DEMO': JSON.stringify(mode === 'demo'),
  },
  base: mode === 'demo' ? './' : '/',
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
