// The Tax Planning page's figures, per tax year, from the tax documents (spec section 2): one rule for
// the page and the AI service. A year's returns (a federal 1040 and a state return, say) report the
// same income, so a year's income is the 1040's (else the largest reported) and never their sum; its
// tax is every return's tax added up (federal plus state); the effective rate is tax / income.
import Decimal from 'decimal.js';
import { compareMoney, sumMoney, toDecimalString } from './money';

export interface TaxDocumentFigureInput {
  taxYear: number;
  documentType: string;
  totalIncome: string | null;
  totalTax: string | null;
}

export interface TaxYearFigures {
  year: number;
  /** The year's income: the federal 1040's when it has one, else the largest a return reports. */
  income: string | null;
  /** Tax across the year's returns, "0.00" when none reports any. */
  tax: string;
  /** tax / income in percent with `places` decimals; null without a positive income. */
  effectiveRatePercent: string | null;
  /** How many documents the year has. */
  documents: number;
}

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Every tax year with documents, newest first. */
export function taxYearFigures(documents: readonly TaxDocumentFigureInput[], places = 1): TaxYearFigures[] {
  const years = [...new Set(documents.map((d) => d.taxYear))].sort((a, b) => b - a);
  return years.map((year) => {
    const ofYear = documents.filter((d) => d.taxYear === year);
    const federal = ofYear.find((d) => d.documentType.trim() === '1040' && d.totalIncome !== null);
    const incomes = ofYear.map((d) => d.totalIncome).filter((v): v is string => v !== null);
    const income =
      federal?.totalIncome ??
      (incomes.length > 0 ? incomes.reduce((a, b) => (compareMoney(a, b) >= 0 ? a : b)) : null);
    const tax = sumMoney(ofYear.map((d) => d.totalTax).filter((v): v is string => v !== null));
    const positive = income !== null && compareMoney(income, 0) > 0;
    return {
      year,
      income: income === null ? null : sumMoney([income]),
      tax,
      effectiveRatePercent: positive
        ? toDecimalString(new Exact(tax).dividedBy(new Exact(income)).times(100).toFixed(), places)
        : null,
      documents: ofYear.length,
    };
  });
}
