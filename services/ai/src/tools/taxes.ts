// Tax returns per year, and the K-1s of the private investments. A question may name one year and one
// kind of figure ("federal tax in 2024", "K-1 income for 2023"): that figure alone, never the year's
// federal-plus-state total or the latest year's K-1s in its place.
import Decimal from 'decimal.js';
import { z } from 'zod';
import { taxesAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatPercent, listOf, plural } from '../facts/format';
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
};

type K1Result = {
  kind: 'k1';
  year: number;
  yearsRecorded: number[];
  count: number;
  income: string;
  k1s: { entity: string; income: string }[];
  /** The one entity asked about, when one was. */
  entity?: string;
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

function k1sOf(facts: FamilyFacts, year: number | undefined, entity?: string): K1Result {
  const d = facts.data;
  const entityName = (id: string) =>
    d.privatePlacements.find((p) => p.id === id)?.name ?? d.businesses.find((b) => b.id === id)?.name ?? id;
  // "The K-1 from the design studio": that placement's or business's K-1s only.
  const asked = entity?.trim().toLowerCase();
  const documents = asked
    ? d.k1Documents.filter((k) => entityName(k.entityId).toLowerCase() === asked)
    : d.k1Documents;
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

function renderReturns(r: ReturnsResult): string {
  const label = KIND_LABELS[r.kind];
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
  }),
  run: (f, { year, kind = 'all', entity }) => {
    if (kind === 'federal' || kind === 'state') return returnsOf(f, kind, year);
    if (kind === 'k1') return k1sOf(f, year, entity);
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
