// Security headers for HTML documents. Scripts may come from this origin and the remotes' origins
// (a remote's entry may be an absolute CDN URL), plus the page's own inline scripts by hash (the
// theme script that runs before first paint); no other inline script and no eval. Styles allow
// 'unsafe-inline' because emotion inserts <style> tags at runtime. No page may be framed.
import { createHash } from 'node:crypto';

/** The origin of an absolute entry URL; none for a same-origin path like /remotes/x/mf-manifest.json. */
export function entryOrigin(entry: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) && !entry.startsWith('//')) return null;
  try {
    return new URL(entry, 'https://same-origin.invalid').origin;
  } catch {
    return null;
  }
}

/** 'sha256-…' sources for every inline <script> (no src) in the document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    const code = m[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || code.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(html: string, remoteOrigins: readonly string[] = []): string {
  const others = [...new Set(remoteOrigins)];
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...others, ...inlineScriptHashes(html))}`,
    `style-src 'self' 'unsafe-inline'`,
    `connect-src ${list("'self'", ...others)}`,
    `img-src 'self' data:`,
    `font-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Headers every HTML document gets. */
export function htmlDocumentHeaders(
  html: string,
  remoteOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, remoteOrigins),
    'X-Frame-Options': 'DENY',
  };
}
