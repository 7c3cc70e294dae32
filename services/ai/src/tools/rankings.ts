// Which of the family's things is largest or smallest by a measure, and how many there are with their
// names: "which account holds the most", "which property has gained the most since we bought it",
// "which holding lost the most in dollars", "our biggest spending category this year", "which budget has
// the most room left", "how many policies do we have, and with whom", "how many CPAs, and who". `run`
// ranks the rows with decimal arithmetic; `render` names the winner first with its exact figure.
import { compareMoney, sumMoney, toMoneyString, type TransactionSummary } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { professionalLabel } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatMoneyInFull, formatRate, listOf, plural } from '../facts/format';
import { isPeriodSpec, resolvePeriod } from '../facts/periods';
import { defineTool } from './tool';

export const rankedSets = [
  'accounts',
  'properties',
  'mortgages',
  'holdings',
  'categories',
  'merchants',
  'budgets',
  'policies',
  // The companies the policies are with, one each however many policies it holds: "how many insurers".
  'insurers',
  'professionals',
  'beneficiaries',
  'placements',
  'businesses',
] as const;
export type RankedSet = (typeof rankedSets)[number];

export const rankMeasures = [
  'balance',
  'value',
  'equity',
  'gain',
  // The gain in percent of what was paid: "gained the least in percentage terms".
  'gain_percent',
  'loss',
  'spending',
  'room_left',
  'over',
  'spent',
  'coverage',
  'premium',
  'rate',
  'payment',
  'share',
  'price',
  'distributions',
] as const;
export type RankMeasure = (typeof rankMeasures)[number];

/** The measure each set is ranked by when none is asked. */
export const DEFAULT_MEASURE: Readonly<Record<RankedSet, RankMeasure>> = {
  accounts: 'balance',
  properties: 'value',
  mortgages: 'balance',
  holdings: 'value',
  categories: 'spending',
  merchants: 'spending',
  budgets: 'room_left',
  policies: 'coverage',
  insurers: 'coverage',
  professionals: 'value',
  beneficiaries: 'share',
  placements: 'value',
  businesses: 'value',
};

const rankArguments = z.strictObject({
  set: z.enum(rankedSets).describe("Which of the family's things to rank or count."),
  by: z
    .enum(rankMeasures)
    .optional()
    .describe(
      "The measure: balance (accounts, mortgages), value, equity, price (what was paid: a property's purchase price, a holding's cost basis, a placement's initial investment), distributions (placements: paid out to the family), gain (dollars since purchase: properties, holdings, placements; negative is a loss), gain_percent (that gain in percent of what was paid), loss (holdings below cost only, by dollars lost), spending (categories over the period), room_left, over or spent (budgets), coverage or premium (policies, insurers: their policies' sums), rate or payment (mortgages), share (beneficiaries). The set's usual measure when left out.",
    ),
  order: z
    .enum(['largest', 'smallest', 'count'])
    .describe(
      'largest or smallest: the winner first, then the runners-up; count: how many, with every name.',
    ),
  type: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .optional()
    .describe(
      'Only things of this type: an account type (checking, savings, credit, investment), a policy type (life, property, liability, umbrella), a professional type (cpa, attorney, ...), a property type or whether a property is mortgaged or owned outright.',
    ),
  name: z
    .string()
    .trim()
    .min(2)
    .max(100)
    .optional()
    .describe(
      'Only the thing of this name (an account, an address, a lender, a symbol...): its figure for the measure.',
    ),
  names: z
    .array(z.string().trim().min(2).max(100))
    .min(2)
    .max(10)
    .optional()
    .describe(
      'For largest or smallest: only these things (each named as with `name`), ranked among themselves ("which of those two is worth more").',
    ),
  period: z
    .string()
    .refine(isPeriodSpec, 'Not a period this tool knows')
    .optional()
    .describe(
      'For categories and merchants: the period (as get_spending takes it); the last 12 months when left out.',
    ),
  account: z
    .string()
    .trim()
    .min(2)
    .max(100)
    .optional()
    .describe('For holdings: only those held in this account (its name or institution).'),
  total: z
    .boolean()
    .optional()
    .describe(
      'For a count: also what the things counted come to together by the measure ("how many properties do we own and what are they worth all together").',
    ),
  gap: z
    .boolean()
    .optional()
    .describe(
      'With `names` of two things: how far apart their figures are ("how much more is in the Ally one"), the larger first.',
    ),
  place: z
    .number()
    .int()
    .min(1)
    .max(50)
    .optional()
    .describe(
      'For largest or smallest: which place in the ranking to answer (2: the runner-up, "the second biggest"; 3: the next one). 1 when left out.',
    ),
});

interface Item {
  name: string;
  /** The measure, a decimal string (money, a percent or a rate). */
  figure: string;
  /** What else to say of it: "Chase, checking". */
  detail: string;
}

export type RankResult = {
  set: RankedSet;
  by: RankMeasure;
  order: 'largest' | 'smallest' | 'count';
  type: string | null;
  /** The one thing asked about, when one was named. */
  name: string | null;
  /** How the period reads ("in October 2026"), for categories. */
  period: string | null;
  count: number;
  /** Ranked, winner first (every item for a count, in the order they rank). */
  /** `shown`: the figure as the reply writes it ("$402,318.77", "6.125%"), for the model to quote. */
  items: { name: string; figure: string; shown: string; detail: string }[];
  /** The place asked for (2: the runner-up), when not the winner's. */
  place: number | null;
  /** For holdings: the account they were asked of. */
  account: string | null;
  /** The things ranked among themselves, when only some were asked about. */
  names?: string[];
  /** Asked how far apart the two named things are. */
  gap?: boolean;
  /** A count: also what the things counted come to together. */
  total?: boolean;
};

/** The merchants a ranking reads: the API's largest by expenses (its most is 50). */
export const TOP_MERCHANTS = 50;

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const minus = (a: string, b: string) => toMoneyString(new Exact(a).minus(b).toFixed());
/** The gain from `paid` to `now` in percent of `paid` (0 when nothing was paid). */
const percentGain = (now: string, paid: string) =>
  new Exact(paid).isZero() ? '0' : new Exact(now).minus(paid).div(paid).times(100).toFixed();

/** Money in full, to the cent, never abbreviated. */
export const fullMoney = (value: string) => formatMoneyInFull(value);

const PERCENT_MEASURES: readonly RankMeasure[] = ['share', 'gain_percent'];
const written = (by: RankMeasure, figure: string) =>
  by === 'rate'
    ? formatRate(figure)
    : PERCENT_MEASURES.includes(by)
      ? `${new Exact(figure).toFixed(2).replace(/\.00$/, '')}%`
      : fullMoney(figure);

/** A type asked ("credit", "checking|savings"): any of them, in any of the values. */
const typeMatches = (type: string | undefined, ...values: (string | null | undefined)[]) =>
  !type ||
  type
    .toLowerCase()
    .replace(/_/g, ' ')
    .split('|')
    .some((t) => values.some((v) => v && v.toLowerCase().replace(/_/g, ' ').includes(t)));

async function itemsOf(
  facts: FamilyFacts,
  set: RankedSet,
  by: RankMeasure,
  type: string | undefined,
  periodSpec: string | undefined,
  counting: boolean,
  account: string | undefined,
): Promise<{ items: Item[]; period: string | null }> {
  const data = facts.data;
  switch (set) {
    case 'accounts':
      return {
        period: null,
        // Cards alone are ranked by what is owed on them: "the highest balance" is the most owed. With
        // no type asked, the accounts that hold money are ranked (a card holds none: "which account has
        // the least in it" is not the card owing the most); a count names them all.
        items: facts.accounts.accounts
          .filter((a) => (type || counting ? typeMatches(type, a.type) : a.type !== 'credit'))
          .map((a) => ({
            name: a.name,
            figure: type === 'credit' ? minus('0', a.balance) : a.balance,
            detail: `${a.institution}, ${a.type}`,
          })),
      };
    case 'properties':
      return {
        period: null,
        items: facts.realEstate.properties
          // A property type, or whether a loan is on it: "mortgaged" or "owned outright".
          .filter((p) =>
            typeMatches(type, p.type, compareMoney(p.debt, '0') > 0 ? 'mortgaged' : 'owned outright'),
          )
          .map((p) => ({
            name: p.address,
            figure:
              by === 'equity'
                ? p.equity
                : by === 'gain'
                  ? minus(p.value, p.purchasePrice)
                  : by === 'gain_percent'
                    ? percentGain(p.value, p.purchasePrice)
                    : by === 'price'
                      ? p.purchasePrice
                      : p.value,
            detail:
              by === 'gain' || by === 'gain_percent' || by === 'price'
                ? `bought for ${fullMoney(p.purchasePrice)}, worth ${fullMoney(p.value)} now`
                : `worth ${fullMoney(p.value)}, mortgages ${fullMoney(p.debt)}`,
          })),
      };
    case 'mortgages':
      return {
        period: null,
        items: facts.realEstate.mortgages.map((m) => ({
          name: m.lender,
          figure: by === 'rate' ? m.rate : by === 'payment' ? m.monthlyPayment : m.balance,
          detail: `on ${m.property}`,
        })),
      };
    case 'holdings': {
      // One position may sit in several accounts: a symbol is one holding.
      const bySymbol = new Map<string, { name: string; value: string[]; cost: string[] }>();
      const held = account?.toLowerCase();
      const inAccount = new Set(
        data.accounts
          .filter((a) => !held || `${a.name} ${a.institution}`.toLowerCase().includes(held))
          .map((a) => a.id),
      );
      for (const h of data.holdings) {
        if (held && !inAccount.has(h.accountId)) continue;
        const entry = bySymbol.get(h.symbol) ?? { name: `${h.name} (${h.symbol})`, value: [], cost: [] };
        entry.value.push(h.currentValue);
        entry.cost.push(h.costBasis);
        bySymbol.set(h.symbol, entry);
      }
      return {
        period: null,
        items: [...bySymbol.values()].map((h) => {
          const value = sumMoney(h.value);
          const cost = sumMoney(h.cost);
          return {
            name: h.name,
            figure:
              by === 'gain'
                ? minus(value, cost)
                : by === 'gain_percent'
                  ? percentGain(value, cost)
                  : by === 'loss'
                    ? minus(cost, value)
                    : by === 'price'
                      ? cost
                      : value,
            detail: `worth ${fullMoney(value)}, cost ${fullMoney(cost)}`,
          };
        }),
      };
    }
    case 'categories': {
      const period = periodSpec ? resolvePeriod(periodSpec, facts.today) : null;
      const summary = period
        ? await facts.read<TransactionSummary>('/transactions/summary', { from: period.from, to: period.to })
        : data.spending;
      return {
        period: period?.label ?? 'over the last 12 months',
        items: summary.byCategory
          .filter((c) => new Exact(c.expenses).greaterThan(0))
          .map((c) => ({ name: c.category, figure: c.expenses, detail: plural(c.count, 'transaction') })),
      };
    }
    case 'merchants': {
      // The API ranks them (GET /transactions/summary?topMerchants=N, one grouped read): the family's
      // top merchants of the period, enough for a winner, its runners-up and a place asked.
      const period = periodSpec ? resolvePeriod(periodSpec, facts.today) : null;
      const range = period ?? { from: data.spending.from, to: data.spending.to };
      const summary = await facts.read<TransactionSummary>('/transactions/summary', {
        from: range.from,
        to: range.to,
        topMerchants: TOP_MERCHANTS,
      });
      return {
        period: period?.label ?? 'over the last 12 months',
        items: (summary.byMerchant ?? [])
          .filter((m) => new Exact(m.expenses).greaterThan(0))
          .map((m) => ({ name: m.merchant, figure: m.expenses, detail: plural(m.count, 'transaction') })),
      };
    }
    case 'budgets':
      return {
        period: null,
        items: facts.budgets.categories.map((b) => ({
          name: b.category,
          figure: by === 'over' ? minus(b.spent, b.budget) : by === 'spent' ? b.spent : b.remaining,
          detail: `${fullMoney(b.spent)} spent of ${fullMoney(b.budget)}`,
        })),
      };
    case 'policies':
      return {
        period: null,
        items: data.insurance
          .filter((p) => typeMatches(type, p.policyType))
          .map((p) => ({
            name: p.provider,
            figure: by === 'premium' ? p.annualPremium : p.coverageAmount,
            detail: `${p.policyType}, ${fullMoney(p.coverageAmount)} of coverage for ${fullMoney(p.annualPremium)} a year`,
          })),
      };
    case 'insurers': {
      const byProvider = new Map<string, { types: string[]; figures: string[] }>();
      for (const p of data.insurance.filter((x) => typeMatches(type, x.policyType))) {
        const entry = byProvider.get(p.provider) ?? { types: [], figures: [] };
        entry.types.push(p.policyType);
        entry.figures.push(by === 'premium' ? p.annualPremium : p.coverageAmount);
        byProvider.set(p.provider, entry);
      }
      return {
        period: null,
        items: [...byProvider].map(([provider, e]) => ({
          name: provider,
          figure: sumMoney(e.figures),
          detail: `${plural(e.types.length, 'policy', 'policies')}: ${e.types.join(', ')}`,
        })),
      };
    }
    case 'professionals':
      return {
        period: null,
        items: data.professionals
          .filter((p) => typeMatches(type, p.type, professionalLabel(p.type)))
          .map((p) => ({
            name: p.name,
            figure: '0',
            detail: `${professionalLabel(p.type)}${p.firm ? `, ${p.firm}` : ''}`,
          })),
      };
    case 'beneficiaries':
      return {
        period: null,
        items: data.beneficiaries.map((b) => ({
          name: b.name,
          figure: b.percentage ?? '0',
          detail: b.relationship,
        })),
      };
    case 'placements':
      return {
        period: null,
        items: data.privatePlacements.map((p) => ({
          name: p.name,
          figure:
            by === 'gain'
              ? minus(p.currentValue, p.initialInvestment ?? '0')
              : by === 'gain_percent'
                ? percentGain(p.currentValue, p.initialInvestment ?? '0')
                : by === 'price'
                  ? (p.initialInvestment ?? '0')
                  : by === 'distributions'
                    ? (p.distributionsMade ?? '0')
                    : p.currentValue,
          detail:
            by === 'gain' || by === 'gain_percent' || by === 'price' || by === 'distributions'
              ? `put in ${fullMoney(p.initialInvestment ?? '0')}, worth ${fullMoney(p.currentValue)} now, ${fullMoney(p.distributionsMade ?? '0')} distributed`
              : 'private placement',
        })),
      };
    case 'businesses':
      return {
        period: null,
        items: data.businesses.map((b) => ({ name: b.name, figure: b.currentValuation, detail: 'business' })),
      };
  }
}

/** What each set is called, one and many. */
const NOUNS: Readonly<Record<RankedSet, readonly [string, string]>> = {
  accounts: ['account', 'accounts'],
  properties: ['property', 'properties'],
  mortgages: ['mortgage', 'mortgages'],
  holdings: ['holding', 'holdings'],
  categories: ['spending category', 'spending categories'],
  merchants: ['merchant', 'merchants'],
  budgets: ['budget', 'budgets'],
  policies: ['insurance policy', 'insurance policies'],
  insurers: ['insurer', 'insurers'],
  professionals: ['professional', 'professionals'],
  beneficiaries: ['beneficiary', 'beneficiaries'],
  placements: ['private placement', 'private placements'],
  businesses: ['business', 'businesses'],
};

/** "has the highest balance", "has gained the most since you bought it": the winner's verb phrase. */
function ranking(by: RankMeasure, largest: boolean, set: RankedSet, type?: string | null): string {
  const most = largest ? 'most' : 'least';
  const high = largest ? 'highest' : 'lowest';
  switch (by) {
    case 'balance':
      if (set === 'accounts' && type === 'credit') return `has the ${most} owed on it`;
      return set === 'mortgages'
        ? `has the ${largest ? 'largest' : 'smallest'} balance`
        : `holds the ${most}`;
    case 'gain':
      return set === 'properties'
        ? largest
          ? 'has gained the most since you bought it'
          : 'has gained the least since you bought it'
        : largest
          ? 'has gained the most'
          : 'has lost the most';
    case 'gain_percent':
      return `has gained the ${most} in percent${set === 'properties' ? ' since you bought it' : ''}`;
    case 'loss':
      return `has lost the ${most}`;
    case 'spending':
      return `is where you spent the ${most}`;
    case 'room_left':
      return `has the ${most} room left`;
    case 'spent':
      return `has the ${most} spent of it`;
    case 'over':
      return largest ? 'is the furthest over budget' : 'is the least over budget';
    case 'share':
      return `gets the ${largest ? 'largest' : 'smallest'} share`;
    case 'price':
      return set === 'placements' ? `had the ${most} put into it` : `cost the ${most} to buy`;
    case 'distributions':
      return `has paid out the ${most}`;
    default:
      return `has the ${high} ${by.replace('_', ' ')}`;
  }
}

/** "The balance", "The equity": how a reply names one thing's figure. */
function measureName(by: RankMeasure, set: RankedSet): string {
  switch (by) {
    case 'balance':
      return set === 'mortgages' ? 'What is still owed on the mortgage' : 'The balance';
    case 'room_left':
      return 'The room left in the budget';
    case 'spent':
      return 'What you have spent of the budget';
    case 'gain':
      return set === 'properties' ? 'The gain since purchase' : 'The gain';
    case 'gain_percent':
      return 'The gain in percent';
    case 'loss':
      return 'The loss';
    case 'rate':
      return 'The interest rate';
    case 'payment':
      return 'The monthly payment';
    case 'price':
      return set === 'placements'
        ? 'What you put into'
        : set === 'holdings'
          ? 'What you paid (the cost basis)'
          : 'The purchase price';
    case 'distributions':
      return 'What has been distributed to you by';
    default:
      return `The ${by}`;
  }
}

const ORDINALS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;

/** "Of your 9 holdings, the second largest is Costco (COST): $37,412.80 (...), after VOO's $117,558.30." */
function placeLead(r: RankResult, noun: (n: number) => string, during: string): string {
  const place = r.place!;
  const at = r.items[place - 1];
  const by = r.by === 'balance' || r.by === 'value' || r.by === 'spending' ? '' : ` by ${measureWord(r.by)}`;
  const which = r.order === 'largest' ? 'largest' : 'smallest';
  if (!at) {
    return `You have only ${plural(r.items.length, noun(1), noun(2))}${during}, so there is no ${ordinal(place)} ${which}.`;
  }
  const before = r.items.slice(0, place - 1).map((x) => `${asText(x.name)} (${written(r.by, x.figure)})`);
  const after = r.items.slice(place);
  const of =
    r.set === 'merchants' ? 'the merchants you paid' : `your ${plural(r.items.length, noun(1), noun(2))}`;
  const lead = `${asText(at.name)} is the ${ordinal(place)} ${which}${by} of ${of}${during}: ${written(r.by, at.figure)} (${asText(at.detail)}).`;
  const lines = [`Ahead of it: ${listOf(before)}.`];
  if (after.length > 0)
    lines.push(
      `After it:\n\n${after
        .slice(0, 5)
        .map((x) => `- ${asText(x.name)}: ${written(r.by, x.figure)}`)
        .join('\n')}`,
    );
  return `${lead}\n\n${lines.join('\n\n')}`;
}

/**
 * How far apart two named things are, the larger first: "Ally High-Yield Savings holds $19,150.40 more
 * than Way2Save Savings ($61,250.40 against $42,100.00)."
 */
function gapLead(r: RankResult): string {
  const [a, b] = r.items as [RankResult['items'][number], RankResult['items'][number]];
  const high = new Exact(a.figure).greaterThanOrEqualTo(b.figure) ? a : b;
  const low = high === a ? b : a;
  const gap = written(r.by, new Exact(high.figure).minus(low.figure).toFixed());
  const sides = `(${written(r.by, high.figure)} against ${written(r.by, low.figure)})`;
  const [x, y] = [asText(high.name), asText(low.name)];
  if (r.by === 'balance' && r.set === 'accounts' && r.type !== 'credit')
    return `${x} holds ${gap} more than ${y} ${sides}.`;
  if (r.by === 'value') return `${x} is worth ${gap} more than ${y} ${sides}.`;
  const more = r.by === 'rate' || PERCENT_MEASURES.includes(r.by) ? 'higher' : 'more';
  return `The ${measureWord(r.by)} of ${x} is ${gap} ${more} than that of ${y} ${sides}.`;
}

/**
 * What the things counted come to together, said after the count: "worth $1,445,500.00 together",
 * "owing $3,422.65 in all" (cards and loans), "holding $391,948.30 in all" (accounts).
 */
function togetherPhrase(r: RankResult): string {
  const sum = sumMoney(r.items.map((x) => x.figure)).replace(/^-/, '');
  const shown = written(r.by, sum);
  if (r.by === 'value') return `worth ${shown} together`;
  if (r.by === 'balance' && (r.set === 'mortgages' || (r.set === 'accounts' && r.type === 'credit')))
    return `owing ${shown} in all`;
  if (r.by === 'balance' && r.set === 'accounts') return `holding ${shown} in all`;
  return `${measureWord(r.by)} ${shown} in all`;
}

/** A measure in a few words: "gain", "room left", "interest rate". */
function measureWord(by: RankMeasure): string {
  switch (by) {
    case 'room_left':
      return 'room left';
    case 'gain_percent':
      return 'gain in percent';
    case 'rate':
      return 'interest rate';
    case 'payment':
      return 'monthly payment';
    case 'price':
      return 'purchase price';
    case 'distributions':
      return 'distributions';
    default:
      return by;
  }
}

export const rankTool = defineTool({
  name: 'rank_items',
  topic: 'which of your things is largest or smallest, and how many you have',
  description:
    "Ranks one set of the family's things by a measure (the largest or smallest first, with the runners-up), or counts them with every name: accounts by balance, properties by value, equity, gain since purchase or purchase price, holdings by value or dollar gain, spending categories over a period, the merchants spent most at over a period, budgets by room left or overspending, policies, mortgages, professionals by type, beneficiaries with their shares, placements, businesses.",
  parameters: rankArguments,
  run: async (
    facts,
    { set, by, order, type, name, names, period, place, account, gap, total },
  ): Promise<RankResult> => {
    const measure = by ?? DEFAULT_MEASURE[set];
    const found = await itemsOf(facts, set, measure, type, period, order === 'count', account);
    const wanted = [name, ...(names ?? [])]
      .filter((n): n is string => Boolean(n))
      .map((n) => n.toLowerCase());
    const named =
      wanted.length > 0
        ? found.items.filter((x) => wanted.some((w) => `${x.name} ${x.detail}`.toLowerCase().includes(w)))
        : null;
    // Only what is over budget is "over", only what is below cost has a loss: the rest are not candidates.
    const kept = (named ?? found.items).filter(
      (x) => (measure !== 'over' && measure !== 'loss') || new Exact(x.figure).greaterThan(0),
    );
    const sign = order === 'smallest' ? 1 : -1;
    const items = [...kept].sort(
      (a, b) => sign * compareMoney(a.figure, b.figure) || a.name.localeCompare(b.name),
    );
    return {
      set,
      by: measure,
      order,
      type: type ?? null,
      name: name ?? null,
      period: found.period,
      count: items.length,
      items: items.map((x) => ({
        name: x.name,
        figure: x.figure,
        shown: written(measure, x.figure),
        detail: x.detail,
      })),
      place: place && place > 1 && order !== 'count' ? place : null,
      account: account ?? null,
      ...(names && { names }),
      ...(gap && names?.length === 2 && items.length === 2 && order !== 'count' && { gap: true }),
      ...(total && order === 'count' && { total: true }),
    };
  },
  render: (r: RankResult) => {
    const [one, many] = NOUNS[r.set];
    const kind =
      r.type && r.set === 'professionals' ? professionalLabel(r.type) : r.type?.replace(/\|/g, ' and ');
    const noun = (n: number) =>
      `${kind && r.set !== 'professionals' ? `${kind} ` : ''}${n === 1 ? (r.set === 'professionals' && kind ? kind : one) : r.set === 'professionals' && kind ? `${kind}s` : many}`;
    // What was ranked or counted, said after the noun: "in October 2026", "below cost in the Roth IRA".
    const during = `${r.by === 'loss' ? ' below cost' : ''}${r.account ? ` in ${asText(r.account)}` : ''}${r.period ? ` ${r.period}` : ''}`;
    if (r.items.length === 0) {
      if (r.by === 'over') return `None of your budgets is over${during}: every category has room left.`;
      return r.name
        ? `None of your ${noun(2)} goes by that name.`
        : `I don't see any ${noun(2)} recorded in Heirloom${during}.`;
    }
    if (r.name && r.items.length === 1 && r.order !== 'count') {
      const x = r.items[0]!;
      const of = /\b(into|by)$/.test(measureName(r.by, r.set))
        ? ' '
        : r.by === 'price' && r.set === 'holdings'
          ? ' for '
          : ' of ';
      return `${measureName(r.by, r.set)}${of}${asText(x.name)} is ${written(r.by, x.figure)} (${asText(x.detail)}).`;
    }
    if (r.by === 'over' && r.order !== 'count') {
      const total = sumMoney(r.items.map((x) => x.figure));
      const lines = r.items.map(
        (x) => `- ${asText(x.name)}: ${fullMoney(x.figure)} over (${asText(x.detail)})`,
      );
      return `${r.items.length === 1 ? `${asText(r.items[0]!.name)} is over budget by ${fullMoney(r.items[0]!.figure)}` : `${plural(r.items.length, 'budget')} are over, by ${fullMoney(total)} in all`}.\n\n${lines.join('\n')}`;
    }
    const line = (x: RankResult['items'][number]) =>
      r.set === 'professionals'
        ? `${asText(x.name)} (${asText(x.detail)})`
        : `${asText(x.name)}: ${written(r.by, x.figure)} (${asText(x.detail)})`;
    if (r.order === 'count') {
      const figures = r.set === 'professionals' ? '' : r.set === 'beneficiaries' ? ', with their shares' : '';
      const names =
        r.set === 'policies'
          ? `with ${listOf([...new Set(r.items.map((x) => asText(x.name)))])}`
          : listOf(
              r.items.map((x) =>
                r.set === 'beneficiaries'
                  ? `${asText(x.name)} (${written('share', x.figure)})`
                  : r.set === 'accounts'
                    ? `${asText(x.name)} (${asText(x.detail.split(', ')[0]!)})`
                    : asText(x.name),
              ),
            );
      const lead = `You have ${plural(r.items.length, noun(1), noun(2))}${during}${r.total ? `, ${togetherPhrase(r)}` : ''}: ${names}.`;
      if (r.set === 'professionals' || r.items.length === 1)
        return r.set === 'professionals'
          ? `${lead}\n\n${r.items.map((x) => `- ${line(x)}`).join('\n')}`
          : lead;
      return `${lead}\n\nEach${figures}:\n\n${r.items.map((x) => `- ${line(x)}`).join('\n')}`;
    }
    if (r.place) return placeLead(r, noun, during);
    if (r.gap) return gapLead(r);
    const [winner, ...rest] = r.items;
    const w = winner!;
    const figure = written(
      r.by,
      r.by === 'gain' && r.order === 'smallest' && new Exact(w.figure).isNegative()
        ? w.figure.replace('-', '')
        : w.figure,
    );
    const lossWords =
      (r.by === 'gain' && r.order === 'smallest' && new Exact(w.figure).isNegative()) || r.by === 'loss'
        ? `, a loss of ${figure}`
        : `: ${figure}`;
    // The merchants are the API's top ones, not all of them: no count is claimed.
    const of =
      r.set === 'merchants'
        ? 'the merchants you paid'
        : `${r.names ? 'those' : 'your'} ${plural(r.items.length, noun(1), noun(2))}`;
    const lead = `Of ${of}${during}, ${asText(w.name)} ${ranking(r.by, r.order === 'largest', r.set, r.type)}${lossWords} (${asText(w.detail)}).`;
    if (rest.length === 0) return lead;
    return `${lead}\n\nThe others:\n\n${rest
      .slice(0, 5)
      .map((x) => `- ${line(x)}`)
      .join(
        '\n',
      )}${rest.length > 5 ? `\n- and ${plural(rest.length - 5, `other ${one}`, `other ${many}`)}` : ''}`;
  },
});
