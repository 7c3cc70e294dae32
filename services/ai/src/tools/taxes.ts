// Tax returns per year, and the K-1s of the private investments. A question may name one year and one
// kind of figure ("federal tax in 2024", "K-1 income for 2023"): that figure alone, never the year's
// federal-plus-state total or the latest year's K-1s in its place.
import Decimal from 'decimal.js';
import { z } from 'zod';
import { taxesAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatMoneyInFull, formatPercent, listOf, plural } from '../facts/format';
import { $, pct } from './shared';
import { defineTool } from './tool';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const taxKinds = ['all', 'federal', 'state', 'k1'] as const;
export type TaxKind = (typeof taxKinds)[number];

/** Forms that report income to the family but are not a return: never a federal or state tax figure. */
const INFORMATION_FORM = /^(w-?2|w-?9|1099|1098|5498|k-?1|ssa)/i;

/** "1040", "1040-SR", "1040-X" are the federal return; any other return is a state's ("CO-104", "540"). */
export function returnKind(documentType: string): 'federal' | 'state' | null {
  const type = documentType.trim();
  if (/^1040\b/.test(type)) return 'federal';
  return INFORMATION_FORM.test(type) ? null : 'state';
}

const KIND_LABELS: Record<'federal' | 'state', string> = { federal: 'federal', state: 'state' };

type ReturnsResult = {
  kind: 'federal' | 'state';
  year: number;
  yearsRecorded: number[];
  returns: { type: string; income: string | null; tax: string | null }[];
  tax: string;
  income: string | null;
  effectiveRate: string | null;
  change?: Change;
};

/** The same figure of another year, and how far this year's is from it ("by how much did it go up?"). */
type Change = {
  /** The other year, its figure, this year's figure (in full), and the difference. */
  year: number;
  figure: string;
  now: string;
  difference: string;
  direction: 'up' | 'down' | 'same';
};

function changeFrom(figure: Decimal, before: Decimal, year: number): Change {
  const diff = figure.minus(before);
  return {
    year,
    figure: formatMoneyInFull(before),
    now: formatMoneyInFull(figure),
    difference: formatMoneyInFull(diff.abs()),
    direction: diff.isZero() ? 'same' : diff.isNegative() ? 'down' : 'up',
  };
}

/** The change's sentence: "Your federal tax went up by $5,207.42 from 2024 to 2025 ($58,911.35 to $64,118.77)." */
function changeSentence(what: string, year: number, c: Change): string {
  if (c.direction === 'same') return `${what} was the same in ${c.year} and ${year}: ${c.now}.`;
  const [from, to] = c.year < year ? [c.year, year] : [year, c.year];
  const [before, after] = c.year < year ? [c.figure, c.now] : [c.now, c.figure];
  // Said from the earlier year to the later one, whichever was asked first.
  const direction = c.year < year ? c.direction : c.direction === 'up' ? 'down' : 'up';
  return `${what} went ${direction} by ${c.difference} from ${from} to ${to} (${before} to ${after}).`;
}

type K1Result = {
  kind: 'k1';
  year: number;
  yearsRecorded: number[];
  count: number;
  income: string;
  k1s: { entity: string; income: string }[];
  /** The one entity asked about, when one was. */
  entity?: string;
  change?: Change;
};

function returnsOf(facts: FamilyFacts, kind: 'federal' | 'state', year: number | undefined): ReturnsResult {
  const docs = facts.data.taxDocuments.filter((d) => returnKind(d.documentType) === kind);
  const yearsRecorded = [...new Set(docs.map((d) => d.taxYear))].sort((a, b) => b - a);
  const chosen = year ?? yearsRecorded[0] ?? Number(facts.today.slice(0, 4)) - 1;
  const ofYear = docs.filter((d) => d.taxYear === chosen);
  const tax = ofYear.reduce((sum, d) => sum.plus(d.totalTax ?? 0), new Exact(0));
  const incomes = ofYear.map((d) => d.totalIncome).filter((v): v is string => v !== null);
  const income = incomes.length > 0 ? incomes.reduce((a, b) => (new Exact(a).gte(b) ? a : b)) : null;
  return {
    kind,
    year: chosen,
    yearsRecorded,
    returns: ofYear.map((d) => ({
      type: d.documentType,
      income: d.totalIncome === null ? null : $(d.totalIncome),
      tax: d.totalTax === null ? null : $(d.totalTax),
    })),
    tax: $(tax),
    income: income === null ? null : $(income),
    effectiveRate:
      income !== null && new Exact(income).greaterThan(0)
        ? formatPercent(tax.dividedBy(income).times(100), 1)
        : null,
  };
}

/** A K-1's income as the Private Investments page sums it: ordinary income, capital gains, qualified dividends. */
const k1Income = (k: FamilyFacts['data']['k1Documents'][number]) =>
  [k.ordinaryIncome, k.capitalGains, k.qualifiedDividends].reduce(
    (sum: Decimal, v) => sum.plus(v ?? 0),
    new Exact(0),
  );

const entityNameOf = (facts: FamilyFacts, id: string) =>
  facts.data.privatePlacements.find((p) => p.id === id)?.name ??
  facts.data.businesses.find((b) => b.id === id)?.name ??
  id;

/** The K-1s on file, or those of one placement or business ("the K-1 from the design studio"). */
function k1DocumentsOf(facts: FamilyFacts, entity?: string) {
  const asked = entity?.trim().toLowerCase();
  return asked
    ? facts.data.k1Documents.filter((k) => entityNameOf(facts, k.entityId).toLowerCase() === asked)
    : facts.data.k1Documents;
}

function k1sOf(facts: FamilyFacts, year: number | undefined, entity?: string): K1Result {
  const entityName = (id: string) => entityNameOf(facts, id);
  const documents = k1DocumentsOf(facts, entity);
  const yearsRecorded = [...new Set(documents.map((k) => k.taxYear))].sort((a, b) => b - a);
  const chosen = year ?? yearsRecorded[0] ?? facts.privateInvestments.lastTaxYear;
  const ofYear = documents
    .filter((k) => k.taxYear === chosen)
    .map((k) => ({ entity: entityName(k.entityId), income: k1Income(k) }))
    .sort((a, b) => b.income.comparedTo(a.income));
  return {
    kind: 'k1',
    year: chosen,
    yearsRecorded,
    count: ofYear.length,
    income: $(ofYear.reduce((sum, k) => sum.plus(k.income), new Exact(0))),
    k1s: ofYear.map((k) => ({ entity: k.entity, income: $(k.income) })),
    ...(entity && { entity }),
  };
}

const others = (years: number[], year: number) => years.filter((y) => y !== year).map(String);

/** A return kind's tax of a year, or the K-1 income of a year, as an exact figure; null when none is recorded. */
function figureOfYear(facts: FamilyFacts, kind: 'federal' | 'state' | 'k1', year: number, entity?: string) {
  if (kind === 'k1') {
    const docs = k1DocumentsOf(facts, entity).filter((k) => k.taxYear === year);
    return docs.length === 0 ? null : docs.reduce((sum, k) => sum.plus(k1Income(k)), new Exact(0));
  }
  const docs = facts.data.taxDocuments.filter(
    (d) => returnKind(d.documentType) === kind && d.taxYear === year,
  );
  return docs.length === 0 ? null : docs.reduce((sum, d) => sum.plus(d.totalTax ?? 0), new Exact(0));
}

/** The result with its change from `compareTo`'s figure, when both years have one recorded. */
function withChange<R extends ReturnsResult | K1Result>(
  facts: FamilyFacts,
  result: R,
  compareTo: number | undefined,
  entity?: string,
): R {
  if (compareTo === undefined || compareTo === result.year) return result;
  const now = figureOfYear(facts, result.kind, result.year, entity);
  const before = figureOfYear(facts, result.kind, compareTo, entity);
  if (!now || !before) return result;
  return { ...result, change: changeFrom(now, before, compareTo) };
}

function renderReturns(r: ReturnsResult): string {
  const label = KIND_LABELS[r.kind];
  if (r.change) {
    return `${changeSentence(`Your ${label} tax`, r.year, r.change)} ${renderReturns({ ...r, change: undefined })}`;
  }
  if (r.returns.length === 0) {
    const recorded = others(r.yearsRecorded, r.year);
    return `You have no ${label} tax return recorded for ${r.year}${recorded.length > 0 ? `; your ${label} returns are for ${listOf(recorded)}` : ''}.`;
  }
  const forms = listOf(r.returns.map((x) => asText(x.type)));
  const rate = r.effectiveRate
    ? `, ${r.effectiveRate} of the ${r.income} of income it reports (the ${label} effective rate)`
    : '';
  return [
    `Your ${label} tax for ${r.year} was ${r.tax} (${forms})${rate}.`,
    `That is the ${label} ${r.returns.length === 1 ? 'return' : 'returns'} alone; ${r.kind === 'federal' ? 'state' : 'federal'} tax is not included.`,
  ].join(' ');
}

/** What K-1 income is made of, said with every K-1 figure. */
const K1_INCOME_IS =
  '(ordinary income, capital gains and qualified dividends, as the Private Investments page adds them)';

function renderK1s(r: K1Result): string {
  const from = r.entity ? ` from ${asText(r.entity)}` : '';
  if (r.change) {
    return `${changeSentence(`Your K-1 income${from}`, r.year, r.change)}\n\n${renderK1s({ ...r, change: undefined })}`;
  }
  if (r.count === 0) {
    const recorded = others(r.yearsRecorded, r.year);
    return `You have no K-1s${from} recorded for ${r.year}${recorded.length > 0 ? `; your K-1s${from} are for ${listOf(recorded)}` : ''}.`;
  }
  if (r.entity && r.count === 1) {
    return `The K-1 from ${asText(r.k1s[0]!.entity)} for ${r.year} reports ${r.income} of income ${K1_INCOME_IS}.`;
  }
  return [
    `Your K-1 income for ${r.year} is ${r.income} across ${plural(r.count, 'K-1')} ${K1_INCOME_IS}:`,
    r.k1s.map((k) => `- ${asText(k.entity)}: ${k.income}`).join('\n'),
  ].join('\n\n');
}

export const taxesTool = defineTool({
  name: 'get_taxes',
  topic: 'taxes and K-1s',
  intent: 'taxes',
  description:
    'Tax returns per year: income, tax paid and effective rate; K-1 income per year and K-1s still missing. With `kind` only the federal return, the state returns or the K-1s of the year.',
  parameters: z.strictObject({
    year: z
      .number()
      .int()
      .min(1990)
      .max(2100)
      .optional()
      .describe('One tax year (e.g. 2024); every recorded year when left out (the latest with `kind`).'),
    kind: z
      .enum(taxKinds)
      .optional()
      .describe(
        'federal: the 1040 alone; state: the state returns alone; k1: the K-1s and their income; all (default): every return of the year, federal plus state.',
      ),
    entity: z
      .string()
      .max(200)
      .optional()
      .describe('With kind k1: only the K-1s of this private placement or business, by its name.'),
    compareTo: z
      .number()
      .int()
      .min(1990)
      .max(2100)
      .optional()
      .describe(
        'With kind federal, state or k1 and a year: another tax year, to say how far the figure moved from it.',
      ),
  }),
  run: (f, { year, kind = 'all', entity, compareTo }) => {
    if (kind === 'federal' || kind === 'state') return withChange(f, returnsOf(f, kind, year), compareTo);
    if (kind === 'k1') return withChange(f, k1sOf(f, year, entity), compareTo, entity);
    const p = f.privateInvestments;
    const years = f.taxes.years.filter((y) => year === undefined || y.year === year);
    return {
      kind: 'all' as const,
      ...(year !== undefined && { year, yearsRecorded: f.taxes.years.map((y) => y.year) }),
      years: years.map((y) => ({
        year: y.year,
        income: y.income === null ? null : $(y.income),
        tax: $(y.tax),
        effectiveRate: pct(y.effectiveRatePercent),
        returns: y.documents.map((d) => d.type),
      })),
      k1: p.k1
        .filter((k) => year === undefined || k.year === year)
        .map((k) => ({ year: k.year, count: k.count, income: $(k.income) })),
      missingK1ForLastTaxYear: p.missingK1.map((m) => m.name),
    };
  },
  render: (result, facts) => {
    if (result.kind === 'federal' || result.kind === 'state') return renderReturns(result);
    if (result.kind === 'k1') return renderK1s(result);
    return taxesAnswer(facts, { year: 'year' in result ? result.year : undefined });
  },
});
