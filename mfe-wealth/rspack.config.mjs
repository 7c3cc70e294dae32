import { federatedApp } from '../tools/rspack/federated-app.mjs';
import { withWorkers } from '../tools/rspack/worker-bundle.mjs';

// A remote: builds alone into dist/ (remoteEntry.js + mf-manifest.json); the shell finds it at runtime.
const app = federatedApp({
  dir: import.meta.dirname,
  name: 'mfe_wealth',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
  title: 'Heirloom — Wealth (standalone)',
});

// The retirement what-ifs' Web Worker, a bundle of its own outside federation (tools/rspack/worker-bundle.mjs).
export default async (env, argv) =>
  withWorkers(app(env, argv), { WHAT_IF_WORKER: './src/pages/retirement/what-if.worker.ts' });
