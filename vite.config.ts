import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

/** /openapi.json, generated from the shared wire schemas (src/domain/openapi): a build asset, so the simulator's
 *  server, the CLOUD_URL proxy mode and the demo all serve it; under `vite dev` a route of the dev server. Loaded
 *  through Vite's module runner so the config itself does not bundle the domain code. */
function openApiDocument(version: string): Plugin {
  const source = async (lang: 'cn' | 'en' = 'en') => {
    const { module } = await runnerImport<typeof import('./src/domain/openapi/document')>(resolve(import.meta.dirname, 'src/domain/openapi/document.ts'));
    return `${JSON.stringify(module.buildOpenApi({ version, lang }), null, 2)}\n`;
  };
  return {
    name: 'openapi-document',
    configureServer(server) {
      server.middlewares.use('/openapi.json', (_req, res) => {
        void source().then((json) => res.setHeader('content-type', 'application/json; charset=utf-8').end(json));
      });
      server.middlewares.use('/openapi.cn.json', (_req, res) => {
        void source('cn').then((json) => res.setHeader('content-type', 'application/json; charset=utf-8').end(json));
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'openapi.json', source: await source() });
      // The same reference with Chinese summaries, for /apiDoc in Chinese.
      this.emitFile({ type: 'asset', fileName: 'openapi.cn.json', source: await source('cn') });
    },
  };
}

/** The console's own chunks stay under this size (kB, minified): what a page of the console loads. */
const CONSOLE_CHUNK_KB = 600;
/** Modules of the API reference (Scalar and the Vue runtime it brings), loaded on /apiDoc only. */
const API_REFERENCE_MODULE = /node_modules[\\/](?:@scalar|@vue|vue|@codemirror|@lezer|@headlessui|@floating-ui)[\\/]/;
/**
 * The demo build's cloud: the whole simulator (world, handlers, msw) in one chunk that the demo loads once, before
 * the console, and no other build has (issue 40: 668 kB warned on every `npm run demo`). Splitting it would only
 * add requests before the first screen; it is held to its own budget instead of the console's.
 */
const DEMO_SIMULATOR_MODULE = /[\\/]simulator[\\/]browser\.ts$/;
const DEMO_SIMULATOR_CHUNK_KB = 1024;

/**
 * Vite's chunk-size warning, applied where it matters: to the console's chunks. The API reference (Scalar, with
 * its Vue runtime, over 1 MB) is one lazily loaded renderer that only /apiDoc fetches; splitting it would only
 * add requests to that page, so its chunks are not held to the console's budget (Vite's own limit is raised for
 * them, see build.chunkSizeWarningLimit). `npm run size` measures what /login loads.
 */
function consoleChunkBudget(): Plugin {
  return {
    name: 'console-chunk-budget',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const kb = Buffer.byteLength(chunk.code) / 1024;
        if (chunk.moduleIds.some((id) => API_REFERENCE_MODULE.test(id))) continue;
        if (chunk.moduleIds.some((id) => DEMO_SIMULATOR_MODULE.test(id))) {
          if (kb > DEMO_SIMULATOR_CHUNK_KB) this.warn(`${chunk.fileName} (the demo's simulator) is ${Math.round(kb)} kB, over its ${DEMO_SIMULATOR_CHUNK_KB} kB`);
          continue;
        }
        if (kb > CONSOLE_CHUNK_KB) {
          this.warn(`${chunk.fileName} is ${Math.round(kb)} kB, over the console's ${CONSOLE_CHUNK_KB} kB per chunk: split it (a lazy route, a dynamic import)`);
        }
      }
    },
  };
}

/** Each brand's download QR code as an SVG file (/brands/<id>/app-qr.svg), so /login needs no QR encoder. */
function brandQrImages(): Plugin {
  const images = async () => {
    const { module } = await runnerImport<typeof import('./scripts/build/brandQrImages')>(resolve(import.meta.dirname, 'scripts/build/brandQrImages.ts'));
    return module.brandQrImages();
  };
  return {
    name: 'brand-qr-images',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]?.slice(1) ?? '';
        if (!/^brands\/[a-z0-9-]+\/app-qr\.svg$/.test(path)) return next();
        void images().then((all) => {
          const svg = all.get(path);
          if (svg === undefined) return next();
          res.setHeader('content-type', 'image/svg+xml').end(svg);
        });
      });
    },
    async generateBundle() {
      for (const [fileName, source] of await images()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * The sign-in form and its controls, shared by /login and the phone's sign-in (the `signin` chunk). Not
 * src/domain/countryCodes.ts: the domain's phone rule (phoneNumber.ts, validation.ts) needs it, and a domain module
 * inside the sign-in chunk made that chunk and the shared one import each other (a blank page).
 */
export const SIGN_IN_FILES = [
  ...['AccountField.tsx', 'CountryCodeSelect.tsx', 'FormField.tsx', 'FormFooter.tsx', 'SignInForm.tsx', 'loginForm.ts', 'rememberLogin.ts',
    'terminal.ts', 'useClickGuard.ts', 'clickGuard.ts', 'countdown.ts', 'useSignInForm.ts', 'useSessionState.ts', 'auth.css'].map((f) => `src/ui/auth/${f}`),
  ...['TextInput.tsx', 'PasswordInput.tsx', 'CheckboxInput.tsx', 'ActionButton.tsx', 'classNames.ts', 'controls.css'].map((f) => `src/ui/common/controls/${f}`),
  'src/ui/kit/Tabs.tsx', 'src/ui/kit/tabKeys.ts', 'src/ui/kit/kit.css', 'src/ui/common/LanguageSwitch.tsx',
];
/** The phone console's header and sign-in, shared by mobile.html and the signed-in phone console (the `phone` chunk). */
export const PHONE_FILES = ['MobileSignIn.tsx', 'MobileHeader.tsx', 'mobileNamespaces.ts', 'pwa.ts', 'mobile.css'].map((f) => `src/ui/mobile/${f}`);

/**
 * A chunk group's test: exactly the files named (paths from the project root). A file named here that does not
 * exist stops the config (and the build, and tests/unit/chunkGroups.test.ts): a rename cannot move a file out of
 * its chunk unseen.
 */
export function filesOf(group: string, files: readonly string[]): RegExp {
  const missing = files.filter((file) => !existsSync(resolve(import.meta.dirname, file)));
  if (missing.length > 0) throw new Error(`vite.config.ts: the ${group} chunk names ${missing.join(', ')}, which do not exist: rename them there too`);
  const pattern = (file: string) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]');
  return new RegExp(`[\\\\/](?:${files.map(pattern).join('|')})$`);
}

/** Modules whose chunks the phone console needs once signed in: the full console's entry, the data layer and the
 *  phone console's screens (the phone's sign-in page, mobile.html, loads none of them). */
const PHONE_NEXT_MODULES = ['src/ui/app/main.tsx', 'src/ui/data/DataLayer.tsx', 'src/ui/mobile/MobileConsole.tsx'];

/**
 * The phone's sign-in page (mobile.html, entry src/ui/mobile/entry.tsx) names in a meta tag the scripts and styles
 * the signed-in phone console will need and it has not loaded; the page prefetches them after its first paint
 * (src/ui/mobile/phoneNext.ts), so that the console opens at once after sign-in. In the HTML, not in the entry's
 * code: the page is never cached, so the list always names the files of the build it belongs to.
 */
function phoneNextFiles(): Plugin {
  return {
    name: 'phone-next-files',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !ctx.filename.endsWith('mobile.html')) return html;
        const bundle = ctx.bundle;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const reach = (fileName: string, into: Set<string>) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return;
          into.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const next of chunk.imports) reach(next, into);
        };
        const loaded = new Set<string>();
        reach(ctx.chunk.fileName, loaded);
        const wanted = new Set<string>();
        for (const id of PHONE_NEXT_MODULES) {
          // The chunk holding the module (the full console's start, main.tsx, sits in a chunk of its own that both
          // pages' entries import on demand).
          const chunk = chunks.find((c) => c.moduleIds.some((m) => m.replaceAll('\\', '/').endsWith(id)));
          if (!chunk) throw new Error(`phone-next-files: no chunk for ${id}`);
          reach(chunk.fileName, wanted);
        }
        // Texts are the i18n's to load, in the page's language only (phoneNext.ts asks it for the console's).
        const texts = (f: string) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' && chunk.moduleIds.every((m) => /[\\/]src[\\/]i18n[\\/]/.test(m));
        };
        const files = [...wanted].filter((f) => !loaded.has(f) && !texts(f)).sort();
        const meta = `<meta name="phone-next" content="${files.map((f) => `/${f}`).join(' ')}">`;
        return html.replace('</head>', `  ${meta}\n  </head>`);
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), workerOnlyInDemo(mode), openApiDocument(process.env.npm_package_version ?? '0.1.0'), brandQrImages(), consoleChunkBudget(), phoneNextFiles(),
    // .br and .gz twins of every text asset, written once at build time; the server (@fastify/static
    // preCompressed) sends the one the browser accepts.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      exclude: [/mockServiceWorker\.js$/],
    }),
  ],
  define: {
    // The demo build runs the simulator inside the browser (msw worker); no server at all.
    'import.meta.env.VITE_DEMO': JSON.stringify(mode === 'demo'),
  },
  // The demo is served from the root of a host too: with a relative base, a deep link such as /index/ would ask
  // for /index/assets/… and /index/mockServiceWorker.js, and the router and brand logos assume the root anyway.
  base: '/',
  // rxjs's ES2015 build (classes, no tslib helpers) rather than its ES5 one: smaller in every page that uses it.
  resolve: { conditions: ['es2015', 'module', 'browser', 'development|production'] },
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
    // Vite's limit is the API reference's (its chunks reach 1.3 MB, loaded on /apiDoc only); the console's own
    // chunks are held to CONSOLE_CHUNK_KB by consoleChunkBudget above.
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      // The console (index.html: /login's own small page for a signed-out page load of /login, src/ui/signin, else
      // the full console) and the phone's sign-in (mobile.html: no desktop layout, query client, realtime wiring or
      // PrimeReact theme before sign-in; the server sends it to a phone without a session).
      input: { index: resolve(import.meta.dirname, 'index.html'), mobile: resolve(import.meta.dirname, 'mobile.html') },
      output: {
        codeSplitting: {
          groups: [
            // The sign-in form and its controls, shared by /login and the phone's sign-in: one file instead of some
            // twenty of half a kilobyte (on a slow network each costs its headers and a place in the queue).
            { name: 'signin', test: filesOf('signin', SIGN_IN_FILES), includeDependenciesRecursively: false },
            // The phone console's header and sign-in, shared by mobile.html and the signed-in phone console.
            { name: 'phone', test: filesOf('phone', PHONE_FILES), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
