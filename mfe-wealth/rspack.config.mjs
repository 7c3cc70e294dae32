import { federatedApp } from '../tools/rspack/federated-app.mjs';

// A remote: builds alone into dist/ (remoteEntry.js + mf-manifest.json); the shell finds it at runtime.
export default federatedApp({
  dir: import.meta.dirname,
  name: 'mfe_wealth',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
  title: 'Heirloom — Wealth (standalone)',
});
