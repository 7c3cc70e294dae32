import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/** The monorepo root: the nearest folder above this file (or the cwd) holding nx.json. */
export function repoRoot(): string {
  for (const start of [__dirname, process.cwd()]) {
    let dir = start;
    while (dir !== path.dirname(dir)) {
      if (existsSync(path.join(dir, 'nx.json'))) return dir;
      dir = path.dirname(dir);
    }
  }
  return process.cwd();
}

export function listen(
  server: http.Server,
  port: number,
  host: string,
  label: string,
  info: Record<string, string>,
): void {
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(`[${label}] ${err.code === 'EADDRINUSE' ? `port ${port} is already in use` : err.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const shown = host.includes(':') ? `[${host}]` : host;
    console.log(`[${label}] listening on http://${shown}:${port} ${JSON.stringify(info)}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
