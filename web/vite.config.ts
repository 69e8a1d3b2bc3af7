/// <reference types="vitest/config" />
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const cmsTarget = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/**
 * The root node_modules holds Strapi's React 18; web/node_modules holds React 19. Packages hoisted to the root (swr,
 * swiper, yet-another-react-lightbox, @tinymce/tinymce-react, @testing-library/react) would otherwise import React 18:
 * two Reacts in the bundle ("Invalid hook call"). dedupe fixes dev and build; tests also need the aliases and inlining
 * below, because vitest loads external packages with Node's own resolution.
 */
const local = (name: string) => path.resolve(__dirname, 'node_modules', name);
const reactAliases = [
  { find: /^react-dom(\/.*)?$/, replacement: `${local('react-dom')}$1` },
  { find: /^react(\/.*)?$/, replacement: `${local('react')}$1` },
  // swr's CJS shim would require the root React; React 19 exports useSyncExternalStore itself
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: local('react') },
  {
    find: /^@testing-library\/react$/,
    replacement: require.resolve('@testing-library/react').replace(/dist\/index\.js$/, 'dist/@testing-library/react.esm.js'),
  },
];

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

export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? [mswWorker()] : [])],
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(__dirname, 'src') }],
    dedupe: ['react', 'react-dom'],
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
  build: {
    target: 'es2020',
    sourcemap: false,
    // dist/.vite/manifest.json: the e2e suite reads it to prove public pages load no admin chunk
    manifest: true,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 700,
  },
  test: {
    alias: reactAliases,
    server: { deps: { inline: [/@testing-library\/react/, /\/swr\//, /\/swiper\//, /yet-another-react-lightbox/, /@tinymce/] } },
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
}));
