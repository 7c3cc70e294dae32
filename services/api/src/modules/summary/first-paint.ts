// The dashboard's first paint: the session's own net worth as HTML, which the gateway (tools/serve)
// puts into the shell's page for /dashboard, so the figure is on screen before any script has run.
// The shell then shows this very node as the dashboard's loading state until the page renders its own
// figure (shell/src/first-paint.ts). Texts and figures are the dashboard's (NetWorthCard).
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
