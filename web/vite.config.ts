/// <reference types="vitest/config" />
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const cmsTarget = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/**
 * `npm run dev:mock`: the SPA on MSW fixtures alone. The service worker script is served straight from the msw
 * package, so nothing generated is committed.
 */
function mswWorker(): Plugin {
  return {
    name: 'hmrpl-msw-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        createReadStream(require.resolve('msw/mockServiceWorker.js')).pipe(res);
      });
    },
  };
}

/**
 * The built index.html asks for the app's script at low priority (ADR 124): a public page arrives drawn (ADR 113), so
 * the script only takes it over; on a slow link the stylesheet and the page's largest image come first.
 */
function scriptAfterThePage(): Plugin {
  return {
    name: 'hmrpl-script-after-the-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" /g, '<script type="module" fetchpriority="low" '),
    },
  };
}

/**
 * One render-blocking stylesheet on a public page (issue 32): the global styles and the public pages' CSS modules are
 * one chunk ("styles", their class names) whose CSS is the one file the built index.html links; the routes' lazy
 * chunks import it and bring no stylesheet of their own. The admin area's modules keep their lazy CSS.
 */
const ADMIN_STYLES =
  /\/src\/(features\/admin-|features\/auth\/|components\/admin\/|app\/routes\/admin\/|app\/routes\/login)/;
const GLOBAL_STYLES = path.resolve(__dirname, 'src/styles/global.css');
function publicStylesTogether(id: string): string | undefined {
  if (id === GLOBAL_STYLES || (id.endsWith('.module.css') && id.includes('/src/') && !ADMIN_STYLES.test(id)))
    return 'styles';
  return undefined;
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), scriptAfterThePage(), ...(mode === 'mock' ? [mswWorker()] : [])],
  resolve: {
    alias: [
      // the server build cleans articles without a DOM (ADR 113)
      ...(isSsrBuild
        ? [
            {
              find: /^@\/lib\/sanitize-article$/,
              replacement: path.resolve(__dirname, 'src/lib/sanitize-article.server.ts'),
            },
          ]
        : []),
      { find: '@', replacement: path.resolve(__dirname, 'src') },
      // the CMS's pure rules that the browser must apply identically (the storage srcset rule: src/lib/storage.ts)
      { find: '@cms-content', replacement: path.resolve(__dirname, '../cms/src/lib/content') },
    ],
  },
  server: {
    port: 5173,
    proxy:
      mode === 'mock'
        ? undefined
        : {
            '/api': { target: cmsTarget, changeOrigin: false },
            '/sanctum': { target: cmsTarget, changeOrigin: false },
            '/storage': { target: cmsTarget, changeOrigin: false },
          },
  },
  // the server entry (src/entry-server.tsx, ADR 113) is one self-contained CommonJS file: the CMS requires it, and the
  // container keeps web/dist without web/node_modules
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        // the same asset URLs as the browser's build
        assetsInlineLimit: 2048,
        target: 'node20',
        sourcemap: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', inlineDynamicImports: true } },
      }
    : {
        target: 'es2020',
        sourcemap: false,
        // dist/.vite/manifest.json: the e2e suite reads it to prove public pages load no admin chunk
        manifest: true,
        // terser, not esbuild: 2.4 KB less gzip on the first render of `/` (issue 32: it must not grow; ADR 124)
        minify: 'terser',
        terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
        assetsInlineLimit: 2048,
        chunkSizeWarningLimit: 700,
        rollupOptions: { output: { manualChunks: publicStylesTogether } },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
    // every core: vitest's default leaves one of them idle, and the suite is CPU-bound (the spec's screen delays are
    // 0 under test, src/config/screen-delays.ts); on two cores it finishes in less than half the time (ADR 058)
    maxWorkers: '100%',
  },
}));
