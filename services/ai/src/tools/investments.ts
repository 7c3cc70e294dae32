// The portfolio and the losses in it that could be harvested; one holding, or the losing, gaining or
// largest ones, as asked (unrealized gain = current value minus cost basis, summed with decimal.js).
import Decimal from 'decimal.js';
import { z } from 'zod';
import { portfolioAnswer, taxHarvestAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatPercent, listOf, plural } from '../facts/format';
import { resolveEntity } from '../facts/entities';
import { $, noArguments, pct } from './shared';
import { defineTool } from './tool';

export const taxHarvestTool = defineTool({
  name: 'analyze_tax_harvesting',
  topic: 'tax-loss harvesting',
  intent: 'tax_harvest',
  description:
    'Holdings below cost: losses that can be harvested in taxable accounts, estimated tax saved, and losses sheltered in IRAs/401(k)s.',
  parameters: noArguments,
  run: (f) => {
    const t = f.analysis.taxHarvest;
    return {
      harvestableLoss: $(t.harvestableLoss),
      estimatedTaxSaving: $(t.estimatedTaxSaving),
      marginalRate: pct(t.marginalRatePercent),
      ordinaryIncomeOffsetThisYear: $(t.ordinaryIncomeOffset),
      shelteredLossInTaxAdvantagedAccounts: $(t.shelteredLoss),
      candidates: t.losses.map((l) => ({
        symbol: l.symbol,
        name: l.name,
        account: l.accountName,
        loss: $(l.loss),
        lossPercent: pct(l.lossPercent),
        taxAdvantaged: l.taxAdvantaged,
        estimatedTaxSaving: $(l.estimatedTaxSaving),
      })),
      washSaleRule:
        'Buying the same or a substantially identical security within 30 days before or after the sale disallows the loss.',
    };
  },
  render: (_result, facts) => taxHarvestAnswer(facts),
});

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** One position, its rows in every account added up: what the family calls "my Apple". */
interface Position {
  symbol: string;
  name: string;
  accounts: string[];
  shares: Decimal;
  value: Decimal;
  cost: Decimal;
  /** Unrealized: current value minus cost basis. */
  gain: Decimal;
}

/** The positions, added up once per snapshot: 10,000 rows in Decimal are too many for every question. */
function positions(facts: FamilyFacts): Position[] {
  return facts.derived('positions', () => positionsOf(facts));
}

function positionsOf(facts: FamilyFacts): Position[] {
  const bySymbol = new Map<string, Position>();
  const accountNames = new Map(facts.data.accounts.map((a) => [a.id, a.name]));
  for (const h of facts.data.holdings) {
    const account = accountNames.get(h.accountId);
    const p = bySymbol.get(h.symbol) ?? {
      symbol: h.symbol,
      name: h.name,
      accounts: [],
      shares: new Exact(0),
      value: new Exact(0),
      cost: new Exact(0),
      gain: new Exact(0),
    };
    if (account && !p.accounts.includes(account)) p.accounts.push(account);
    p.shares = p.shares.plus(h.shares);
    p.value = p.value.plus(h.currentValue);
    p.cost = p.cost.plus(h.costBasis);
    p.gain = p.value.minus(p.cost);
    bySymbol.set(h.symbol, p);
  }
  return [...bySymbol.values()];
}

const gainPercent = (p: Position) => (p.cost.isZero() ? null : p.gain.dividedBy(p.cost).times(100));

function positionFigures(p: Position) {
  const percent = gainPercent(p);
  return {
    symbol: p.symbol,
    name: p.name,
    accounts: p.accounts,
    shares: p.shares.toString(),
    value: $(p.value),
    costBasis: $(p.cost),
    gainOrLoss: $(p.gain),
    gainOrLossPercent: percent === null ? null : formatPercent(percent, 2),
  };
}
type PositionFigures = ReturnType<typeof positionFigures>;

const holdingSets = ['losing', 'gaining', 'all'] as const;
const holdingAnswers = ['list', 'sum', 'largest'] as const;

const investmentArguments = z.strictObject({
  holding: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe(
      'One holding by its symbol or company name, typos allowed ("AAPL", "Microsoft"): its value, cost basis and unrealized gain or loss.',
    ),
  which: z
    .enum(holdingSets)
    .optional()
    .describe('A set of holdings: losing (below cost), gaining (above cost) or all; answered as `how` says.'),
  figure: z
    .enum(['shares'])
    .optional()
    .describe('For `holding`: shares leads with how many shares (units) of it the family holds.'),
  how: z
    .enum(holdingAnswers)
    .optional()
    .describe(
      'For `which`: list (each with its gain or loss, the default), sum (one total first, then the items) or largest (the largest loss, gain or value).',
    ),
});

type InvestmentResult =
  | { kind: 'portfolio'; [figure: string]: unknown }
  | {
      kind: 'holding';
      asked: string;
      holding: PositionFigures;
      shareOfHoldings: string | null;
      figure?: 'shares';
    }
  | { kind: 'no_such_holding'; asked: string; choices: string[] }
  | {
      kind: 'set';
      which: (typeof holdingSets)[number];
      how: (typeof holdingAnswers)[number];
      holdings: number;
      count: number;
      total: string;
      items: PositionFigures[];
    };

function findHolding(facts: FamilyFacts, asked: string): InvestmentResult {
  const all = positions(facts);
  const portfolio = facts.derived('portfolioValue', () =>
    all.reduce((sum, p) => sum.plus(p.value), new Exact(0)),
  );
  const exact = all.find((p) => p.symbol.toLowerCase() === asked.toLowerCase());
  const resolved = exact ? null : resolveEntity(asked, facts, 'holding');
  const found =
    exact ?? (resolved && 'found' in resolved ? all.find((p) => p.symbol === resolved.found.id) : null);
  if (found) {
    return {
      kind: 'holding',
      asked,
      holding: positionFigures(found),
      shareOfHoldings: portfolio.isZero()
        ? null
        : formatPercent(found.value.dividedBy(portfolio).times(100), 1),
    };
  }
  return {
    kind: 'no_such_holding',
    asked,
    choices:
      resolved && 'ambiguous' in resolved
        ? resolved.ambiguous.map((e) => e.label)
        : all.map((p) => p.symbol).sort(),
  };
}

function holdingSet(
  facts: FamilyFacts,
  which: (typeof holdingSets)[number],
  how: (typeof holdingAnswers)[number],
): InvestmentResult {
  return { kind: 'set', which, how, ...holdingSetFigures(facts, which) };
}

/** The set's positions in order with their total, the same whatever the question: once per snapshot. */
function holdingSetFigures(facts: FamilyFacts, which: (typeof holdingSets)[number]) {
  return facts.derived(`holdingSet ${which}`, () => holdingSetOf(facts, which));
}

function holdingSetOf(facts: FamilyFacts, which: (typeof holdingSets)[number]) {
  const all = positions(facts);
  const chosen = all.filter((p) =>
    which === 'losing' ? p.gain.isNegative() : which === 'gaining' ? p.gain.greaterThan(0) : true,
  );
  // Losses largest first (the most negative gain), gains largest first; the whole portfolio by value.
  chosen.sort((a, b) =>
    which === 'losing'
      ? a.gain.comparedTo(b.gain)
      : which === 'gaining'
        ? b.gain.comparedTo(a.gain)
        : b.value.comparedTo(a.value),
  );
  const total = chosen.reduce((sum, p) => sum.plus(which === 'all' ? p.value : p.gain), new Exact(0));
  return {
    holdings: all.length,
    count: chosen.length,
    total: $(which === 'losing' ? total.abs() : total),
    items: chosen.map(positionFigures),
  };
}

const signed = (money: string) => (money.startsWith('-') ? `down ${money.slice(1)}` : `up ${money}`);
const signedPercent = (percent: string | null) =>
  percent === null ? '' : ` (${percent.startsWith('-') ? percent : `+${percent}`})`;
const DEFINITION = 'unrealized: current value minus cost basis, as recorded today';

function holdingLine(h: PositionFigures): string {
  return `${asText(h.symbol)} (${asText(h.name)}): ${signed(h.gainOrLoss)}${signedPercent(h.gainOrLossPercent)}, worth ${h.value} against a cost of ${h.costBasis}`;
}

function renderInvestments(result: InvestmentResult, facts: FamilyFacts): string {
  switch (result.kind) {
    case 'portfolio':
      return portfolioAnswer(facts);
    case 'no_such_holding':
      return result.choices.length === 0
        ? `I don't see any investment holdings on file, so there is no "${asText(result.asked)}" to look up.`
        : `I can't tell which of your holdings you mean. Your holdings are ${listOf(result.choices.map(asText))}.`;
    case 'holding': {
      const h = result.holding;
      const where = h.accounts.length > 0 ? ` in ${listOf(h.accounts.map(asText))}` : '';
      // "How many shares of VOO do we own": the count first, then the holding's figures.
      if (result.figure === 'shares') {
        return [
          `You hold ${h.shares} ${h.shares === '1' ? 'share' : 'shares'} of ${asText(h.name.replace(/^the\s+/i, ''))} (${asText(h.symbol)})${where}, worth ${h.value}.`,
          `Its cost basis is ${h.costBasis}, ${signed(h.gainOrLoss)}${signedPercent(h.gainOrLossPercent)}${result.shareOfHoldings ? `; it is ${result.shareOfHoldings} of your holdings' value` : ''}; the gain or loss is ${DEFINITION}.`,
        ].join(' ');
      }
      return [
        // "Your Boeing Company (BA) holding", not "Your The Boeing Company".
        `Your ${asText(h.name.replace(/^the\s+/i, ''))} (${asText(h.symbol)}) holding is worth ${h.value}, ${signed(h.gainOrLoss)}${signedPercent(h.gainOrLossPercent)} on its cost basis of ${h.costBasis}.`,
        `That is ${h.shares} shares${where}${result.shareOfHoldings ? `, ${result.shareOfHoldings} of your holdings' value` : ''}; the gain or loss is ${DEFINITION}.`,
      ].join(' ');
    }
    case 'set': {
      const r = result;
      const noun = r.which === 'losing' ? 'losing' : r.which === 'gaining' ? 'gaining' : '';
      if (r.count === 0) {
        return r.holdings === 0
          ? "I don't see any investment holdings on file."
          : `None of your ${plural(r.holdings, 'holding')} is ${r.which === 'losing' ? 'below' : 'above'} its cost basis right now.`;
      }
      const lines = r.items.map((h) =>
        r.which === 'all' ? `${asText(h.symbol)} (${asText(h.name)}): ${h.value}` : holdingLine(h),
      );
      const list = lines.map((l) => `- ${l}`).join('\n');
      if (r.how === 'largest') {
        const top = r.items[0]!;
        const lead =
          r.which === 'all'
            ? `Your largest holding is ${asText(top.symbol)} (${asText(top.name)}) at ${top.value}, of ${plural(r.holdings, 'holding')}.`
            : `Your largest ${r.which === 'losing' ? 'loss' : 'gain'} is ${holdingLine(top)} (${DEFINITION}).`;
        const next = lines.slice(1, 4);
        return [lead, next.length > 0 && `Next:\n${next.map((l) => `- ${l}`).join('\n')}`]
          .filter(Boolean)
          .join('\n\n');
      }
      const totalWord =
        r.which === 'losing' ? 'unrealized loss' : r.which === 'gaining' ? 'unrealized gain' : 'value';
      const lead =
        r.how === 'sum'
          ? `The total ${totalWord} of your ${plural(r.count, `${noun} position`.trim())} is ${r.total}${r.which === 'all' ? '' : ` (${DEFINITION})`}:`
          : `${r.count} of your ${plural(r.holdings, 'holding')} ${r.count === 1 ? 'is' : 'are'} ${r.which === 'losing' ? 'below cost' : r.which === 'gaining' ? 'above cost' : 'held'}, ${r.which === 'all' ? 'worth' : r.which === 'losing' ? 'down' : 'up'} ${r.total} in all${r.which === 'all' ? '' : ` (${DEFINITION})`}:`;
      return [lead, list].join('\n\n');
    }
  }
}

export const investmentsTool = defineTool({
  name: 'analyze_investments',
  topic: 'optimizing your investment portfolio',
  intent: 'portfolio',
  description:
    "Portfolio value, return, largest holdings and concentration above the guideline, and cash above an emergency fund. With `holding`, one holding's value, cost and gain or loss (its share count first with `figure`); with `which`/`how`, the losing, gaining or all holdings listed, summed or the largest.",
  parameters: investmentArguments,
  run: (f, { holding, figure, which, how }): InvestmentResult => {
    if (holding) {
      const found = findHolding(f, holding);
      return found.kind === 'holding' && figure ? { ...found, figure } : found;
    }
    if (which || how) return holdingSet(f, which ?? 'all', how ?? 'list');
    const v = f.investments;
    const inv = f.analysis.investment;
    const share = (h: { symbol: string; currentValue: string; sharePercent: string }) => ({
      symbol: h.symbol,
      value: $(h.currentValue),
      share: pct(h.sharePercent),
    });
    return {
      kind: 'portfolio',
      investmentAccountsValue: $(v.totalValue),
      costBasis: $(v.costBasis),
      gain: $(v.gain),
      totalReturn: pct(v.returnPercent),
      holdings: v.holdings,
      winners: v.winners,
      losers: v.losers,
      concentrationGuideline: pct(inv.maxSharePercent),
      concentrated: inv.concentrated.map((h) => ({ ...share(h), amountAboveGuideline: $(h.excessValue) })),
      topHoldings: inv.topHoldings.map(share),
      cash: $(inv.cash),
      averageMonthlySpending: $(inv.averageMonthlySpending),
      monthsOfSpendingInCash: inv.monthsOfSpendingHeld,
      emergencyFund: `${$(inv.emergencyFund)} (${inv.emergencyFundMonths} months)`,
      cashAboveEmergencyFund: $(inv.excessCash),
    };
  },
  render: renderInvestments,
});

/**
 * Computes ahead what every investment question reads (the positions and each set with its total), so
 * the first such question after the family changed does not (POST /api/ai/chat/prepare).
 */
export function prepareInvestments(facts: FamilyFacts): void {
  for (const which of holdingSets) holdingSetFigures(facts, which);
}
