// The pages' first paints (libs/contracts first-paint-pages.ts): the session's own first figures as
// HTML, which the gateway (tools/serve) puts into the shell's page for that route, so they are on
// screen before any script has run. The shell keeps this very node over the page until the page
// renders its own figure (shell/src/first-paint.ts). Texts, figures and their formats are the pages'
// own (the dashboard's NetWorthCard, the Transactions and Investments pages' tiles), every value
// HTML-escaped; the shell's index.html draws them in the pages' type and colours.
import { formatMoney, type FamilyFigures } from '@heirloom/contracts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export const DASHBOARD_SUBTITLE = "Your family's complete financial picture in one place.";

/** The fragment: the page heading and the net-worth card, classes styled by the shell's index.html. */
export function dashboardFirstPaint(
  figures: Pick<FamilyFigures, 'netWorth' | 'liquidAssets' | 'nonLiquidAssets' | 'realEstateEquity'>,
): string {
  const money = (value: string) => escapeHtml(formatMoney(value));
  const part = (label: string, value: string) => `<div><dt>${label}</dt><dd>${money(value)}</dd></div>`;
  return (
    '<div class="fp" data-first-paint="dashboard" aria-busy="true">' +
    '<header class="fp-head"><h1>Dashboard</h1>' +
    `<p>${escapeHtml(DASHBOARD_SUBTITLE)}</p></header>` +
    '<section class="fp-card"><div><p class="fp-label">Net Worth</p>' +
    `<p class="fp-figure" data-testid="net-worth">${money(figures.netWorth)}</p></div>` +
    '<dl class="fp-parts">' +
    part('Liquid assets', figures.liquidAssets) +
    part('Non-liquid assets', figures.nonLiquidAssets) +
    part('Real estate equity', figures.realEstateEquity) +
    '</dl></section></div>'
  );
}

// ---------- the pages' summary tiles (StatTile in libs/ui, drawn by the shell's index.html styles) ----------

/** The pages' text formats (libs/ui format.ts), the same Intl options, so the server's text is theirs. */
const percentFormats = new Map<string, Intl.NumberFormat>();
export function formatPercent(value: string, signed = false): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return NO_FIGURE;
  const key = signed ? 'signed' : 'plain';
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    percentFormats.set(key, format);
  }
  return `${format.format(Math.abs(n) < 0.005 ? 0 : n)}%`;
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** 'YYYY-MM-DD' as 'Mar 1, 2024' (the calendar day, never shifted by a time zone). */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** What a figure that cannot be shown reads (libs/ui NO_FIGURE). */
export const NO_FIGURE = '—';

/** lucide's paths of the icons the tiles and buttons carry (24x24, stroked). */
const ICONS = {
  plus: ['M5 12h14', 'M12 5v14'],
  trendingUp: ['M16 7h6v6', 'm22 7-8.5 8.5-5-5L2 17'],
  trendingDown: ['M16 17h6v-6', 'm22 17-8.5-8.5-5 5L2 7'],
  dollarSign: ['M12 3v18', 'M17 5H9.5a1 1 0 000 7h5a1 1 0 010 7H6'],
  barChart: ['M3 3v16a2 2 0 0 0 2 2h16', 'M18 17V9', 'M13 17V5', 'M8 17v-3'],
} as const;

const icon = (name: keyof typeof ICONS) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
  ICONS[name].map((d) => `<path d="${d}"/>`).join('') +
  '</svg>';

export type TileTone = 'default' | 'success' | 'destructive';

export interface Tile {
  /** The page's own tile's data-testid, named by the first paint's as data-first-paint-figure. */
  name: string;
  label: string;
  value: string;
  hint: string;
  tone: TileTone;
  icon: keyof typeof ICONS;
}

function tile({ name, label, value, hint, tone, icon: iconName }: Tile): string {
  const toned = tone === 'default' ? '' : ` fp-${tone}`;
  return (
    `<div class="fp-tile" data-first-paint-figure="${escapeHtml(name)}">` +
    `<div class="fp-tile-top"><p class="fp-label">${escapeHtml(label)}</p>` +
    `<span class="fp-icon">${icon(iconName)}</span></div>` +
    `<p class="fp-value${toned}">${escapeHtml(value)}</p>` +
    `<p class="fp-hint">${escapeHtml(hint)}</p></div>`
  );
}

/** A page's heading, subtitle and (drawn, not working: the page's own replaces it) its add button. */
function pageHead(title: string, subtitle: string, action: string | null): string {
  return (
    `<header class="fp-head fp-head-row"><div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></div>` +
    (action ? `<span class="fp-action">${icon('plus')}${escapeHtml(action)}</span>` : '') +
    '</header>'
  );
}

function tilesPage(page: string, head: string, columns: 2 | 4, tiles: readonly Tile[]): string {
  return (
    `<div class="fp" data-first-paint="${page}" aria-busy="true">${head}` +
    `<div class="fp-tiles fp-tiles-${columns}">${tiles.map(tile).join('')}</div></div>`
  );
}

export const TRANSACTIONS_TITLE = 'Transactions';
export const TRANSACTIONS_SUBTITLE = 'Track and categorize all your financial transactions.';

/** The Transactions page's two tiles: the last 365 days' income and expenses (TransactionsPage). */
export function transactionsFirstPaint(figures: {
  income: string;
  expenses: string;
  from: string;
  to: string;
  mayAdd: boolean;
}): string {
  const hint = `${formatDay(figures.from)} – ${formatDay(figures.to)}`;
  return tilesPage(
    'transactions',
    pageHead(TRANSACTIONS_TITLE, TRANSACTIONS_SUBTITLE, figures.mayAdd ? 'Add Transaction' : null),
    2,
    [
      {
        name: 'total-income',
        label: 'Total Income',
        value: `+${formatMoney(figures.income)}`,
        hint,
        tone: 'success',
        icon: 'trendingUp',
      },
      {
        name: 'total-expenses',
        label: 'Total Expenses',
        value: `-${formatMoney(figures.expenses)}`,
        hint,
        tone: 'default',
        icon: 'trendingDown',
      },
    ],
  );
}

export const INVESTMENTS_TITLE = 'Investment Portfolio';
export const INVESTMENTS_SUBTITLE = 'Track your holdings and performance';
const BALANCES_NOT_SHARED = 'Account balances are not shared with you';

const signOf = (value: string) => {
  const n = Number(value);
  return n > 0 ? 1 : n < 0 ? -1 : 0;
};

/**
 * The Investments page's four tiles (InvestmentsPage, portfolio.ts). `balances` is null for a person
 * not shared the Accounts area: the page shows no figure that needs the investment accounts' balances.
 */
export function investmentsFirstPaint(figures: {
  balances: { totalValue: string; totalReturn: string; totalReturnPercent: string; accounts: number } | null;
  winners: number;
  losers: number;
  mayAdd: boolean;
}): string {
  const { balances, winners, losers } = figures;
  const returnSign = balances ? signOf(balances.totalReturn) : 0;
  const gain = balances
    ? `${returnSign > 0 ? '+' : ''}${formatMoney(balances.totalReturn)} gain/loss`
    : BALANCES_NOT_SHARED;
  return tilesPage(
    'investments',
    pageHead(INVESTMENTS_TITLE, INVESTMENTS_SUBTITLE, figures.mayAdd ? 'Add Holding' : null),
    4,
    [
      {
        name: 'total-value',
        label: 'Total Value',
        value: balances ? formatMoney(balances.totalValue) : NO_FIGURE,
        hint: balances ? `Across ${balances.accounts} account(s)` : BALANCES_NOT_SHARED,
        tone: 'default',
        icon: 'dollarSign',
      },
      {
        name: 'total-return',
        label: 'Total Return',
        value: balances ? formatPercent(balances.totalReturnPercent, true) : NO_FIGURE,
        hint: gain,
        tone: returnSign > 0 ? 'success' : returnSign < 0 ? 'destructive' : 'default',
        icon: 'barChart',
      },
      {
        name: 'winners',
        label: 'Winners',
        value: String(winners),
        hint: 'Positive returns',
        tone: winners > 0 ? 'success' : 'default',
        icon: 'trendingUp',
      },
      {
        name: 'losers',
        label: 'Losers',
        value: String(losers),
        hint: losers > 0 ? 'Tax-loss harvest opportunities' : 'No losers',
        tone: losers > 0 ? 'destructive' : 'default',
        icon: 'trendingDown',
      },
    ],
  );
}
