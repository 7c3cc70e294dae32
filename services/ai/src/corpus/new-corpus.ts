// The new corpus (issue 33): questions of the kinds the advisor missed when a stranger asked them, in
// families' own words, each labelled by hand with what it means as oracle calls (the oracle never parses
// the text), and judged by the stricter semantics of judge.ts's judgeStrict. Its entries live in two
// halves chosen at random (questions-dev-2.ts and questions-heldout.ts); this module holds what both
// share: the kinds, the entry builders, the expectations, and the families as the new corpus sees them.
import type { Professional } from '@heirloom/contracts';
import { castellanoFamily, pikeFamily } from './families';
import { dec, exactMoney, percentSpellings, rate } from './money';
import {
  accountExtreme,
  accountNamed,
  budgetOf,
  businessNamed,
  coverageOf,
  creditOwed,
  federalTax,
  holdingOf,
  k1Income,
  losers,
  netWorthParts,
  placementNamed,
  premiums,
  professionalsOf,
  propertyAt,
  propertyEquity,
  shareOf,
  spent,
  streetName,
  totalUnrealizedLoss,
  typeTotal,
  budgetRoomExtreme,
  categoryExtreme,
  CLARIFY,
  countOf,
  holdingGainExtreme,
  holdingLossExtreme,
  holdingValueExtreme,
  merchantExtreme,
  NOT_ON_FILE,
  propertyGainExtreme,
  type Expected,
  type OracleFamily,
  type PeriodOf,
  type Spelling,
  type Winner,
} from './oracle';
import type { CorpusEntry, FamilyKey } from './questions';
import { syntheticFamily, type LoadedFamily } from './run';

export const newKinds = [
  'compound',
  'count',
  'superlative',
  'period',
  'follow_up',
  'older_miss',
  'not_on_file',
  // Issue 36's planning questions (the LP measures, retirement, the forecast), written into dev-3 after
  // the halves were split: a development kind only, which the held-out half does not have.
  'planning',
] as const;
export type NewKind = (typeof newKinds)[number];
export type NewEntry = CorpusEntry<NewKind>;

export type Expect = (f: OracleFamily) => Expected;
type Ask = (family: FamilyKey, kind: NewKind, question: string, expect: Expect) => void;
/**
 * A conversation: its first question is context only (asked earlier, not judged); every later turn is a
 * follow_up entry that carries all the questions before it, oldest first, as the chat passes them.
 */
type Talk = (family: FamilyKey, chain: string, opening: string, ...turns: [string, Expect][]) => void;

export function newCorpusOf(write: (ask: Ask, talk: Talk) => void): NewEntry[] {
  const entries: NewEntry[] = [];
  write(
    (family, kind, question, expect) => entries.push({ family, kind, question, expect }),
    (family, chain, opening, ...turns) => {
      const asked = [opening];
      for (const [question, expect] of turns) {
        entries.push({ family, kind: 'follow_up', question, expect, earlier: [...asked], chain });
        asked.push(question);
      }
    },
  );
  return entries;
}

// ---------- the families ----------

const professional = (
  id: string,
  name: string,
  type: Professional['type'],
  firm: string,
  specialty: string,
): Professional => ({
  id,
  userId: 'corpus-user',
  name,
  type,
  firm,
  email: null,
  phone: null,
  specialty,
  rating: null,
  notes: null,
});

/**
 * The Castellanos with their advisors (the old corpus's family has none): two CPAs, a financial
 * advisor and the wills' attorney. Only the new corpus sees this network.
 */
export const castellanoAdvisors: Professional[] = [
  professional('pro-1', 'Lena Whitaker', 'cpa', 'Gem State Tax Group', 'Family returns and K-1s'),
  professional('pro-2', 'Marcus Oyelaran', 'cpa', 'Oyelaran & Finch CPAs', 'The design studio’s books'),
  professional('pro-3', 'Dana Kruger', 'financial_advisor', 'Sawtooth Wealth', 'Retirement planning'),
  professional('pro-4', 'Evelyn Hollis', 'attorney', 'Hollis & Pratt', 'Wills and trusts'),
];

export const newCorpusFamilies = (): LoadedFamily[] => [
  syntheticFamily('rich', {
    ...castellanoFamily,
    data: { ...castellanoFamily.data, professionals: castellanoAdvisors },
  }),
  syntheticFamily('small', pikeFamily),
];

// ---------- expectations ----------

export const exact =
  (...figures: ((f: OracleFamily) => Spelling)[]): Expect =>
  (f) => ({ kind: 'exact', figures: figures.map((g) => g(f)) });
export const count =
  (n: (f: OracleFamily) => number, nouns: string, names: (f: OracleFamily) => Spelling[]): Expect =>
  (f) => ({ kind: 'count', count: countOf(n(f), nouns), names: names(f) });
export const compound =
  (...parts: ((f: OracleFamily) => Spelling[])[]): Expect =>
  (f) => ({ kind: 'compound', parts: parts.map((p) => p(f)) });
export const askBack =
  (...candidates: Spelling[]): Expect =>
  () => ({ kind: 'ask_back', candidates });
export const notOnFile: Expect = () => NOT_ON_FILE;
export const clarify: Expect = () => CLARIFY;

/** Ways a winner's name may be written: its own name, and the nicknames given here. */
const nicknames: Record<string, string[]> = {
  VOO: ['Vanguard S&P 500 ETF', 'S&P 500'],
  VTI: ['Vanguard Total Stock Market ETF', 'Total Stock Market'],
  BND: ['Vanguard Total Bond Market ETF', 'Total Bond Market'],
  PFE: ['Pfizer'],
  BA: ['Boeing'],
  SBUX: ['Starbucks'],
  COST: ['Costco'],
  AMD: ['Advanced Micro Devices'],
  ARKK: ['ARK Innovation'],
  'Food & Dining': ['Food and Dining'],
  'Andrés Castellano': ['Andrés', 'Andres'],
  'Sawtooth Growth Partners II': ['Sawtooth'],
};
const spellingsOf = (name: string): string[] => [name, ...(nicknames[name] ?? [])];

/** A superlative: the winner's name and its figure in the first sentence, before any rival. */
export const winner =
  (
    pick: (f: OracleFamily) => Winner,
    figure: (w: Winner) => Spelling = (w) => exactMoney(w.figure),
  ): Expect =>
  (f) => {
    const w = pick(f);
    return { kind: 'winner', name: spellingsOf(w.name), figure: figure(w), rivals: w.rivals };
  };
export const mostIn = (types?: readonly string[]) => winner((f) => accountExtreme(f, 'max', types));
export const leastIn = (types?: readonly string[]) => winner((f) => accountExtreme(f, 'min', types));
export const propertyGain = (which: 'max' | 'min') => winner((f) => propertyGainExtreme(f, which));
export const propertyGainPercent = (which: 'max' | 'min') =>
  winner(
    (f) => propertyGainExtreme(f, which, true),
    (w) => [
      ...percentSpellings(w.figure.toDecimalPlaces(1).toString()),
      `${w.figure.toDecimalPlaces(2).toFixed(2)}%`,
    ],
  );
export const lostMost = winner((f) => holdingLossExtreme(f, 'max'));
export const lostLeast = winner((f) => holdingLossExtreme(f, 'min'));
export const gainedMost = winner((f) => holdingGainExtreme(f, 'max'));
export const biggestHolding = winner((f) => holdingValueExtreme(f, 'max'));
export const smallestHolding = winner((f) => holdingValueExtreme(f, 'min'));
export const topCategory = (period: PeriodOf) => winner((f) => categoryExtreme(f, period, 'max'));
export const bottomCategory = (period: PeriodOf) => winner((f) => categoryExtreme(f, period, 'min'));
export const topMerchant = (period: PeriodOf) => winner((f) => merchantExtreme(f, period, 'max'));
export const mostRoom = winner((f) => budgetRoomExtreme(f, 'max'));
export const leastRoom = winner((f) => budgetRoomExtreme(f, 'min'));

// ---------- figures, each as the first sentence must write it ----------

type Figure = (f: OracleFamily) => Spelling;
/** A part of a compound question: its figures. */
export const part =
  (...figures: Figure[]) =>
  (f: OracleFamily): Spelling[] =>
    figures.map((g) => g(f));

export const spendF =
  (period: PeriodOf, category?: string, merchant?: string): Figure =>
  (f) =>
    exactMoney(spent(f, { period, ...(category && { category }), ...(merchant && { merchant }) }));
export const spending = (period: PeriodOf, category?: string, merchant?: string) =>
  exact(spendF(period, category, merchant));
export const netWorthF: Figure = (f) => exactMoney(netWorthParts(f).netWorth);
export const liquidF: Figure = (f) => exactMoney(netWorthParts(f).liquid);
export const equityF: Figure = (f) => exactMoney(netWorthParts(f).equity);
export const balanceF =
  (name: string): Figure =>
  (f) =>
    exactMoney(dec(accountNamed(f, name).balance).abs());
export const typeTotalF =
  (type: string): Figure =>
  (f) =>
    exactMoney(typeTotal(f, type).abs());
export const mortgageF =
  (lender: string, field: 'currentBalance' | 'monthlyPayment' | 'interestRate'): Figure =>
  (f) => {
    const m = f.data.mortgages.filter((x) => x.lender.toLowerCase().includes(lender.toLowerCase()));
    if (m.length !== 1) throw new Error(`The oracle expected one mortgage from ${lender}`);
    return field === 'interestRate' ? rate(m[0]!.interestRate) : exactMoney(m[0]![field]);
  };
export const homeEquityF =
  (words: string): Figure =>
  (f) =>
    exactMoney(propertyEquity(f, words));
export const homeF =
  (words: string, field: 'currentValue' | 'purchasePrice'): Figure =>
  (f) =>
    exactMoney(propertyAt(f, words)[field]);
export const homeGainF =
  (words: string): Figure =>
  (f) => {
    const p = propertyAt(f, words);
    return exactMoney(dec(p.currentValue).minus(p.purchasePrice));
  };
export const holdingValueF =
  (symbol: string): Figure =>
  (f) =>
    exactMoney(holdingOf(f, symbol).value);
export const holdingChangeF =
  (symbol: string): Figure =>
  (f) =>
    exactMoney(holdingOf(f, symbol).gain.abs());
export const fedTaxF =
  (year: number): Figure =>
  (f) =>
    exactMoney(federalTax(f, year));
export const k1F =
  (year: number): Figure =>
  (f) =>
    exactMoney(k1Income(f, year));
export const stateTaxF =
  (year: number, form: string): Figure =>
  (f) => {
    const t = f.data.taxDocuments.filter((x) => x.taxYear === year && x.documentType === form);
    if (t.length !== 1) throw new Error(`The oracle expected one ${form} for ${year}`);
    return exactMoney(t[0]!.totalTax ?? '0');
  };
export const coverageF =
  (type: string): Figure =>
  (f) =>
    exactMoney(coverageOf(f, type));
export const premiumF =
  (type?: string): Figure =>
  (f) =>
    exactMoney(premiums(f, type));
export const budgetF =
  (category: string, field: 'left' | 'spent' | 'budget'): Figure =>
  (f) =>
    exactMoney(budgetOf(f, category)[field].abs());
export const placementF =
  (words: string, field: 'currentValue' | 'initialInvestment' | 'distributionsMade'): Figure =>
  (f) =>
    exactMoney(placementNamed(f, words)[field] ?? '0');
export const businessF =
  (words: string): Figure =>
  (f) =>
    exactMoney(businessNamed(f, words).currentValuation);
export const shareF =
  (firstName: string): Figure =>
  (f) =>
    shareOf(f, firstName);
export const creditOwedF: Figure = (f) => exactMoney(creditOwed(f));
export const totalUnrealizedLossF: Figure = (f) => exactMoney(totalUnrealizedLoss(f));

/** Names of the family's own rows, for counts. */
export const names = {
  providers: (f: OracleFamily, type?: string) => [
    ...new Set(f.data.insurance.filter((p) => !type || p.policyType === type).map((p) => p.provider)),
  ],
  accounts: (f: OracleFamily, type?: string) =>
    f.data.accounts.filter((a) => !type || a.accountType === type).map((a) => a.name),
  streets: (f: OracleFamily) => f.data.properties.map((p) => streetName(p.address)),
  lenders: (f: OracleFamily) => f.data.mortgages.map((m) => m.lender),
  beneficiaries: (f: OracleFamily) => f.data.beneficiaries.map((b) => b.name),
  losers: (f: OracleFamily) => losers(f).map((h) => h.symbol),
  professionals: (f: OracleFamily, type: string) => professionalsOf(f, type).map((p) => p.name),
  placements: (f: OracleFamily) => f.data.privatePlacements.map((p) => p.name),
};

export { exactMoney, percentSpellings, rate };
