// GET /metrics in Prometheus's text format, on a port of its own (AI_METRICS_PORT): the gateway routes
// every /api/ai/* path to this service, so a route there would be public; this listener is reached only
// by what the network policy lets in (a Prometheus or an adapter, docs/deployment.md). Off unless set.
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  // A scrape never keeps the process from exiting at shutdown.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
