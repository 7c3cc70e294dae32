import { federatedApp } from '../tools/rspack/federated-app.mjs';

// The host: knows no remote at build time; it reads remotes.json at runtime (src/federation).
export default federatedApp({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Heirloom — Digital Family Office',
});
