// Tax returns per year, and the K-1s of the private investments.
import { z } from 'zod';
import { taxesAnswer } from '../chat/answers';
import { $, pct } from './shared';
import { defineTool } from './tool';

export const taxesTool = defineTool({
  name: 'get_taxes',
  topic: 'taxes and K-1s',
  intent: 'taxes',
  description:
    'Tax returns per year: income, tax paid and effective rate; K-1 income per year and K-1s still missing.',
  parameters: z.strictObject({
    year: z
      .number()
      .int()
      .min(1990)
      .max(2100)
      .optional()
      .describe('One tax year (e.g. 2024); every recorded year when left out.'),
  }),
  run: (f, { year }) => {
    const p = f.privateInvestments;
    const years = f.taxes.years.filter((y) => year === undefined || y.year === year);
    return {
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
  render: (result, facts) => taxesAnswer(facts, { year: 'year' in result ? result.year : undefined }),
});
