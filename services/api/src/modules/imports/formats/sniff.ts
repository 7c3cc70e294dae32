// Which kind of bank file this is, by its content whatever its name says: OFX (1.x SGML or 2.x XML),
// QFX (OFX with Intuit's tags), QIF, or CSV; anything else is named as neither, with why.

export type FileFormat = 'csv' | 'ofx' | 'qfx' | 'qif';

export type Sniffed =
  | { format: FileFormat }
  /** `encoding`: UTF-16 text, which the CSV reader already names. */
  | { format: 'unknown'; reason: 'empty' | 'binary' | 'encoding' | 'markup' | 'not-delimited' };

/** Bytes read to tell the format. */
const HEAD_BYTES = 64 * 1024;

// Files a statement is often confused with.
const BINARY_STARTS: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // zip: .xlsx, .numbers
  [0xd0, 0xcf, 0x11, 0xe0], // .xls
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

function headText(input: string | Uint8Array): string | { reason: 'binary' | 'encoding' } {
  if (typeof input === 'string') return input.slice(0, HEAD_BYTES);
  const head = input.subarray(0, HEAD_BYTES);
  if (BINARY_STARTS.some((start) => start.every((byte, i) => head[i] === byte))) return { reason: 'binary' };
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    return { reason: 'encoding' };
  if (head.includes(0)) return { reason: 'binary' };
  // The signatures are ASCII; OFX 1.x is often Windows-1252, so no UTF-8 check here.
  return new TextDecoder('latin1').decode(head);
}

/** The delimiter the file's lines use most consistently (summary lines above the header aside). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 50);
  let best: ',' | ';' | '\t' = ',';
  let bestScore = [0, 0];
  for (const delimiter of [',', ';', '\t'] as const) {
    // The lines sharing this delimiter's most common count, then that count: a decimal comma gives one
    // comma a line, where the delimiter gives one a column.
    const counts = new Map<number, number>();
    for (const line of lines) {
      const count = line.split(delimiter).length - 1;
      if (count > 0) counts.set(count, (counts.get(count) ?? 0) + 1);
    }
    const [count = 0, agreeing = 0] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [];
    const [bestAgreeing = 0, bestCount = 0] = bestScore;
    if (agreeing > bestAgreeing || (agreeing === bestAgreeing && count > bestCount)) {
      best = delimiter;
      bestScore = [agreeing, count];
    }
  }
  return best;
}

export function sniffFormat(input: string | Uint8Array): Sniffed {
  const head = headText(input);
  if (typeof head !== 'string') return { format: 'unknown', reason: head.reason };
  if (head.includes('\u0000')) return { format: 'unknown', reason: 'binary' };
  const text = head.replace(/^(\uFEFF|ï»¿)/, '').trimStart();
  if (text === '') return { format: 'unknown', reason: 'empty' };
  const ofx = /^OFXHEADER\s*:/i.test(text) || /^<\?xml[^>]*>\s*<\?OFX/i.test(text) || /^<OFX>/i.test(text);
  if (ofx) return { format: /<INTU\.BID>/i.test(head) ? 'qfx' : 'ofx' };
  if (/^!(Type|Account|Option)\b/i.test(text)) return { format: 'qif' };
  if (/^<(!doctype|html|\?xml|[a-z])/i.test(text) || /^[{[]/.test(text))
    return { format: 'unknown', reason: 'markup' };
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const delimiter = detectDelimiter(text);
  const delimited = lines.filter((line) => line.includes(delimiter)).length;
  // A statement with one summary line above its rows still counts; prose with a comma here and there not.
  return delimited >= 1 && delimited * 2 >= lines.length
    ? { format: 'csv' }
    : { format: 'unknown', reason: 'not-delimited' };
}
