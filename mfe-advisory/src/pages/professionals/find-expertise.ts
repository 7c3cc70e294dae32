// The find-expertise search (spec section 2, "answers with a canned message and makes no call"), made
// useful: it looks through the user's own network, and when no one fits it names the kind of
// professional the need calls for. Pure functions over the list already on the page: no API call.
import { professionalTypeLabel, type ProfessionalRow, type ProfessionalType } from '@heirloom/contracts';

/** The fields the search reads; notes stay private to the row and are not searched. */
export type Searchable = Pick<ProfessionalRow, 'name' | 'type' | 'firm' | 'specialty'>;

export type ExpertiseAnswer<P extends Searchable> =
  /** Nothing typed (or only filler words): nothing to say. */
  | { kind: 'idle' }
  /** People whose name, firm, type or specialty contain every word of the need. */
  | { kind: 'found'; matches: P[] }
  /** No words matched, but the need calls for a type the network has: those people. */
  | { kind: 'type-in-network'; type: ProfessionalType; matches: P[] }
  /** No one fits; the need calls for this type, which the network lacks. */
  | { kind: 'missing-type'; type: ProfessionalType }
  /** No one fits and the need names no type we can tell. */
  | { kind: 'no-match' };

// Words that say nothing about the need ("I need help with my taxes" searches for "taxes").
const fillers = new Set(
  'a an and are can do for find from get help i im in is looking me my need of on or our some someone the to who with'.split(
    ' ',
  ),
);

/** Lower-cased words of a need, fillers removed; punctuation splits words except inside "k-1". */
export function needWords(need: string): string[] {
  return need
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word && !fillers.has(word));
}

function haystack(p: Searchable): string {
  return [p.name, p.firm, p.type.replace(/_/g, ' '), professionalTypeLabel(p.type), p.specialty]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** A word matches as typed or without its plural "s" ("attorneys" finds an Attorney). */
const contains = (text: string, word: string) =>
  text.includes(word) || (word.length > 3 && word.endsWith('s') && text.includes(word.slice(0, -1)));

/** People whose name, firm, type (or its label) and specialty together contain every word of the need. */
export function searchNetwork<P extends Searchable>(need: string, network: readonly P[]): P[] {
  const words = needWords(need);
  if (words.length === 0) return [];
  return network.filter((p) => {
    const text = haystack(p);
    return words.every((word) => contains(text, word));
  });
}

// Which type a need calls for, by its words. Order breaks ties: "tax return" is a CPA's before a tax
// specialist's, "home loan" a mortgage broker's before a loan officer's, "power of attorney" an estate
// planner's before a litigator's.
const needRules: readonly (readonly [ProfessionalType, RegExp])[] = [
  [
    'estate_planner',
    // "will" only as a document ("my will", "a living will"), never the verb ("who will help").
    /\b((my|a|the|our|living|new|update|updated|write|draft|redo) will|wills|trusts?|trustees?|estates?|inherit\w*|heirs?|probate|beneficiar\w*|power of attorney|guardian\w*|legacy)\b/g,
  ],
  [
    'cpa',
    /\b(tax returns?|returns? filing|file (my |our )?(taxes|returns?)|deductions?|deductible|audits?|accounting|accountants?|bookkeep\w*|cpas?|1040s?|payroll)\b/g,
  ],
  ['tax_specialist', /\b(tax\w*|irs|k-?1s?|multi-state|back taxes|tax liens?)\b/g],
  ['mortgage_broker', /\b(mortgages?|refinanc\w*|refi|home loans?|heloc|down payment|pre-?approv\w*)\b/g],
  [
    'insurance_agent',
    /\b(insur\w*|life polic(y|ies)|polic(y|ies)|coverage|premiums?|claims?|annuit\w*|umbrella|underwrit\w*)\b/g,
  ],
  [
    'financial_advisor',
    /\b(invest\w*|portfolios?|retire\w*|401 ?k|ira|roth|stocks?|bonds?|wealth|financial plan\w*|advisors?|savings plan|college savings|529)\b/g,
  ],
  ['loan_officer', /\b(loans?|lend\w*|borrow\w*|line of credit|credit line|financing|sba)\b/g],
  [
    'attorney',
    /\b(legal|laws?|lawyers?|attorneys?|contracts?|lawsuits?|sue|sued|suing|litigation|court|llc|incorporat\w*|lease agreements?)\b/g,
  ],
];

/** The professional type a need calls for, or null when its words name none. */
export function typeForNeed(need: string): ProfessionalType | null {
  // All the words (fillers tell "my will" from "will help"); "real estate" is property, not an estate plan.
  const text = ` ${need.toLowerCase().replace(/[^a-z0-9-]+/g, ' ')} `.replace(/ real estate /g, ' property ');
  let best: ProfessionalType | null = null;
  let bestHits = 0;
  for (const [type, rule] of needRules) {
    const hits = text.match(rule)?.length ?? 0;
    if (hits > bestHits) {
      best = type;
      bestHits = hits;
    }
  }
  return best;
}

/** The search's whole answer: who in the network fits, else which type to look for. */
export function findExpertise<P extends Searchable>(need: string, network: readonly P[]): ExpertiseAnswer<P> {
  if (needWords(need).length === 0) return { kind: 'idle' };
  const matches = searchNetwork(need, network);
  if (matches.length > 0) return { kind: 'found', matches };
  const type = typeForNeed(need);
  if (!type) return { kind: 'no-match' };
  const ofType = network.filter((p) => p.type === type);
  return ofType.length > 0
    ? { kind: 'type-in-network', type, matches: ofType }
    : { kind: 'missing-type', type };
}

/** "a CPA", "an Estate Planner". */
export function withArticle(type: ProfessionalType): string {
  const label = professionalTypeLabel(type);
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
}

/** The sentence the search card shows for an answer (null when idle). */
export function expertiseMessage(answer: ExpertiseAnswer<Searchable>): string | null {
  switch (answer.kind) {
    case 'idle':
      return null;
    case 'found':
      return answer.matches.length === 1
        ? '1 professional in your network matches.'
        : `${answer.matches.length} professionals in your network match.`;
    case 'type-in-network':
      return `No one matches those words, but this calls for ${withArticle(answer.type)}. From your network:`;
    case 'missing-type':
      return `No one in your network matches. For this, look for ${withArticle(answer.type)}.`;
    case 'no-match':
      return 'No one in your network matches. Try a name, a firm or a specialty, or add a professional.';
  }
}
