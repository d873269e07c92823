import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'rumo-precompress',
    apply: 'build',
    closeBundle() {
      const outDir = path.resolve(import.meta.dirname, 'dist/web');
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|txt|xml|json)$/.test(file)) continue;
        const source = fs.readFileSync(file);
        // Hashed assets always get their copies (a page links even tiny chunks); other small files are not worth it.
        if (source.length < 1024 && !file.includes(`${path.sep}assets${path.sep}`)) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * React Router's package exports name only its development build (remix-run/react-router#12532, #14102): dev
 * warnings and checks ship to production. The build takes the production build the package also contains.
 */
const reactRouterProduction = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');

/**
 * `vite build --ssr`: the app's render entry for Node (src/web/app/server-render.tsx) in dist/web-ssr/, which the
 * server loads to render a shared result's page (src/server/platform/http/web-render.ts). Packages stay imports.
 */
const ssrBuild = {
  outDir: '../../dist/web-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: { 'server-render': path.resolve(import.meta.dirname, 'src/web/app/server-render.tsx') } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // No inline modulepreload polyfill: the CSP allows no inline script.
        modulePreload: { polyfill: false },
        assetsInlineLimit: 0,
        // dist/web/.vite/manifest.json: which chunks a page needs (npm run bench counts the landing's).
        manifest: true,
        rolldownOptions: {
          // Two entries: the app (index.html, main.tsx) and the standalone public pages' (public-main.tsx), which
          // scripts/prerender.tsx writes into their HTML. Shared code (React, the layout) becomes shared chunks.
          input: {
            index: path.resolve(import.meta.dirname, 'src/web/index.html'),
            public: path.resolve(import.meta.dirname, 'src/web/public-main.tsx'),
          },
        },
      },
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
