// Which upstream answers a request (ARCHITECTURE.md "Gateway"): the AI service takes /api/ai/* and
// POST /api/recommendations/generate, the API every other /api/*, the remotes' servers their
// /remotes/<name>/ assets; everything else is the shell.
export type RemoteKey = 'marketing' | 'wealth' | 'advisory';
export const REMOTE_KEYS: readonly RemoteKey[] = ['marketing', 'wealth', 'advisory'];

export type Destination =
  | { kind: 'ai' }
  | { kind: 'api' }
  | { kind: 'remote'; remote: RemoteKey; path: string }
  | { kind: 'remotes-json' }
  | { kind: 'shell' };

/** Uploads (documents, CSV imports): the calls whose body may be larger than GATEWAY_MAX_BODY_BYTES. */
export function isUpload(method: string, pathname: string): boolean {
  return method === 'POST' && (pathname === '/api/documents' || pathname === '/api/imports');
}

export function route(method: string, pathname: string): Destination {
  if (pathname === '/api/ai' || pathname.startsWith('/api/ai/')) return { kind: 'ai' };
  if (method === 'POST' && pathname === '/api/recommendations/generate') return { kind: 'ai' };
  if (pathname === '/api' || pathname.startsWith('/api/')) return { kind: 'api' };
  if (pathname === '/remotes.json') return { kind: 'remotes-json' };
  const m = /^\/remotes\/(marketing|wealth|advisory)(\/.*)?$/.exec(pathname);
  if (m) return { kind: 'remote', remote: m[1] as RemoteKey, path: m[2] ?? '/' };
  return { kind: 'shell' };
}
