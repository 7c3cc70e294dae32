// One Rspack config for the shell (host) and every remote. Remotes build alone into static files and
// an mf-manifest.json; the host knows no remote at build time (it reads remotes.json at runtime).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared.mjs';
import { browserScriptRule } from './swc.mjs';

const require = createRequire(import.meta.url);

/**
 * The federation runtime as ES modules. Rspack's plugin resolves its runtime packages with Node's
 * `require.resolve`, which picks their CommonJS builds, and a CommonJS module is kept whole: every page
 * carried all of the runtime and its SDK, in the shell's main.js and again in each remote's entry. Their
 * ES module builds (the same version, beside them) let the bundler drop what is never called.
 */
function federationRuntimeAsModules() {
  return Object.fromEntries(
    [
      '@module-federation/runtime-tools',
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/runtime',
      '@module-federation/runtime-core',
      '@module-federation/sdk',
      '@module-federation/error-codes',
      '@module-federation/error-codes/browser',
      '@module-federation/inject-external-runtime-core-plugin',
    ].flatMap((name) => {
      const esm = fileURLToPath(import.meta.resolve(name));
      return [
        [`${name}$`, esm],
        [require.resolve(name), esm],
      ];
    }),
  );
}

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string,string>, host?: boolean,
 *           runtimePlugins?: string[], title?: string }} opts
 */
export function federatedApp({ dir, name, port, exposes, host = false, runtimePlugins = [], title }) {
  return (_env, argv) => {
    const isDev = argv.mode !== 'production';
    return {
      context: dir,
      mode: isDev ? 'development' : 'production',
      entry: { main: './src/index.ts' },
      // Production maps are written for error tooling but not linked from the bundles (and the static
      // servers do not serve *.map): the full source is never public.
      devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      target: ['web', 'es2022'],
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // react-router's package exports only name its development build (dev-only warnings included);
        // the production build ships beside it.
        alias: {
          ...federationRuntimeAsModules(),
          ...(isDev
            ? {}
            : {
                'react-router$': require
                  .resolve('react-router')
                  .replace(/development([\\/])index\.m?js$/, 'production$1index.mjs'),
              }),
        },
      },
      module: {
        rules: [browserScriptRule(isDev), { test: /\.(png|svg|jpe?g|webp|woff2?)$/i, type: 'asset' }],
      },
      // sideEffects off in development: with it on, the federation runtime's helper exports are dropped
      // from dev builds ("__exportAll is not a function") and a remote cannot run standalone.
      optimization: {
        runtimeChunk: false,
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(isDev ? { sideEffects: false } : {}),
        // zod (the forms' and some pages' schemas) in a chunk of its own: the default vendor grouping
        // put it in one chunk with lucide's icon base, which every page needs, so the dashboard (no
        // schema at all) downloaded it too (+25 KB gzip, measured with `npm run bench`).
        splitChunks: {
          cacheGroups: {
            zod: {
              test: /[\\/]node_modules[\\/]zod[\\/]/,
              name: 'zod',
              chunks: 'async',
              priority: 20,
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
          remotes: {},
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // The host ships the federation runtime once; production remotes use it instead of bundling
          // their own copy (~30 KB gzip each). A remote served standalone in development keeps its own.
          // Remotes load no remotes themselves, so they also drop the runtime's remote-loading and
          // manifest-snapshot code; nothing here runs in Node, so the SDK's Node paths go too.
          experiments: host
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : isDev
              ? {}
              : {
                  externalRuntime: true,
                  optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                },
        }),
        new rspack.HtmlRspackPlugin({
          // The shell has its own page; every remote's standalone page is the same template.
          template: host ? path.join(dir, 'index.html') : path.join(import.meta.dirname, 'standalone.html'),
          title: title ?? name,
          templateParameters: { title: title ?? name },
          scriptLoading: 'module',
          // The shell's page is served at every route, /invite/<token> included: its scripts are named
          // from the site's root, not relative to the route (which would ask for /invite/main.js).
          ...(host ? { publicPath: '/' } : {}),
          minify: !isDev,
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
        }),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
      },
    };
  };
}
