// `Content-Disposition: attachment` for any file name the user gave (RFC 6266): an ASCII fallback in
// `filename` (quotes, backslashes, control and non-ASCII characters replaced) and the exact name in
// `filename*` (RFC 8187 percent-encoding), so no name can break the header or add another one.

/** Characters RFC 8187's attr-char allows unencoded. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeExtValue(name: string): string {
  let out = '';
  for (const byte of Buffer.from(name, 'utf8')) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'document';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
