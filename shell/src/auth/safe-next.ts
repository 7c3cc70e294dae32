// Where to go after signing in. Only a path on this site is honoured: anything else (`//evil.example`,
// `https://…`, `/\evil`, `/.//evil`) could turn the sign-in page into an open redirect.
export const AFTER_SIGN_IN = '/dashboard';

const authPaths = new Set(['/login', '/register']);

export function safeNext(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return AFTER_SIGN_IN;
  const origin = 'http://heirloom.invalid';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return AFTER_SIGN_IN;
  }
  // The checks above look at the raw text; dot segments can still make the parsed path start with "//"
  // (`/.//evil.example`), which the router would take for another host. Going "back" to a sign-in
  // screen would only bounce a signed-in user around.
  if (url.origin !== origin || url.pathname.startsWith('//') || authPaths.has(url.pathname)) {
    return AFTER_SIGN_IN;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in URL that brings the visitor back to `pathAndSearch` afterwards. */
export function loginUrl(pathAndSearch: string): string {
  return `/login?next=${encodeURIComponent(pathAndSearch)}`;
}
