// GET /api/first-paint/dashboard: the session's own net worth as escaped HTML, the dashboard's texts;
// nothing (204) for anyone without a session, an ended session, or when the figures cannot be read.
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { dashboardFirstPaint, escapeHtml } from './first-paint';
import { SummaryService } from './summary.service';

const PATH = '/api/first-paint/dashboard';

describe('dashboardFirstPaint', () => {
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
});

describe.each(testDatabaseKinds())('GET /api/first-paint/dashboard on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
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
    // 2,500.25 in checking, 500.00 owed on the card.
    expect(response.text).toContain('data-testid="net-worth">$2,000.25</p>');
  });

  it('shows another user only their own figures', async () => {
    const response = await stranger.agent.get(PATH).expect(200);
    expect(response.text).toContain('data-testid="net-worth">$0.00</p>');
    expect(response.text).not.toContain('2,000.25');
  });

  it('answers 204 with no body when signed out or with an unknown session', async () => {
    const server = app.getHttpServer();
    const none = await request(server).get(PATH).expect(204);
    expect(none.text).toBe('');
    const forged = await request(server).get(PATH).set('Cookie', 'hl_session=not-a-session').expect(204);
    expect(forged.text).toBe('');
  });

  it('answers 204 once the session is signed out', async () => {
    const leaving = await signUp(app, 'first-paint-leaving');
    await leaving.agent.get(PATH).expect(200);
    await leaving.agent.post('/api/auth/logout').expect(204);
    await leaving.agent.get(PATH).expect(204);
  });

  it('answers 204, not an error, when the figures cannot be read', async () => {
    const summary = app.get(SummaryService);
    const original = summary.summary.bind(summary);
    summary.summary = () => Promise.reject(new Error('database down'));
    try {
      const response = await owner.agent.get(PATH).expect(204);
      expect(response.text).toBe('');
    } finally {
      summary.summary = original;
    }
  });
});
