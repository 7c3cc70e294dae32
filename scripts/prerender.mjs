#!/usr/bin/env node
// Prerenders an app's pages at build time (issue 35): `node scripts/prerender.mjs <app dir>` bundles
// <app>/src/prerender.tsx (shell: src/prerender/render.tsx) for Node with the app's own swc settings,
// renders each page it lists with React's static renderer, takes the page's critical CSS from its emotion
// cache (@emotion/server) and writes <app>/dist/prerendered/<slug>.json: { route, remote, variants: {
// <name>: { head, body } }, preload?: [<script path relative to the remote's entry>] }. Each app writes
// only its own folder, so a remote rebuilt alone changes its own pages and nothing of the shell's; the
// gateway (tools/serve/src/prerendered.ts) puts them together.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { browserScriptRule } from '../tools/rspack/swc.mjs';

const require = createRequire(import.meta.url);

/** The file name of a route's page: / is index, /home is home. */
export function pageSlug(route) {
  return route === '/' ? 'index' : route.replace(/^\/+/, '').replace(/\//g, '_');
}

/** The bundle for Node: the app's and the workspace libraries' TypeScript compiled in, packages left to Node. */
function bundle(appDir, entry, outDir) {
  const compiler = rspack({
    context: appDir,
    mode: 'production',
    target: 'node',
    entry: { prerender: entry },
    output: {
      path: outDir,
      filename: '[name].cjs',
      chunkFilename: '[name].[id].cjs',
      library: { type: 'commonjs2' },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    externals: [
      ({ request }, callback) => {
        // npm packages are required from node_modules (one React for the bundle and the renderer);
        // the workspace's own libraries are TypeScript source and are compiled in.
        if (request && /^[@a-z]/i.test(request) && !request.startsWith('@heirloom/'))
          return callback(undefined, `commonjs ${request}`);
        callback();
      },
    ],
    module: {
      rules: [browserScriptRule(false)],
    },
    optimization: { minimize: false },
    devtool: false,
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}

/**
 * The scripts a remote's page needs first, relative to its entry: remoteEntry.js (a classic script the
 * federation runtime adds) and the exposed module's own chunks, from the build's mf-manifest.json. The
 * gateway preloads them with the page, so they download beside the shell's instead of after it. The
 * shared libraries are left out: the shell's copies are the ones that load.
 */
async function firstScripts(appDir) {
  const text = await readFile(path.join(appDir, 'dist', 'mf-manifest.json'), 'utf8').catch(() => null);
  if (text === null) return [];
  const manifest = JSON.parse(text);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  for (const expose of manifest.exposes ?? []) scripts.push(...(expose.assets?.js?.sync ?? []));
  return [...new Set(scripts)].filter((file) => /^[\w./-]+\.js$/.test(file) && !file.includes('..'));
}

async function renderToHtml(tree) {
  const { prerenderToNodeStream } = require('react-dom/static');
  const { prelude } = await prerenderToNodeStream(tree, {
    onError(error) {
      throw error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

export async function prerender(appDir) {
  process.env.NODE_ENV = 'production';
  const entry = ['src/prerender.tsx', 'src/prerender/render.tsx']
    .map((file) => path.join(appDir, file))
    .find((file) => require('node:fs').existsSync(file));
  if (!entry) throw new Error(`${appDir} has no prerender entry`);
  // Inside the repository, so the bundle's packages resolve from its node_modules.
  const cacheDir = path.join(import.meta.dirname, '..', 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(path.join(cacheDir, 'heirloom-prerender-'));
  try {
    await bundle(appDir, entry, outDir);
    const app = require(path.join(outDir, 'prerender.cjs'));
    const createEmotionServer = require('@emotion/server/create-instance').default;
    const target = path.join(appDir, 'dist', 'prerendered');
    await rm(target, { recursive: true, force: true });
    await mkdir(target, { recursive: true });
    const written = [];
    // A remote's pages (the shell's name the remote whose page fills them) carry the scripts to preload.
    const scripts = app.REMOTE_PAGE_SLOT ? [] : await firstScripts(appDir);
    for (const page of app.pages()) {
      const variants = {};
      for (const [name, variant] of Object.entries(page.variants)) {
        const { tree, cache } = await app.element(page.route, variant);
        let body = await renderToHtml(tree);
        if (/<script\b/i.test(body)) throw new Error(`${page.route}: a prerendered page holds a script`);
        const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
        const head = constructStyleTagsFromChunks(extractCriticalToChunks(body));
        if (app.REMOTE_PAGE_SLOT) body = body.replace(app.REMOTE_PAGE_SLOT, '<!--heirloom:remote-page-->');
        variants[name] = { head, body };
      }
      const file = path.join(target, `${pageSlug(page.route)}.json`);
      const preload = scripts.length > 0 ? { preload: scripts } : {};
      await writeFile(file, JSON.stringify({ route: page.route, remote: page.remote, variants, ...preload }));
      written.push(path.relative(appDir, file));
    }
    console.log(`prerendered ${written.length} pages: ${written.join(', ')}`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appDir = path.resolve(process.argv[2] ?? '.');
  prerender(appDir).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
