// Entry of tools/serve/dist/gateway.cjs. Env: HOST (default 127.0.0.1), PORT, SHELL_DIST, API_URL,
// AI_URL, MFE_<NAME>_URL / _PORT / _ENTRY, GATEWAY_* limits: the table in gateway-config.ts; RELEASES_DIR
// (released remotes under /releases/: releases.ts).
import { createGateway } from './create-gateway';
import { gatewayStartFromEnv } from './gateway-config';
import { releasesDirFromEnv, serveReleases } from './releases';
import { listen } from './server-utils';

const { config, port, host } = gatewayStartFromEnv();
const releases = releasesDirFromEnv();
listen(
  serveReleases(createGateway({ ...config, releasesDir: releases }), releases, config.limits.maxUrlLength),
  port,
  host,
  'gateway',
  {
    shell: config.shellDist,
    api: config.apiUrl.href,
    ai: config.aiUrl.href,
    remotes: config.remotes.map((r) => `${r.key}=${r.upstream.href}`).join(' '),
    entries: config.remotes.map((r) => `${r.key}=${r.entry}`).join(' '),
    releases,
  },
);
