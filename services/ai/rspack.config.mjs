import { nodeService } from '../../tools/rspack/node-service.mjs';

export default nodeService({ dir: import.meta.dirname, entries: { main: './src/main.ts' } });
