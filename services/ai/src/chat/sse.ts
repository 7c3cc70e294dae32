export { EventStream, SSE_HEARTBEAT_MS } from '@heirloom/server';
