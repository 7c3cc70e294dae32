// Node services (NestJS API and AI, the static servers) are bundled into one CommonJS file with every
// npm dependency left external: our workspace libs (TypeScript source) get compiled in, the installed
// packages are required at runtime (Nest 12 is ESM-only; Node >= 20.19 can require() it).
import path from 'node:path';
import { nodeSwc } from './swc.mjs';

/** @param {{ dir: string, entries: Record<string,string> }} opts */
export function nodeService({ dir, entries }) {
  return (_env, argv) => ({
    context: dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    target: 'node20',
    entry: entries,
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].cjs',
      chunkFilename: '[name].chunk.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    externalsPresets: { node: true },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        // Bundle relative files and our own @heirloom/* libs; leave every other package to node_modules.
        if (
          !request ||
          request.startsWith('.') ||
          path.isAbsolute(request) ||
          request.startsWith('@heirloom/')
        ) {
          return callback();
        }
        return callback(undefined, `commonjs ${request}`);
      },
    ],
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: nodeSwc,
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: false, nodeEnv: false },
    node: { __dirname: false, __filename: false },
    performance: { hints: false },
  });
}
