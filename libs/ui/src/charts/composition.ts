// What the composition chart draws: the family's assets and what it owes, from the FamilyFigures of
// libs/contracts (never re-derived from rows). Liquid assets there are net of credit owed, so the
// assets bar adds the credit back and the liabilities bar shows it: assets - liabilities = net worth.
import type { FamilyFigures } from '@heirloom/contracts';
import { fromCents, toCents } from './cents';

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

const atLeastZero = (cents: bigint) => (cents < 0n ? 0n : cents);

export function composition(figures: FamilyFigures): Composition {
  const assets = [
    {
      key: 'liquid',
      label: 'Cash and investments',
      cents: atLeastZero(toCents(figures.liquidAssets) + toCents(figures.creditOwed)),
    },
    {
      key: 'private',
      label: 'Private investments and businesses',
      cents: atLeastZero(toCents(figures.nonLiquidAssets)),
    },
    { key: 'realEstate', label: 'Real estate', cents: atLeastZero(toCents(figures.realEstateValue)) },
  ] as const;
  const liabilities = [
    { key: 'credit', label: 'Credit cards owed', cents: atLeastZero(toCents(figures.creditOwed)) },
    { key: 'mortgages', label: 'Mortgages', cents: atLeastZero(toCents(figures.mortgageBalance)) },
  ] as const;
  const total = (segments: readonly { cents: bigint }[]) => segments.reduce((sum, s) => sum + s.cents, 0n);
  const assetsTotal = total(assets);
  const liabilitiesTotal = total(liabilities);
  const longest = Number(assetsTotal > liabilitiesTotal ? assetsTotal : liabilitiesTotal);
  const drawn = (segments: readonly { key: CompositionSegment['key']; label: string; cents: bigint }[]) =>
    segments.map(({ key, label, cents }) => ({
      key,
      label,
      amount: fromCents(cents),
      width: longest > 0 ? (Number(cents) / longest) * 100 : 0,
    }));
  return {
    assets: { total: fromCents(assetsTotal), segments: drawn(assets) },
    liabilities: { total: fromCents(liabilitiesTotal), segments: drawn(liabilities) },
    netWorth: figures.netWorth,
  };
}
