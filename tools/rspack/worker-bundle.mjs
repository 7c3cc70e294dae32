// Web Workers of a federated app, each built as its own small bundle OUTSIDE Module Federation. A worker
// chunk of the app's own compilation (`new Worker(new URL(..., import.meta.url))`) gets the federation
// runtime, which fails outside a page ("setGlobalFederationConstructor" of undefined); a worker needs
// none of it (it shares no module with the page), so it is compiled apart, for `webworker`, and its file
// is added to the app's output: content-hashed in production (cached forever by the static servers like
// every hashed file), `<name>.js` in development, where it is rebuilt before each rebuild of the app.
// The app's code gets the file's name from a constant (DefinePlugin) and loads it relative to its own
// public path, so the worker is found wherever the remote is served (/remotes/wealth/ behind the
// gateway, a release's folder, its own server).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import rspack from '@rspack/core';
import { browserScriptRule } from './swc.mjs';

/** Builds one worker for `mode` and answers its emitted files, by name. */
function buildWorker({ context, name, entry, isDev, resolve }) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `heirloom-worker-${name}-`));
  const compiler = rspack({
    context,
    mode: isDev ? 'development' : 'production',
    target: ['webworker', 'es2022'],
    entry: { [name]: entry },
    devtool: false,
    output: {
      path: outDir,
      publicPath: '',
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      iife: true,
      clean: true,
    },
    resolve,
    module: {
      rules: [browserScriptRule(isDev)],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  });
  return new Promise((resolvePromise, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      try {
        if (error) throw error;
        if (stats.hasErrors())
          throw new Error(
            `The ${name} worker did not build:\n${stats.toString({ all: false, errors: true })}`,
          );
        const files = stats.toJson({ all: false, assets: true }).assets.map((asset) => asset.name);
        const main = files.find((file) => file.endsWith('.js'));
        if (!main) throw new Error(`The ${name} worker built no script`);
        const contents = new Map(files.map((file) => [file, readFileSync(path.join(outDir, file))]));
        resolvePromise({ main, contents });
      } catch (failure) {
        reject(failure);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

/** Adds the built workers' files to the app's compilation, rebuilding them first in watch mode. */
class WorkerBundlesPlugin {
  constructor(workers, build) {
    this.workers = workers;
    this.build = build;
  }

  apply(compiler) {
    const name = 'WorkerBundlesPlugin';
    compiler.hooks.watchRun.tapPromise(name, async () => {
      for (const worker of this.workers) worker.built = await this.build(worker);
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { built } of this.workers)
            for (const [file, content] of built.contents)
              compilation.emitAsset(file, new rspack.sources.RawSource(content), { immutable: !built.isDev });
        },
      );
    });
  }
}

/**
 * The app's config (an object from federatedApp(...)(env, argv)) with `workers` added: each key is the
 * constant the app's code reads the worker's file name from (relative to the app's public path), each
 * value the worker's entry, relative to the app's directory.
 */
export async function withWorkers(config, workers) {
  const isDev = config.mode !== 'production';
  const list = Object.entries(workers).map(([constant, entry]) => ({
    constant,
    entry,
    name: path.basename(entry).replace(/\.[jt]sx?$/, ''),
  }));
  const build = async (worker) => ({
    ...(await buildWorker({
      context: config.context,
      name: worker.name,
      entry: worker.entry,
      isDev,
      resolve: config.resolve,
    })),
    isDev,
  });
  for (const worker of list) worker.built = await build(worker);
  return {
    ...config,
    plugins: [
      ...config.plugins,
      new rspack.DefinePlugin(
        Object.fromEntries(list.map((worker) => [worker.constant, JSON.stringify(worker.built.main)])),
      ),
      new WorkerBundlesPlugin(list, build),
    ],
  };
}
