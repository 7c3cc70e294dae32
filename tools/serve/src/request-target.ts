// Validates the request target before anything routes on it. A malformed target answers 4xx here;
// nothing after this point sees `//`, `\`, bad percent-encoding, control characters or absolute URLs.
import { HttpError } from './http-answers';

export interface RequestTarget {
  /** Normalized by the WHATWG URL rules (dot segments resolved), still percent-encoded. */
  pathname: string;
  /** '' or '?…' */
  search: string;
}

// Characters allowed raw in a path (RFC 3986 pchar, '/', '%'); everything else is refused. The query
// is only checked for control characters and spaces: browsers leave `|`, `{`, `^`… unencoded there.
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const BAD_QUERY_CHARS = /[\u0000-\u0020\u007f#]/;

export function parseRequestTarget(raw: string | undefined, maxLength: number): RequestTarget {
  if (!raw) throw new HttpError(400, 'Bad request');
  if (raw.length > maxLength) throw new HttpError(414, 'URI too long');
  // Origin-form only: no absolute URLs (proxy requests), no `*`, no protocol-relative `//host`.
  if (!raw.startsWith('/')) throw new HttpError(400, 'Bad request');
  const q = raw.indexOf('?');
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  const rawQuery = q === -1 ? '' : raw.slice(q);
  if (!PATH_CHARS.test(rawPath) || rawPath.includes('//') || BAD_QUERY_CHARS.test(rawQuery)) {
    throw new HttpError(400, 'Bad request');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new HttpError(400, 'Bad request');
  }
  // Encoded NUL, control characters or backslashes have no place in a path of this site.
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) throw new HttpError(400, 'Bad request');
  let url: URL;
  try {
    url = new URL(raw, 'http://edge.invalid');
  } catch {
    throw new HttpError(400, 'Bad request');
  }
  return { pathname: url.pathname, search: url.search };
}
