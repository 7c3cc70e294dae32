// Error text from the model's server may quote the request or the key (OpenAI's 401 does, partly
// masked). Anything logged or shown goes through here first.

/** Removes the key and anything shaped like an OpenAI key; caps the length. */
export function redactSecrets(text: string, secret: string | undefined, maxLength = 300): string {
  let clean = text;
  if (secret) clean = clean.split(secret).join('[redacted]');
  clean = clean.replace(/\bsk-[A-Za-z0-9_*-]{6,}/g, '[redacted]');
  clean = clean.replace(/(bearer\s+)\S+/gi, '$1[redacted]');
  return clean.length > maxLength ? `${clean.slice(0, maxLength)}...` : clean;
}
