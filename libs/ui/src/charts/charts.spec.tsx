// The light wrappers as the page's first paint renders them (server-side: no canvas, no plot chunk).
import { describe, expect, it } from '@jest/globals';
import { familyFigures, type NetWorthHistory } from '@heirloom/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { CompositionChart } from './CompositionChart';
import { NetWorthChart } from './NetWorthChart';
import { netWorthKeys } from './use-net-worth-history';

const point = (day: string, netWorth: string) => ({
  day,
  netWorth,
  liquidAssets: netWorth,
  nonLiquidAssets: '0.00',
  realEstateEquity: '0.00',
  totalLiabilities: '0.00',
});
const history: NetWorthHistory = {
  from: '2025-11-23',
  to: '2026-11-23',
  points: [point('2025-11-23', '1000.00'), point('2026-11-23', '1500.00')],
};

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ');

describe('NetWorthChart', () => {
  it('renders the range buttons, a skeleton of the plot and the text summary before the plot loads', () => {
    const client = new QueryClient();
    client.setQueryData(netWorthKeys.history('1Y'), history);
    const html = renderToString(
      <QueryClientProvider client={client}>
        <NetWorthChart height={300} />
      </QueryClientProvider>,
    );
    const buttons = [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]*)<\/button>/g)];
    expect(buttons.map((b) => [b[2], b[1]])).toEqual([
      ['1M', 'false'],
      ['6M', 'false'],
      ['1Y', 'true'],
      ['All', 'false'],
    ]);
    expect(html).toContain('aria-label="1Y: the last year"');
    // The plot's room is kept: its height plus the readout line.
    expect(html).toContain('height:328px');
    expect(text(html)).toContain(
      'Net worth over the last year: $1,000.00 on Nov 23, 2025, $1,500.00 on Nov 23, 2026, up $500.00 (+50.00%).',
    );
  });

  it('says it is loading while the history is on its way', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <NetWorthChart range="1M" />
      </QueryClientProvider>,
    );
    expect(text(html)).toContain('Loading net worth history…');
    expect(html).toMatch(/aria-pressed="true"[^>]*>1M</);
  });
});

describe('CompositionChart', () => {
  it('writes every amount as text beside the bars', () => {
    const figures = familyFigures({
      accounts: [
        { accountType: 'checking', balance: '1000' },
        { accountType: 'credit', balance: '-200' },
      ],
      holdings: [],
      properties: [{ currentValue: '300000' }],
      mortgages: [{ currentBalance: '100000' }],
      privatePlacements: [],
      businesses: [{ currentValuation: '5000' }],
      insurance: [],
    });
    const words = text(renderToString(<CompositionChart figures={figures} />)).replace(/\s+/g, ' ');
    expect(words).toContain('Assets $306,000.00');
    expect(words).toContain('Cash and investments $1,000.00');
    expect(words).toContain('Private investments and businesses $5,000.00');
    expect(words).toContain('Real estate $300,000.00');
    expect(words).toContain('Liabilities $100,200.00');
    expect(words).toContain('Credit cards owed $200.00');
    expect(words).toContain('Mortgages $100,000.00');
    expect(words).toContain('Net worth $205,800.00: assets of $306,000.00 minus liabilities of $100,200.00.');
  });

  it('says so when there is nothing yet', () => {
    const empty = familyFigures({
      accounts: [],
      holdings: [],
      properties: [],
      mortgages: [],
      privatePlacements: [],
      businesses: [],
      insurance: [],
    });
    expect(text(renderToString(<CompositionChart figures={empty} />))).toContain(
      'No assets or liabilities yet.',
    );
  });
});
