// A port nothing listens on right now, for suites that start a service in its own process.
//
// Chosen below the kernel's ephemeral range (net.ipv4.ip_local_port_range, 32768-60999 by default),
// not by listen(0): `npm test` runs two projects' suites at once, and the other one's supertest
// servers (listen(0)) and outgoing connections take ephemeral ports all the time. A port from
// listen(0) is free when this answers but can be taken before the child binds it; then the child
// fails to start while its health check is answered by the other suite's server.
import { createServer } from 'node:net';

const LOW = 20_000;
const HIGH = 32_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`);
}
