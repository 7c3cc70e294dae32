// Reads an uploaded CSV from its spool file as a stream of records: never the whole file in memory. The
// bytes must be UTF-8 text (a UTF-8 byte-order mark is fine); a binary file, UTF-16 or another encoding
// is refused with a clear message instead of being read as garbage. The delimiter is the one the file's
// first lines agree on (comma, semicolon or tab: European bank exports use semicolons), so a title or
// balance line above the header does not decide it.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { importMessages, MAX_IMPORT_ROWS } from '@heirloom/contracts';
import { ValidationFailedException } from '@heirloom/server';
import { parse, CsvError } from 'csv-parse';
import { detectDelimiter } from './formats/sniff';

export interface CsvRecord {
  /** The record's first line in the file (the header is line 1). */
  line: number;
  cells: string[];
}

export interface OpenedCsv {
  header: string[];
  /** The header's line in the file. */
  headerLine: number;
  /** The records after the header, in order (blank lines skipped). */
  records: AsyncIterable<CsvRecord>;
  /** Stops reading (the file is closed); safe to call twice. */
  close(): void;
}

/** The file's problem, as a 400 on the file field. */
export const fileError = (message: string) => new ValidationFailedException([{ path: 'file', message }]);

/** Longest single record read (characters): a file with no line breaks is not read whole. */
const MAX_RECORD_CHARS = 64 * 1024;

// Formats a CSV is often confused with: refused by content, whatever the name says.
const BINARY_STARTS: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // zip: .xlsx, .docx, .numbers
  [0xd0, 0xcf, 0x11, 0xe0], // .xls, .doc
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x4d, 0x5a], // Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
];

/** Why the first bytes cannot start a UTF-8 CSV, or null. */
export function headProblem(head: Buffer): string | null {
  if (head.length === 0) return importMessages.empty;
  if (BINARY_STARTS.some((start) => start.every((byte, i) => head[i] === byte))) return importMessages.notCsv;
  // UTF-16 (either byte order) and UTF-32 are text, but not UTF-8.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return importMessages.encoding;
  }
  if (head.includes(0)) return importMessages.notCsv;
  return null;
}

/** Decodes UTF-8 strictly, chunk by chunk: an invalid byte sequence is an error, never U+FFFD. */
function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    decodeStrings: true,
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(fileError(importMessages.encoding));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(fileError(importMessages.encoding));
      }
    },
  });
}

function readError(error: unknown): unknown {
  if (error instanceof ValidationFailedException) return error;
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines;
    const reason =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted cell is never closed'
        : error.code === 'CSV_MAX_RECORD_SIZE'
          ? 'a row is far too long'
          : 'a quote is out of place';
    return fileError(`${importMessages.malformed}: ${reason}${line ? ` (line ${line})` : ''}`);
  }
  return error;
}

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Opens the spooled CSV: its header is read and checked, the records follow as they are parsed. With
 * `headerLine`, the records above that line (a statement's title or balance summary) are passed over.
 */
export async function openCsv(filePath: string, { headerLine = 1 } = {}): Promise<OpenedCsv> {
  const head = await readHead(filePath);
  const problem = headProblem(head);
  if (problem) throw fileError(problem);
  // The delimiter most lines agree on, so a summary line above the header does not decide it.
  const delimiter = detectDelimiter(head.toString('utf8'));

  const source = createReadStream(filePath);
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    info: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  const decoder = strictUtf8();
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= readError(error);
    parser.destroy();
  };
  source.on('error', fail);
  decoder.on('error', fail);
  source.pipe(decoder).pipe(parser);
  const close = () => {
    source.destroy();
    parser.destroy();
  };

  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<{
    record: string[];
    info: { lines: number };
  }>;
  const next = async () => {
    try {
      const result = await iterator.next();
      if (failure) throw failure;
      return result;
    } catch (error) {
      close();
      throw failure ?? readError(error);
    }
  };

  let first = await next();
  while (!first.done && lineOf(first.value) < headerLine) first = await next();
  if (first.done || first.value.record.every((cell) => cell === '')) {
    close();
    throw fileError(importMessages.empty);
  }
  const header = first.value.record.map((cell) => cell.trim());
  const firstLine = lineOf(first.value);

  async function* records(): AsyncGenerator<CsvRecord> {
    let count = 0;
    try {
      for (;;) {
        const result = await next();
        if (result.done) return;
        if (++count > MAX_IMPORT_ROWS) throw fileError(importMessages.tooManyRows);
        yield { line: lineOf(result.value), cells: result.value.record };
      }
    } finally {
      close();
    }
  }
  return { header, headerLine: firstLine, records: records(), close };
}

/** A record's first line: info.lines is the line it ends on, further only by quoted line breaks. */
function lineOf({ record, info }: { record: string[]; info: { lines: number } }): number {
  return info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
}
