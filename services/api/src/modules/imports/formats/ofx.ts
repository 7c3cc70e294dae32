// OFX statements: 1.x (SGML: a header of KEY:VALUE lines, and elements whose values are not closed) and
// 2.x (XML), QFX being OFX with Intuit's tags. The kept parsers on npm were tried: ofx-js and
// node-ofx-parser turn SGML into XML by regular expressions and fail without saying where (a `<` in a
// memo breaks ofx-js), node-ofx-parser needs fast-xml-parser 3, and ofx-data-extractor refused a valid
// 1.02 file with aggregates on one line. This reader is small and strict: an element followed by text is
// a value (its closing tag optional), any other must be closed, and every error names its line and tag.
import Decimal from 'decimal.js';
import { isoOfParts } from './dates';

export interface OfxTransaction {
  /** The bank's id of the transaction: the duplicate key. */
  fitId: string;
  /** TRNTYPE: DEBIT, CREDIT, POS, CHECK, ... */
  type: string;
  /** DTPOSTED's day, "YYYY-MM-DD" (as the bank wrote it; its zone is not applied). */
  date: string;
  /** TRNAMT as a decimal string, negative for money out. */
  amount: string;
  name: string;
  memo: string;
  checkNumber: string | null;
  line: number;
}

export interface OfxStatement {
  kind: 'bank' | 'creditCard';
  account: { accountId: string; bankId: string | null; accountType: string | null };
  currency: string | null;
  transactions: OfxTransaction[];
}

export interface OfxFile {
  version: 1 | 2;
  /** Intuit's QFX tags are present. */
  qfx: boolean;
  header: Record<string, string>;
  statements: OfxStatement[];
}

export type OfxResult =
  { ok: true; file: OfxFile } | { ok: false; error: { line: number; tag: string | null; message: string } };

interface Element {
  name: string;
  line: number;
  value?: string;
  children: Element[];
}

class OfxError extends Error {
  constructor(
    readonly line: number,
    readonly tag: string | null,
    message: string,
  ) {
    super(message);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const lineAt = (text: string, index: number, base: number) => {
  let line = base;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/** The body from `<OFX>` on, as a tree. `base` is the line the body starts on. */
function readBody(body: string, base: number): Element {
  const root: Element = { name: '', line: base, children: [] };
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1] as Element;
  const tag = /<(\/?)([A-Z0-9._]+)\s*>|<!--[\s\S]*?-->/g;
  // What came just before: an element opened, a value read (for which element), or anything else.
  let previous: { kind: 'open' } | { kind: 'value'; element: Element } | { kind: 'other' } = {
    kind: 'other',
  };
  let cursor = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(body))) {
    const between = body.slice(cursor, match.index);
    cursor = tag.lastIndex;
    if (between.trim() !== '') {
      const line = lineAt(
        body,
        match.index - between.length + (between.length - between.trimStart().length),
        base,
      );
      if (previous.kind !== 'open')
        throw new OfxError(line, null, `text outside an element: ${between.trim().slice(0, 40)}`);
      // Text after an opening tag makes that element a value; its closing tag is optional.
      const element = stack.pop() as Element;
      element.value = decode(between.trim());
      previous = { kind: 'value', element };
    }
    if (match[0].startsWith('<!--')) continue;
    const line = lineAt(body, match.index, base);
    const [, closing, name = ''] = match;
    if (!closing) {
      const element: Element = { name, line, children: [] };
      top().children.push(element);
      stack.push(element);
      previous = { kind: 'open' };
      continue;
    }
    if (previous.kind === 'value' && previous.element.name === name) {
      previous = { kind: 'other' };
      continue;
    }
    const open = top();
    if (open === root) throw new OfxError(line, name, `</${name}> closes nothing`);
    if (open.name !== name)
      throw new OfxError(line, name, `</${name}> found where <${open.name}> (line ${open.line}) is open`);
    // <MEMO></MEMO>: an empty value.
    if (previous.kind === 'open') open.value = '';
    stack.pop();
    previous = { kind: 'other' };
  }
  const rest = body.slice(cursor);
  if (rest.trim() !== '')
    throw new OfxError(
      lineAt(body, cursor + (rest.length - rest.trimStart().length), base),
      null,
      'text after the last tag',
    );
  if (stack.length > 1) {
    const open = top();
    throw new OfxError(open.line, open.name, `<${open.name}> is never closed`);
  }
  return root;
}

const child = (element: Element, name: string) => element.children.find((c) => c.name === name);
const value = (element: Element, name: string) => child(element, name)?.value;
function* all(element: Element, name: string): Generator<Element> {
  for (const c of element.children) {
    if (c.name === name) yield c;
    else yield* all(c, name);
  }
}

function required(element: Element, name: string): string {
  const text = value(element, name);
  if (text === undefined || text === '')
    throw new OfxError(element.line, name, `<${element.name}> has no <${name}>`);
  return text;
}

/** OFX dates: YYYYMMDD, then optional time, fraction and [offset:zone]. */
function ofxDate(element: Element, name: string): string {
  const text = required(element, name);
  const match = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\[[^\]]*\])?$/.exec(
    text,
  );
  const iso = match ? isoOfParts(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  if (!iso)
    throw new OfxError(child(element, name)?.line ?? element.line, name, `<${name}> is not a date: ${text}`);
  return iso;
}

/** OFX amounts have one decimal mark, a point or (in some European files) a comma, and no thousands. */
function ofxAmount(element: Element, name: string): string {
  const text = required(element, name);
  const match = /^([+-]?)(\d*)(?:[.,](\d+))?$/.exec(text);
  if (!match || (match[2] === '' && match[3] === undefined)) {
    throw new OfxError(
      child(element, name)?.line ?? element.line,
      name,
      `<${name}> is not an amount: ${text}`,
    );
  }
  const [, sign, whole, fraction] = match;
  const amount = new Decimal(
    `${sign === '-' ? '-' : ''}${whole || '0'}${fraction === undefined ? '' : `.${fraction}`}`,
  );
  return (amount.isZero() ? new Decimal(0) : amount).toFixed();
}

function statementOf(element: Element): OfxStatement {
  const kind = element.name === 'CCSTMTRS' ? 'creditCard' : 'bank';
  const from = child(element, kind === 'bank' ? 'BANKACCTFROM' : 'CCACCTFROM');
  if (!from)
    throw new OfxError(
      element.line,
      kind === 'bank' ? 'BANKACCTFROM' : 'CCACCTFROM',
      `<${element.name}> names no account`,
    );
  const list = child(element, 'BANKTRANLIST');
  const transactions = list
    ? [...list.children.filter((c) => c.name === 'STMTTRN')].map((t) => ({
        fitId: required(t, 'FITID'),
        type: value(t, 'TRNTYPE') ?? '',
        date: ofxDate(t, 'DTPOSTED'),
        amount: ofxAmount(t, 'TRNAMT'),
        name:
          value(t, 'NAME') ?? (child(t, 'PAYEE') ? (value(child(t, 'PAYEE') as Element, 'NAME') ?? '') : ''),
        memo: value(t, 'MEMO') ?? '',
        checkNumber: value(t, 'CHECKNUM') ?? null,
        line: t.line,
      }))
    : [];
  return {
    kind,
    account: {
      accountId: required(from, 'ACCTID'),
      bankId: value(from, 'BANKID') ?? null,
      accountType: value(from, 'ACCTTYPE') ?? null,
    },
    currency: value(element, 'CURDEF') ?? null,
    transactions,
  };
}

const V1_HEADER_KEYS = ['OFXHEADER', 'DATA', 'VERSION'];

/** Reads the header; answers the version, the header values and where the body starts. */
function readHeader(text: string): { version: 1 | 2; header: Record<string, string>; bodyAt: number } {
  const lines = text.split('\n');
  const header: Record<string, string> = {};
  let offset = 0;
  let i = 0;
  while (i < lines.length && (lines[i] ?? '').trim() === '') offset += (lines[i++] ?? '').length + 1;
  const first = (lines[i] ?? '').trim();
  if (first.startsWith('<?xml') || first.startsWith('<?OFX')) {
    const pi = /<\?OFX\s+([^?]*)\?>/.exec(text);
    if (!pi) throw new OfxError(i + 1, 'OFX', 'the <?OFX ...?> header is missing');
    for (const [, key, val] of pi[1]?.matchAll(/([A-Z]+)="([^"]*)"/g) ?? []) header[key ?? ''] = val ?? '';
    const piLine = lineAt(text, pi.index, 1);
    if (header.OFXHEADER !== '200')
      throw new OfxError(piLine, 'OFXHEADER', `OFXHEADER must be 200, not ${header.OFXHEADER ?? 'missing'}`);
    if (!/^2\d\d$/.test(header.VERSION ?? ''))
      throw new OfxError(piLine, 'VERSION', `VERSION must be 2xx, not ${header.VERSION ?? 'missing'}`);
    const bodyAt = text.indexOf('<OFX>');
    if (bodyAt === -1) throw new OfxError(lineAt(text, text.length, 1), 'OFX', 'there is no <OFX> element');
    return { version: 2, header, bodyAt };
  }
  // 1.x: KEY:VALUE lines up to a blank line, then the body.
  for (; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const line = raw.trim();
    if (line === '' || line.startsWith('<')) break;
    const match = /^([A-Z]+):(.*)$/.exec(line);
    if (!match) throw new OfxError(i + 1, null, `header line "${line.slice(0, 40)}" is not KEY:VALUE`);
    header[match[1] ?? ''] = (match[2] ?? '').trim();
    offset += raw.length + 1;
  }
  for (const key of V1_HEADER_KEYS) {
    if (header[key] === undefined) throw new OfxError(i + 1, key, `the header has no ${key}`);
  }
  if (header.OFXHEADER !== '100')
    throw new OfxError(1, 'OFXHEADER', `OFXHEADER must be 100, not ${header.OFXHEADER}`);
  if (header.DATA !== 'OFXSGML') throw new OfxError(2, 'DATA', `DATA must be OFXSGML, not ${header.DATA}`);
  if (!/^1\d\d$/.test(header.VERSION ?? ''))
    throw new OfxError(3, 'VERSION', `VERSION must be 1xx, not ${header.VERSION}`);
  const bodyAt = text.indexOf('<OFX>', offset);
  if (bodyAt === -1) throw new OfxError(i + 1, 'OFX', 'there is no <OFX> element after the header');
  return { version: 1, header, bodyAt };
}

/** Reads an OFX or QFX statement file (text already decoded). */
export function readOfx(input: string): OfxResult {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  try {
    const { version, header, bodyAt } = readHeader(text);
    const root = readBody(text.slice(bodyAt), lineAt(text, bodyAt, 1));
    const ofx = root.children[0];
    if (!ofx || ofx.name !== 'OFX' || root.children.length > 1)
      throw new OfxError(lineAt(text, bodyAt, 1), 'OFX', 'the file must hold one <OFX> element');
    const statements = [...all(ofx, 'STMTRS'), ...all(ofx, 'CCSTMTRS')].map(statementOf);
    if (statements.length === 0) {
      const investment = all(ofx, 'INVSTMTRS').next().value as Element | undefined;
      throw new OfxError(
        investment?.line ?? ofx.line,
        investment ? 'INVSTMTRS' : 'STMTRS',
        investment ? 'investment statements are not read yet' : 'the file holds no bank or card statement',
      );
    }
    return {
      ok: true,
      file: { version, qfx: all(ofx, 'INTU.BID').next().done === false, header, statements },
    };
  } catch (error) {
    if (error instanceof OfxError)
      return { ok: false, error: { line: error.line, tag: error.tag, message: error.message } };
    throw error;
  }
}
