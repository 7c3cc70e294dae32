// PUBLIC_ORIGINS, read by the gateway (tools/serve) and by the API and AI services (libs/server's
// same-origin check) with this one rule. Here, not in libs/server, so the gateway reads it without
// pulling in Nest.

/**
 * PUBLIC_ORIGINS: the origins the site is reached at, comma-separated (`https://heirloom.example`, no
 * path), in the form a browser sends them (scheme and host lower case, no default port, no trailing
 * slash); empty or unset is none.
 */
export function parsePublicOrigins(raw: string | undefined): readonly string[] {
  return (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || origin.replace(/\/$/, '').toLowerCase() !== url.origin)
        throw new Error(
          `PUBLIC_ORIGINS must be origins (scheme://host[:port]), comma-separated: "${origin}" is not`,
        );
      return url.origin;
    });
}
