import { nodeService } from '../rspack/node-service.mjs';
export default nodeService({
  dir: import.meta.dirname,
  entries: { gateway: './src/gateway.ts', 'remote-server': './src/remote-server.ts' },
});
