// GET /api/first-paint/:page: each registered page's first figures for the session's own family, as
// escaped HTML in the page's own texts and formats; nothing (204) for anyone without a session, an
// ended session, a page or area not theirs, an unknown page, or when the figures cannot be read.
import { calendar } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { AccessFixtures, dayFromToday } from '../../testing/access-callers';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import {
  dashboardFirstPaint,
  escapeHtml,
  formatDay,
  formatPercent,
  investmentsFirstPaint,
  transactionsFirstPaint,
} from './first-paint';
import { SummaryService } from './summary.service';

const PATH = '/api/first-paint/dashboard';
const TRANSACTIONS = '/api/first-paint/transactions';
const INVESTMENTS = '/api/first-paint/investments';

/** A tile's value and hint, by the page's testid it stands for. */
function tileOf(html: string, name: string): { value: string; hint: string; tone: string } | undefined {
  const match = new RegExp(
    `data-first-paint-figure="${name}">.*?<p class="fp-value( fp-\\w+)?">([^<]*)</p><p class="fp-hint">([^<]*)</p>`,
  ).exec(html);
  return match ? { tone: match[1]?.trim() ?? '', value: match[2]!, hint: match[3]! } : undefined;
}

describe('the fragments', () => {
  it('shows the figures as the dashboard formats them, and escapes every value', () => {
    const html = dashboardFirstPaint({
      netWorth: '-1234567.5',
      liquidAssets: '0.00',
      nonLiquidAssets: '12.34',
      realEstateEquity: '1000000.00',
    });
    expect(html).toContain('<p class="fp-figure" data-testid="net-worth">-$1,234,567.50</p>');
    expect(html).toContain('<dt>Liquid assets</dt><dd>$0.00</dd>');
    expect(html).toContain('<dt>Real estate equity</dt><dd>$1,000,000.00</dd>');
    expect(html).toContain('Your family&#39;s complete financial picture in one place.');
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;',
    );
  });

  it("draws the Transactions page's tiles in its texts: signed totals over the year's range", () => {
    const html = transactionsFirstPaint({
      income: '1234.5',
      expenses: '0.00',
      from: '2025-03-01',
      to: '2026-02-28',
      mayAdd: true,
    });
    expect(html).toContain(
      '<h1>Transactions</h1><p>Track and categorize all your financial transactions.</p>',
    );
    expect(html).toContain('Add Transaction</span>');
    expect(tileOf(html, 'total-income')).toEqual({
      value: '+$1,234.50',
      hint: 'Mar 1, 2025 – Feb 28, 2026',
      tone: 'fp-success',
    });
    expect(tileOf(html, 'total-expenses')).toEqual({
      value: '-$0.00',
      hint: 'Mar 1, 2025 – Feb 28, 2026',
      tone: '',
    });
    expect(
      transactionsFirstPaint({
        income: '1',
        expenses: '1',
        from: '2025-01-01',
        to: '2025-12-31',
        mayAdd: false,
      }),
    ).not.toContain('Add Transaction');
  });

  it("draws the Investments page's tiles, and none of the balances for a person not shared them", () => {
    const html = investmentsFirstPaint({
      balances: { totalValue: '2500', totalReturn: '-12.3', totalReturnPercent: '-0.4', accounts: 2 },
      winners: 3,
      losers: 0,
      mayAdd: true,
    });
    expect(html).toContain('<h1>Investment Portfolio</h1><p>Track your holdings and performance</p>');
    expect(html).toContain('Add Holding</span>');
    expect(tileOf(html, 'total-value')).toEqual({
      value: '$2,500.00',
      hint: 'Across 2 account(s)',
      tone: '',
    });
    expect(tileOf(html, 'total-return')).toEqual({
      value: '-0.40%',
      hint: '-$12.30 gain/loss',
      tone: 'fp-destructive',
    });
    expect(tileOf(html, 'winners')).toEqual({ value: '3', hint: 'Positive returns', tone: 'fp-success' });
    expect(tileOf(html, 'losers')).toEqual({ value: '0', hint: 'No losers', tone: '' });
    const cut = investmentsFirstPaint({ balances: null, winners: 0, losers: 2, mayAdd: false });
    expect(tileOf(cut, 'total-value')).toEqual({
      value: '—',
      hint: 'Account balances are not shared with you',
      tone: '',
    });
    expect(tileOf(cut, 'total-return')?.value).toBe('—');
    expect(tileOf(cut, 'losers')).toEqual({
      value: '2',
      hint: 'Tax-loss harvest opportunities',
      tone: 'fp-destructive',
    });
    expect(cut).not.toContain('Add Holding');
  });

  it('formats percentages and days as the pages do', () => {
    expect(formatPercent('12.345', true)).toBe('+12.35%');
    expect(formatPercent('0.001', true)).toBe('0.00%');
    expect(formatPercent('-3', true)).toBe('-3.00%');
    expect(formatDay('2024-03-01')).toBe('Mar 1, 2024');
  });
});

describe.each(testDatabaseKinds())('GET /api/first-paint/:page on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let fx: AccessFixtures;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;
  /** Professionals of the owner's family, granted the Accounts area only and the Investments area only. */
  let accountsCpa: TestAgent;
  let investmentsCpa: TestAgent;
  const today = calendar.utcToday();
  const yearAgo = calendar.addDays(today, -364);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    fx = new AccessFixtures(app);
    owner = await signUp(app, 'first-paint-owner');
    stranger = await signUp(app, 'first-paint-stranger');
    await owner.agent
      .post('/api/accounts')
      .send({ name: 'Checking <b>', institution: 'Bank', accountType: 'checking', balance: '2500.25' })
      .expect(201);
    await owner.agent
      .post('/api/accounts')
      .send({ name: 'Card', institution: 'Bank', accountType: 'credit', balance: '500.00' })
      .expect(201);
    const checking = (await owner.agent.get('/api/accounts').expect(200)).body[0].id as string;
    const transaction = (amount: string, transactionType: string, date: string) =>
      owner.agent
        .post('/api/transactions')
        .send({ accountId: checking, merchant: 'Acme', amount, category: 'Pay', date, transactionType })
        .expect(201);
    await transaction('4100.10', 'income', today);
    await transaction('-75.35', 'expense', yearAgo);
    // Older than the page's year: in no tile.
    await transaction('-999.00', 'expense', calendar.addDays(today, -365));
    const brokerage = await owner.agent
      .post('/api/accounts')
      .send({ name: 'Brokerage', institution: 'Vanguard', accountType: 'investment', balance: '12000.00' })
      .expect(201);
    const holding = (symbol: string, costBasis: string, currentValue: string) =>
      owner.agent
        .post('/api/holdings')
        .send({ accountId: brokerage.body.id, symbol, name: symbol, shares: '1', costBasis, currentValue })
        .expect(201);
    await holding('VTI', '5000', '6500');
    await holding('BND', '4000', '3900');
    await holding('QQQ', '1000', '1800');

    const { id: professionalId } = (
      await owner.agent.post('/api/professionals').send({ name: 'Dana Reyes', type: 'cpa' }).expect(201)
    ).body as { id: string };
    const cpa = async (username: string, areas: Record<string, 'read'>) => {
      const id = await fx.person(username, 'professional');
      await fx.grant({
        familyId: owner.id,
        professionalId,
        granteeId: id,
        areas,
        endsAt: dayFromToday(30),
        createdBy: owner.id,
      });
      return fx.signIn(username, id, owner.id);
    };
    accountsCpa = await cpa('first-paint-accounts-cpa', { accounts: 'read' });
    investmentsCpa = await cpa('first-paint-investments-cpa', { investments: 'read' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("answers the owner's net worth, the figure GET /api/summary answers, never cached", async () => {
    const { figures } = (await owner.agent.get('/api/summary').expect(200)).body;
    const response = await owner.agent.get(PATH).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(dashboardFirstPaint(figures));
    // 2,500.25 in checking, 500.00 owed on the card, 12,000.00 invested.
    expect(response.text).toContain('data-testid="net-worth">$14,000.25</p>');
  });

  it("answers the Transactions page's tiles: the year's totals GET /api/transactions/summary answers", async () => {
    const summary = (
      await owner.agent.get('/api/transactions/summary').query({ from: yearAgo, to: today }).expect(200)
    ).body as { income: string; expenses: string };
    expect([summary.income, summary.expenses]).toEqual(['4100.10', '75.35']);
    const response = await owner.agent.get(TRANSACTIONS).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(
      transactionsFirstPaint({ ...summary, from: yearAgo, to: today, mayAdd: true }),
    );
    expect(tileOf(response.text, 'total-income')?.value).toBe('+$4,100.10');
    expect(tileOf(response.text, 'total-expenses')?.value).toBe('-$75.35');
  });

  it('follows a change to the family at once (its cache is kept by the family version)', async () => {
    const checking = (await owner.agent.get('/api/accounts').expect(200)).body.find(
      (a: { accountType: string }) => a.accountType === 'checking',
    ).id as string;
    const made = await owner.agent
      .post('/api/transactions')
      .send({
        accountId: checking,
        merchant: 'Bakery',
        amount: '-4.65',
        category: 'Food',
        date: today,
        transactionType: 'expense',
      })
      .expect(201);
    expect(tileOf((await owner.agent.get(TRANSACTIONS).expect(200)).text, 'total-expenses')?.value).toBe(
      '-$80.00',
    );
    await owner.agent.delete(`/api/transactions/${made.body.id}`).expect(204);
    expect(tileOf((await owner.agent.get(TRANSACTIONS).expect(200)).text, 'total-expenses')?.value).toBe(
      '-$75.35',
    );
  });

  it("answers the Investments page's tiles as the page computes them from its lists", async () => {
    const response = await owner.agent.get(INVESTMENTS).expect(200);
    // 12,000.00 invested on a cost basis of 10,000.00: +2,000.00, +20.00%; VTI and QQQ up, BND down.
    expect(tileOf(response.text, 'total-value')).toEqual({
      value: '$12,000.00',
      hint: 'Across 1 account(s)',
      tone: '',
    });
    expect(tileOf(response.text, 'total-return')).toEqual({
      value: '+20.00%',
      hint: '+$2,000.00 gain/loss',
      tone: 'fp-success',
    });
    expect(tileOf(response.text, 'winners')?.value).toBe('2');
    expect(tileOf(response.text, 'losers')).toEqual({
      value: '1',
      hint: 'Tax-loss harvest opportunities',
      tone: 'fp-destructive',
    });
    expect(response.text).toContain('Add Holding');
  });

  it('shows another user only their own figures', async () => {
    const dashboard = await stranger.agent.get(PATH).expect(200);
    expect(dashboard.text).toContain('data-testid="net-worth">$0.00</p>');
    expect(dashboard.text).not.toContain('14,000.25');
    const transactions = (await stranger.agent.get(TRANSACTIONS).expect(200)).text;
    expect(tileOf(transactions, 'total-income')?.value).toBe('+$0.00');
    expect(transactions).not.toContain('4,100.10');
    const investments = (await stranger.agent.get(INVESTMENTS).expect(200)).text;
    expect(tileOf(investments, 'total-value')).toEqual({
      value: '$0.00',
      hint: 'Across 0 account(s)',
      tone: '',
    });
    expect(investments).not.toContain('12,000.00');
    // No investment account to add a holding to: the page shows no button.
    expect(investments).not.toContain('Add Holding');
  });

  it('gives a professional only the pages of the areas the family granted, and only what they show', async () => {
    // Accounts only: the Transactions tiles, without the add button (a professional only reads);
    // neither the Investments page nor the net worth (it sums areas not granted).
    const transactions = (await accountsCpa.get(TRANSACTIONS).expect(200)).text;
    expect(tileOf(transactions, 'total-income')?.value).toBe('+$4,100.10');
    expect(transactions).not.toContain('Add Transaction');
    for (const path of [INVESTMENTS, PATH]) expect((await accountsCpa.get(path).expect(204)).text).toBe('');
    // Investments only: the holdings' counts, none of the balances; no Transactions page.
    const investments = (await investmentsCpa.get(INVESTMENTS).expect(200)).text;
    expect(tileOf(investments, 'total-value')?.value).toBe('—');
    expect(tileOf(investments, 'total-return')?.hint).toBe('Account balances are not shared with you');
    expect(tileOf(investments, 'winners')?.value).toBe('2');
    expect(investments).not.toContain('12,000.00');
    expect(investments).not.toContain('2,000.00');
    for (const path of [TRANSACTIONS, PATH])
      expect((await investmentsCpa.get(path).expect(204)).text).toBe('');
  });

  it('answers 204 with no body when signed out, with an unknown session, or for no such page', async () => {
    const server = app.getHttpServer();
    for (const path of [PATH, TRANSACTIONS, INVESTMENTS]) {
      expect((await request(server).get(path).expect(204)).text).toBe('');
      const forged = await request(server).get(path).set('Cookie', 'hl_session=not-a-session').expect(204);
      expect(forged.text).toBe('');
    }
    for (const page of ['accounts', 'constructor', '__proto__', 'dashboard.html'])
      expect((await owner.agent.get(`/api/first-paint/${page}`).expect(204)).text).toBe('');
  });

  it('answers 204 once the session is signed out', async () => {
    const leaving = await signUp(app, 'first-paint-leaving');
    await leaving.agent.get(TRANSACTIONS).expect(200);
    await leaving.agent.post('/api/auth/logout').expect(204);
    await leaving.agent.get(TRANSACTIONS).expect(204);
    await leaving.agent.get(PATH).expect(204);
  });

  it('answers 204, not an error, when the figures cannot be read', async () => {
    const summary = app.get(SummaryService);
    const original = summary.summary.bind(summary);
    summary.summary = () => Promise.reject(new Error('database down'));
    try {
      for (const path of [PATH, INVESTMENTS]) expect((await owner.agent.get(path).expect(204)).text).toBe('');
    } finally {
      summary.summary = original;
    }
  });
});
