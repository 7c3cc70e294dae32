import { MAX_DOCUMENT_REQUEST_BYTES } from '@heirloom/contracts';
import { defaultEdgeLimits, edgeLimitsFromEnv } from './edge-limits';
import { gatewayConfigFromEnv, gatewayStartFromEnv } from './gateway-config';

describe('gateway config', () => {
  it('defaults to the local services and remotes, same-origin entries and the default limits', () => {
    // SHELL_DIST given: its default is found from the bundle's own folder, which these ESM tests lack.
    const config = gatewayConfigFromEnv({ SHELL_DIST: '/srv/shell/' });
    expect(config.apiUrl.href).toBe('http://127.0.0.1:3100/');
    expect(config.aiUrl.href).toBe('http://127.0.0.1:3200/');
    expect(config.remotes.map((remote) => [remote.name, remote.upstream.href, remote.entry])).toEqual([
      ['mfe_marketing', 'http://127.0.0.1:3001/', '/remotes/marketing/mf-manifest.json'],
      ['mfe_wealth', 'http://127.0.0.1:3002/', '/remotes/wealth/mf-manifest.json'],
      ['mfe_advisory', 'http://127.0.0.1:3003/', '/remotes/advisory/mf-manifest.json'],
    ]);
    expect(config).toMatchObject({
      limits: defaultEdgeLimits,
      scheme: 'http',
      serveSourceMaps: false,
      firstPaintTimeoutMs: 300,
    });
    expect(config.shellDist).toBe('/srv/shell');
  });

  it('reads the URLs, ports and entries, the scheme and the first paint timeout', () => {
    const config = gatewayConfigFromEnv({
      SHELL_DIST: '/srv/shell',
      API_PORT: '4100',
      AI_URL: 'http://ai:9',
      MFE_WEALTH_URL: 'http://wealth.internal',
      MFE_ADVISORY_PORT: '4003',
      MFE_MARKETING_ENTRY: 'https://cdn.example/marketing/mf-manifest.json',
      GATEWAY_SCHEME: 'https',
      SERVE_SOURCE_MAPS: '1',
      GATEWAY_FIRST_PAINT_TIMEOUT_MS: '500',
      GATEWAY_MAX_URL_LENGTH: '4096',
    });
    expect(config.apiUrl.href).toBe('http://127.0.0.1:4100/');
    expect(config.aiUrl.href).toBe('http://ai:9/');
    expect(config.remotes.map((remote) => remote.upstream.href)).toEqual([
      'http://127.0.0.1:3001/',
      'http://wealth.internal/',
      'http://127.0.0.1:4003/',
    ]);
    expect(config.remotes[0]!.entry).toBe('https://cdn.example/marketing/mf-manifest.json');
    expect(config).toMatchObject({ scheme: 'https', serveSourceMaps: true, firstPaintTimeoutMs: 500 });
    expect(config.limits).toEqual({ ...defaultEdgeLimits, maxUrlLength: 4096 });
  });

  it('listens on PORT, else SHELL_PORT, else 3000, at HOST (127.0.0.1 by default)', () => {
    const start = (env: Record<string, string>) => gatewayStartFromEnv({ SHELL_DIST: '/srv/shell', ...env });
    expect(start({})).toMatchObject({ port: 3000, host: '127.0.0.1' });
    expect(start({ SHELL_PORT: '4000' })).toMatchObject({ port: 4000 });
    expect(start({ PORT: '0', SHELL_PORT: '4000', HOST: '0.0.0.0' })).toMatchObject({
      port: 0,
      host: '0.0.0.0',
    });
    expect(() => start({ PORT: 'eighty' })).toThrow('PORT must be a port number (0-65535), got "eighty"');
  });

  it('names every bad variable in one error', () => {
    const start = () =>
      gatewayConfigFromEnv({ API_URL: 'not a url', GATEWAY_MAX_BODY_BYTES: '-1', MFE_WEALTH_PORT: 'x' });
    expect(start).toThrow('API_URL must be a URL, got "not a url"');
    expect(start).toThrow('GATEWAY_MAX_BODY_BYTES must be a positive whole number, got "-1"');
    expect(start).toThrow('MFE_WEALTH_PORT must be a port number (0-65535), got "x"');
  });
});

describe('edge limits', () => {
  it("are the defaults unless a GATEWAY_* variable says otherwise, uploads the API's own limit", () => {
    expect(edgeLimitsFromEnv({})).toEqual(defaultEdgeLimits);
    expect(defaultEdgeLimits.maxUploadBytes).toBe(MAX_DOCUMENT_REQUEST_BYTES);
    expect(
      edgeLimitsFromEnv({ GATEWAY_UPSTREAM_TIMEOUT_MS: '1000', GATEWAY_REQUEST_TIMEOUT_MS: '' }),
    ).toEqual({
      ...defaultEdgeLimits,
      upstreamHeadersTimeoutMs: 1000,
    });
  });

  it('refuses anything but a whole number from 1, naming each bad variable', () => {
    const start = () => edgeLimitsFromEnv({ GATEWAY_HEADERS_TIMEOUT_MS: '0', GATEWAY_MAX_URL_LENGTH: '8k' });
    expect(start).toThrow('GATEWAY_HEADERS_TIMEOUT_MS must be a positive whole number, got "0"');
    expect(start).toThrow('GATEWAY_MAX_URL_LENGTH must be a positive whole number, got "8k"');
  });
});

describe('PUBLIC_ORIGINS', () => {
  it("defaults to the gateway's own origins on this machine, and takes a list of origins", () => {
    expect(gatewayStartFromEnv({ SHELL_DIST: '/srv/shell', PORT: '4100' }).config.publicOrigins).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
    ]);
    expect(
      gatewayStartFromEnv({
        SHELL_DIST: '/srv/shell',
        PUBLIC_ORIGINS: 'https://heirloom.example, https://www.heirloom.example/',
      }).config.publicOrigins,
    ).toEqual(['https://heirloom.example', 'https://www.heirloom.example']);
    expect(() => gatewayStartFromEnv({ PUBLIC_ORIGINS: 'https://heirloom.example/app' })).toThrow(
      /PUBLIC_ORIGINS must be origins \(scheme:\/\/host\[:port\]\), comma-separated: "https:\/\/heirloom.example\/app" is not/,
    );
    // A browser sends the scheme and host in lower case: an origin written otherwise still matches.
    expect(
      gatewayStartFromEnv({ SHELL_DIST: '/srv/shell', PUBLIC_ORIGINS: 'https://Heirloom.example' }).config
        .publicOrigins,
    ).toEqual(['https://heirloom.example']);
  });
});

describe('GATEWAY_TRUSTED_PROXIES', () => {
  it('trusts nobody by default, and takes IPv4 and IPv6 CIDRs', () => {
    expect(gatewayConfigFromEnv({ SHELL_DIST: '/srv/shell' }).trustedProxies).toBeUndefined();
    const trusted = gatewayConfigFromEnv({
      SHELL_DIST: '/srv/shell',
      GATEWAY_TRUSTED_PROXIES: ' 10.0.0.0/8 , fd00::/8',
    }).trustedProxies!;
    expect(trusted.check('10.42.0.7', 'ipv4')).toBe(true);
    expect(trusted.check('fd00::7', 'ipv6')).toBe(true);
    expect(trusted.check('192.168.0.7', 'ipv4')).toBe(false);
  });

  it.each([
    '10.0.0/8',
    '10.0.0.0',
    '10.0.0.0/33',
    'fd00::/129',
    '0.0.0.0/0',
    'ingress-nginx',
    '10.0.0.0/8/8',
  ])('refuses "%s" at start, in the one error that names every bad variable', (bad) => {
    const start = () =>
      gatewayStartFromEnv({ GATEWAY_TRUSTED_PROXIES: `172.16.0.0/12,${bad}`, API_URL: 'not a url' });
    expect(start).toThrow(`GATEWAY_TRUSTED_PROXIES must be comma-separated CIDRs`);
    expect(start).toThrow(`got "${bad}"`);
    expect(start).toThrow('API_URL must be a URL, got "not a url"');
  });
});
