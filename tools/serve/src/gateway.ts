// Entry of tools/serve/dist/gateway.cjs. Env: HOST (default 127.0.0.1), PORT, SHELL_DIST, API_URL,
// AI_URL, MFE_<NAME>_URL / _PORT / _ENTRY, GATEWAY_* limits (edge-limits.ts).
import { createGateway } from './create-gateway';
import { gatewayConfigFromEnv } from './gateway-config';
import { listen } from './server-utils';

const env = process.env;
const config = gatewayConfigFromEnv(env);
listen(
  createGateway(config),
  Number(env.PORT ?? env.SHELL_PORT ?? 3000),
  env.HOST ?? '127.0.0.1',
  'gateway',
  {
    shell: config.shellDist,
    api: config.apiUrl.href,
    ai: config.aiUrl.href,
    remotes: config.remotes.map((r) => `${r.key}=${r.upstream.href}`).join(' '),
  },
);
