// Federal and Colorado returns for the last three filed years. The Whitmans file on extension
// (their K-1s arrive late), so a year's returns are in once 15 October of the next year has passed.
// Each return's income is the sum of the year's wages, K-1 income and portfolio income.
import type { InsertTaxDocument } from '@heirloom/contracts';
import { atTime, day } from './calendar';
import type { DemoContext } from './context';
import { Dec, fromCents, money, sum } from './decimal';
import type { K1DocumentRow } from './private-investments';
import { idsFor, randomInt, randomStream } from './random';

export type TaxDocumentRow = InsertTaxDocument & { id: string };

const PREPARER = 'Priya Raman, CPA';

/** The three most recent tax years whose returns are filed by `today`, oldest first. */
export function filedTaxYears({ today }: DemoContext): number[] {
  const year = today.getUTCFullYear();
  const latest = today >= day(year, 10, 15) ? year - 1 : year - 2;
  return [latest - 2, latest - 1, latest];
}

/** W-2 wages: Daniel's salary from his S corporation and Claire's from Studio Terra. */
function wages(taxYear: number): Dec {
  const claire = new Dec(138000).times(new Dec('1.035').pow(taxYear - 2022)).toDecimalPlaces(0);
  return claire.plus(210000);
}

export function buildTaxDocuments(
  context: DemoContext,
  k1Documents: readonly K1DocumentRow[],
): TaxDocumentRow[] {
  const taxDocumentId = idsFor('tax-documents');
  return filedTaxYears(context).flatMap((taxYear): TaxDocumentRow[] => {
    const random = randomStream(`tax:${taxYear}`);
    const k1Income = sum(
      k1Documents
        .filter((k1) => k1.taxYear === taxYear)
        .flatMap((k1) => [
          k1.ordinaryIncome,
          k1.capitalGains,
          k1.qualifiedDividends,
          k1.section199aDividends,
          k1.otherIncome,
        ])
        .filter((value): value is string => value !== null),
    );
    // Dividends and realised gains from the brokerage and savings interest.
    const portfolioIncome = fromCents(randomInt(random, 2_400_000, 3_600_000));
    const totalIncome = wages(taxYear).plus(k1Income).plus(portfolioIncome);
    const federalRate = new Dec(randomInt(random, 2380, 2520)).div(10000);
    const uploadDate = atTime(day(taxYear + 1, 10, 10), 17, 30);
    return [
      {
        id: taxDocumentId(),
        taxYear,
        documentType: '1040',
        filingStatus: 'married_filing_jointly',
        totalIncome: money(totalIncome),
        totalTax: money(totalIncome.times(federalRate)),
        uploadDate,
        preparer: PREPARER,
      },
      {
        id: taxDocumentId(),
        taxYear,
        documentType: 'CO-104',
        filingStatus: 'married_filing_jointly',
        totalIncome: money(totalIncome),
        // Colorado's flat income tax.
        totalTax: money(totalIncome.times('0.044')),
        uploadDate: atTime(uploadDate, 0, 12),
        preparer: PREPARER,
      },
    ];
  });
}
