// How an answer is judged against the oracle's expectation. The lead is the answer's first paragraph,
// and, when that paragraph ends with a colon, the paragraph it introduces (a figure's list: "Your net
// worth is $X:" and its bullets). A figure counts only in the lead: a figure buried in a long summary
// further down is not an answer to the question.
import type { Expected, Spelling } from './oracle';

export interface Verdict {
  pass: boolean;
  /** Why it failed, in a few words; empty when it passed. */
  why: string;
}

export function leadOf(answer: string): string {
  const paragraphs = answer.trim().split(/\n\s*\n/);
  const first = paragraphs[0] ?? '';
  return /:\s*$/.test(first) && paragraphs[1] ? `${first}\n\n${paragraphs[1]}` : first;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The figure stands on its own: "$5.00" is not found in "$15.00", nor "5%" in "17.5%"; a symbol is a
 * whole word in its own case ("BA" is not in "Bank").
 */
export function mentions(text: string, figure: string): boolean {
  const pattern = /^[A-Za-z]/.test(figure)
    ? `\\b${escape(figure)}\\b`
    : `(?<![\\d.,])${escape(figure)}(?![\\d])`;
  return new RegExp(pattern).test(text);
}

const notOnFile = (answer: string) => /^I don['\u2019]t see\b/.test(answer.trim());
/** An answer that says it did not understand the question: its figures are a fallback overview. */
const notUnderstood = (lead: string) =>
  /\b(couldn['\u2019]t|could not|can['\u2019]t|cannot) match\b/i.test(lead);

export function judge(answer: string, expected: Expected): Verdict {
  const lead = leadOf(answer);
  switch (expected.kind) {
    case 'not_on_file':
      return notOnFile(answer)
        ? { pass: true, why: '' }
        : { pass: false, why: `did not start "I don't see": ${lead.slice(0, 90)}` };
    case 'clarify':
      // A question back, not the answer to a question not understood (whose suggestions end with "?").
      return lead.includes('?') && !notOnFile(answer) && !/^I can only answer\b/.test(answer.trim())
        ? { pass: true, why: '' }
        : { pass: false, why: `asked nothing back: ${lead.slice(0, 90)}` };
    case 'figures': {
      if (notOnFile(answer)) return { pass: false, why: 'said not on file' };
      if (notUnderstood(lead)) return { pass: false, why: `not understood: ${lead.slice(0, 90)}` };
      const missing = expected.figures.filter((figure) =>
        figure instanceof RegExp
          ? !figure.test(lead)
          : typeof figure === 'string'
            ? !mentions(lead, figure)
            : !figure.some((spelling) => mentions(lead, spelling)),
      );
      if (missing.length === 0) return { pass: true, why: '' };
      const shown = missing.map((m) =>
        typeof m === 'string' ? m : m instanceof RegExp ? m.source : m.join('|'),
      );
      return {
        pass: false,
        why: `lead lacks ${shown.join(', ')}: ${lead.replace(/\s+/g, ' ').slice(0, 110)}`,
      };
    }
    default:
      return judgeNewKind(answer, expected);
  }
}

// ---------- the new corpus's semantics (issue 33) ----------

/**
 * The answer's first sentence: its first line, up to the first full stop, question or exclamation mark
 * that ends a sentence (not the one inside "$1,234.56", "U.S." or "St.").
 */
export function firstSentence(answer: string): string {
  const line = answer.trim().split('\n')[0] ?? '';
  const end = /[.!?](?=\s|$)/g;
  for (let m = end.exec(line); m; m = end.exec(line)) {
    const before = line.slice(0, m.index + 1);
    if (/(?:\b[A-Z]\.|\b(?:St|Inc|Co|Corp|Mr|Mrs|Ms|Dr|Jr|Sr|No|vs|approx|e\.g|i\.e)\.)$/.test(before))
      continue;
    return before;
  }
  return line;
}

const flat = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/\*\*/g, '');
/** Where a name first appears, case aside, as whole words; -1 when it does not. */
function nameAt(text: string, name: Spelling): number {
  if (name instanceof RegExp) return flat(text).search(name);
  const spellings = typeof name === 'string' ? [name] : name;
  const at = spellings
    .map((s) => flat(text).search(new RegExp(`(?<![\\w])${escape(flat(s))}(?![\\w])`, 'i')))
    .filter((i) => i >= 0);
  return at.length === 0 ? -1 : Math.min(...at);
}
/** Where a figure first appears on its own ("$5.00" is not in "$15.00"); -1 when it does not. */
function figureAt(text: string, figure: Spelling): number {
  if (figure instanceof RegExp) return text.search(figure);
  const spellings = typeof figure === 'string' ? [figure] : figure;
  const at = spellings
    .map((f) => {
      const pattern = /^[A-Za-z]/.test(f) ? `\\b${escape(f)}\\b` : `(?<![\\d.,])${escape(f)}(?![\\d])`;
      return text.search(new RegExp(pattern));
    })
    .filter((i) => i >= 0);
  return at.length === 0 ? -1 : Math.min(...at);
}
const shownOf = (s: Spelling) => (typeof s === 'string' ? s : s instanceof RegExp ? s.source : s.join('|'));
const brief = (text: string, n = 110) => text.replace(/\s+/g, ' ').slice(0, n);

function judgeNewKind(answer: string, expected: Expected): Verdict {
  const lead = leadOf(answer);
  const first = firstSentence(answer);
  if (notOnFile(answer)) return { pass: false, why: 'said not on file' };
  switch (expected.kind) {
    case 'exact': {
      const missing = expected.figures.filter((f) => figureAt(first, f) < 0);
      return missing.length === 0
        ? { pass: true, why: '' }
        : { pass: false, why: `first sentence lacks ${missing.map(shownOf).join(', ')}: ${brief(first)}` };
    }
    case 'winner': {
      const at = nameAt(first, expected.name);
      if (at < 0)
        return {
          pass: false,
          why: `first sentence lacks the winner ${shownOf(expected.name)}: ${brief(first)}`,
        };
      if (figureAt(first, expected.figure) < 0) {
        return { pass: false, why: `first sentence lacks ${shownOf(expected.figure)}: ${brief(first)}` };
      }
      const earlier = expected.rivals.filter((r) => {
        const i = nameAt(first, r);
        return i >= 0 && i < at;
      });
      return earlier.length === 0
        ? { pass: true, why: '' }
        : { pass: false, why: `named ${earlier.join(', ')} before the winner: ${brief(first)}` };
    }
    case 'count': {
      const missing = [
        ...(expected.count.test(flat(lead)) ? [] : [expected.count.source]),
        ...expected.names.filter((n) => nameAt(lead, n) < 0).map(shownOf),
      ];
      return missing.length === 0
        ? { pass: true, why: '' }
        : { pass: false, why: `lead lacks ${missing.join(', ')}: ${brief(lead)}` };
    }
    case 'compound': {
      const missing = expected.parts.flat().filter((f) => figureAt(lead, f) < 0);
      if (missing.length > 0) {
        return { pass: false, why: `lead lacks ${missing.map(shownOf).join(', ')}: ${brief(lead)}` };
      }
      const starts = expected.parts.map((part) => Math.min(...part.map((f) => figureAt(lead, f))));
      const inOrder = starts.every((s, i) => i === 0 || s > starts[i - 1]!);
      return inOrder ? { pass: true, why: '' } : { pass: false, why: `parts out of order: ${brief(lead)}` };
    }
    case 'ask_back': {
      const missing = expected.candidates.filter((c) => nameAt(lead, c) < 0);
      if (!lead.includes('?')) return { pass: false, why: `asked nothing back: ${brief(lead, 90)}` };
      return missing.length === 0
        ? { pass: true, why: '' }
        : { pass: false, why: `asked back without ${missing.map(shownOf).join(', ')}: ${brief(lead)}` };
    }
    default:
      return { pass: false, why: `no judge for ${expected.kind}` };
  }
}

/** Words of the parser's own that a family should never read. */
const PARSER_WORDS = [
  /\bI found no (?:category|merchant)\b/i,
  /\bno (?:category|merchant) (?:or (?:category|merchant) )?match(?:es|ing)\b/i,
  /\bmatching ['"\u2018\u201c]/i,
];

/**
 * The new corpus's judge: the entry's own expectation (the figure kinds of the old corpus, judged as
 * before, and the stricter new ones), and for every entry: no parser words anywhere in the reply, and no
 * "couldn't match" in a reply that is expected to give figures.
 */
export function judgeStrict(answer: string, expected: Expected): Verdict {
  const leak = PARSER_WORDS.find((words) => words.test(answer));
  if (leak) return { pass: false, why: `parser words: ${brief(answer.slice(answer.search(leak)), 90)}` };
  const givesFigures = !['not_on_file', 'clarify', 'ask_back'].includes(expected.kind);
  if (givesFigures && /\b(couldn['\u2019]t|could not|can['\u2019]t|cannot) match\b/i.test(answer)) {
    return { pass: false, why: `says it couldn't match: ${brief(answer, 90)}` };
  }
  return judge(answer, expected);
}
