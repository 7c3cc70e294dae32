// What the composition chart draws: the family's assets and what it owes, from the FamilyFigures of
// libs/contracts (never re-derived from rows). Liquid assets there are net of credit owed, so the
// assets bar adds the credit back and the liabilities bar shows it: assets - liabilities = net worth.
import { compareMoney, sumMoney, type FamilyFigures } from '@heirloom/contracts';

export interface CompositionSegment {
  key: 'liquid' | 'private' | 'realEstate' | 'credit' | 'mortgages';
  label: string;
  /** Decimal string, never negative. */
  amount: string;
  /** Share of the longer of the two bars, 0-100, for drawing only. */
  width: number;
}

export interface Composition {
  assets: { total: string; segments: CompositionSegment[] };
  liabilities: { total: string; segments: CompositionSegment[] };
  netWorth: string;
}

const atLeastZero = (value: string) => (compareMoney(value, 0) < 0 ? '0.00' : sumMoney([value]));

export function composition(figures: FamilyFigures): Composition {
  const assets = [
    {
      key: 'liquid',
      label: 'Cash and investments',
      amount: atLeastZero(sumMoney([figures.liquidAssets, figures.creditOwed])),
    },
    {
      key: 'private',
      label: 'Private investments and businesses',
      amount: atLeastZero(figures.nonLiquidAssets),
    },
    { key: 'realEstate', label: 'Real estate', amount: atLeastZero(figures.realEstateValue) },
  ] as const;
  const liabilities = [
    { key: 'credit', label: 'Credit cards owed', amount: atLeastZero(figures.creditOwed) },
    { key: 'mortgages', label: 'Mortgages', amount: atLeastZero(figures.mortgageBalance) },
  ] as const;
  const assetsTotal = sumMoney(assets.map((s) => s.amount));
  const liabilitiesTotal = sumMoney(liabilities.map((s) => s.amount));
  const longest = Math.max(Number(assetsTotal), Number(liabilitiesTotal));
  const withWidth = (segments: readonly Omit<CompositionSegment, 'width'>[]) =>
    segments.map((s) => ({ ...s, width: longest > 0 ? (Number(s.amount) / longest) * 100 : 0 }));
  return {
    assets: { total: assetsTotal, segments: withWidth(assets) },
    liabilities: { total: liabilitiesTotal, segments: withWidth(liabilities) },
    netWorth: figures.netWorth,
  };
}
