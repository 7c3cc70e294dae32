// How an answer is judged against the oracle's expectation. The lead is the answer's first paragraph,
// and, when that paragraph ends with a colon, the paragraph it introduces (a figure's list: "Your net
// worth is $X:" and its bullets). A figure counts only in the lead: a figure buried in a long summary
// further down is not an answer to the question.
import type { Expected } from './oracle';

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
      return lead.includes('?') && !notOnFile(answer)
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
  }
}
