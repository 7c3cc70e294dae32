// POST /api/ai/chat and /api/ai/chat/stream with the built-in analyst, against a real API process with
// the demo family. Expected figures are computed here from the data read through the API (or by the
// analytics on that data), then looked for, formatted, in the answer.
import { jest } from '@jest/globals';
import { maxChatMessageLength, type Transaction, type TransactionPage } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import Decimal from 'decimal.js';
import request from 'supertest';
import { analyzeFamily, defaultAssumptions, type FamilyAnalysis } from '../analytics';
import { API_UNAVAILABLE_MESSAGE, ApiClient, UserApi } from '../data/api-client';
import { loadFamilyData, type FamilyData } from '../data/family-data';
import { RATE_LIMITED_MESSAGE } from '../rate-limit';
import { freePort, startApiProcess, type ApiProcess } from '../testing/api-process';
import { rawText, sseEventsOf } from '../testing/sse';
import { createTestApp } from '../testing/test-app';
import { EDUCATION_NOTE } from '../facts/answers';
import { formatDate, formatMoney, formatMoneyLead, formatMonth, formatPercent } from '../facts/format';

const sum = (values: (string | null)[]) => values.reduce((total, v) => total.plus(v ?? 0), new Decimal(0));

describe('POST /api/ai/chat (built-in analyst)', () => {
  let api: ApiProcess;
  let app: HttpApp;
  let cookie: string;
  let data: FamilyData;
  let analysis: FamilyAnalysis;
  /** The last test stops the API; stopping it twice would wait for an exit that already happened. */
  let apiStopped = false;

  beforeAll(async () => {
    api = await startApiProcess();
    cookie = await api.signIn('demo', 'demo1234');
    app = await createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 1000 });
    data = await loadFamilyData(new ApiClient({ baseUrl: api.url, timeoutMs: 10_000 }).forUser(cookie));
    analysis = analyzeFamily(data, defaultAssumptions);
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    if (!apiStopped) await api?.stop();
  });

  const ask = async (message: string, as = cookie) => {
    const response = await request(app.getHttpServer())
      .post('/api/ai/chat')
      .set('Cookie', as)
      .send({ message });
    expect(response.status).toBe(200);
    expect(typeof response.body.response).toBe('string');
    return response.body.response as string;
  };

  describe("the spec's four suggestions", () => {
    it('refinance: the high-rate mortgage with its new payment, saving, closing costs and break-even', async () => {
      const answer = await ask('Should I refinance any of my mortgages?');
      const highRate = data.mortgages.filter((m) => new Decimal(m.interestRate).greaterThan(7));
      expect(highRate).toHaveLength(1);
      const refi = analysis.refinance.mortgages.find((m) => m.mortgageId === highRate[0]!.id)!;
      expect(refi.recommended).toBe(true);
      for (const figure of [
        formatMoney(highRate[0]!.currentBalance),
        formatMoney(highRate[0]!.monthlyPayment),
        formatMoney(refi.newPayment!),
        formatMoney(refi.monthlySaving!),
        formatMoney(refi.annualSaving!),
        formatMoney(refi.closingCosts),
        `${refi.breakEvenMonths} months`,
        highRate[0]!.lender,
        '7.625%',
        '6.25%',
      ]) {
        expect(answer).toContain(figure);
      }
      // The low-rate loans are covered too, and not recommended.
      expect(answer).toMatch(/^1 of your 3 mortgages looks worth refinancing/);
      expect(answer).toContain('refinancing does not pay');
    });

    it('tax harvesting: the taxable losses summed from the holdings, the tax saved and the wash-sale caution', async () => {
      const answer = await ask('What tax harvesting opportunities do I have?');
      const taxable = new Set(
        data.accounts
          .filter((a) => a.accountType === 'investment' && !/IRA|401\(k\)/.test(a.name))
          .map((a) => a.id),
      );
      const losers = data.holdings.filter(
        (h) => taxable.has(h.accountId) && new Decimal(h.currentValue).lessThan(h.costBasis),
      );
      const loss = losers.reduce((t, h) => t.plus(h.costBasis).minus(h.currentValue), new Decimal(0));
      expect(analysis.taxHarvest.harvestableLoss).toBe(loss.toFixed(2));
      expect(answer).toContain(formatMoney(loss));
      expect(answer).toContain(formatMoney(loss.times('0.24')));
      const biggest = [...losers].sort((a, b) =>
        new Decimal(b.costBasis)
          .minus(b.currentValue)
          .comparedTo(new Decimal(a.costBasis).minus(a.currentValue)),
      )[0]!;
      expect(answer).toContain(`${biggest.symbol} (${biggest.name})`);
      expect(answer).toContain(formatMoney(new Decimal(biggest.costBasis).minus(biggest.currentValue)));
      expect(answer).toContain('Wash-sale rule');
      expect(answer).toContain('tax-advantaged');
    });

    it('estate: not up to date, naming the outdated documents and the missing trust', async () => {
      const answer = await ask('Is my estate plan up to date?');
      expect(answer).toMatch(/^Not fully/);
      const outdated = data.estateDocuments.filter((d) => d.status === 'outdated');
      expect(outdated.length).toBeGreaterThan(0);
      for (const doc of outdated) expect(answer).toContain(doc.title);
      expect(answer).toContain('No trust on file');
      expect(answer).toContain(`${data.beneficiaries.length} beneficiaries`);
    });

    it('portfolio: the investment total, the concentrated holding and its share, idle cash', async () => {
      const answer = await ask('How can I optimize my investment portfolio?');
      const invested = sum(data.accounts.filter((a) => a.accountType === 'investment').map((a) => a.balance));
      expect(answer).toContain(formatMoney(invested));
      const holdingsValue = sum(data.holdings.map((h) => h.currentValue));
      const top = [...data.holdings].sort((a, b) =>
        new Decimal(b.currentValue).comparedTo(a.currentValue),
      )[0]!;
      const share = new Decimal(top.currentValue).dividedBy(holdingsValue).times(100);
      expect(share.greaterThan(20)).toBe(true);
      expect(answer).toContain(
        `${top.symbol} is ${formatPercent(share, 1)} of your holdings (${formatMoney(top.currentValue)})`,
      );
      const cash = sum(
        data.accounts.filter((a) => ['checking', 'savings'].includes(a.accountType)).map((a) => a.balance),
      );
      expect(answer).toContain(`checking and savings hold ${formatMoney(cash)}`);
    });
  });

  describe('other topics', () => {
    it('spending: the year total and the largest category from the transaction summary', async () => {
      const answer = await ask('Where does my money go?');
      expect(answer).toContain(`you spent ${formatMoney(data.spending.expenses)}`);
      expect(answer).toContain(`took in ${formatMoney(data.spending.income)}`);
      const top = [...data.spending.byCategory].sort((a, b) =>
        new Decimal(b.expenses).comparedTo(a.expenses),
      )[0]!;
      expect(answer).toContain(`${top.category}: ${formatMoney(top.expenses)}`);
    });

    describe('spending as asked: category, merchant and period', () => {
      /** Every row of GET /api/transactions for the query, all pages of 200. */
      const allTransactions = async (query: Record<string, string>): Promise<Transaction[]> => {
        const client = new ApiClient({ baseUrl: api.url, timeoutMs: 10_000 }).forUser(cookie);
        const rows: Transaction[] = [];
        for (let page = 1; ; page += 1) {
          const result = await client.get<TransactionPage>('/transactions', {
            ...query,
            page,
            pageSize: 200,
          });
          rows.push(...result.items);
          if (rows.length >= result.total || result.items.length === 0) return rows;
        }
      };
      const spent = (rows: Transaction[]) =>
        rows
          .filter((r) => r.transactionType === 'expense')
          .reduce((total, r) => total.plus(new Decimal(r.amount).abs()), new Decimal(0));
      const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const across = (n: number) =>
        n === 0 ? ' (no transactions)' : n === 1 ? ' across 1 transaction' : ` across ${n} transactions`;
      let y: number;
      let m: number;
      beforeAll(() => {
        [y, m] = data.today.split('-').map(Number) as [number, number];
        m -= 1; // 0-based for Date.UTC
      });

      it("groceries last month: the sum of that month's Groceries rows, with the 12-month comparison", async () => {
        const from = day(y, m - 1, 1);
        const to = day(y, m, 0);
        const rows = (await allTransactions({ search: 'Groceries', from, to })).filter(
          (r) => r.category === 'Groceries',
        );
        expect(rows.length).toBeGreaterThan(0);
        const answer = await ask('How much did I spend on groceries last month?');
        expect(answer).toMatch(
          new RegExp(
            `^You spent ${escape(formatMoney(spent(rows)))} on Groceries in ${formatMonth(from.slice(0, 7))}${escape(across(rows.length))}\\.`,
          ),
        );
        expect(answer).toContain('a month on Groceries over the last 12 months');
        expect(answer).toContain(EDUCATION_NOTE);
      });

      it('a follow-up in the same conversation reuses its question, chat and stream alike', async () => {
        const groceries = async (from: string, to: string) =>
          spent(
            (await allTransactions({ search: 'Groceries', from, to })).filter(
              (r) => r.category === 'Groceries',
            ),
          );
        const first = await request(app.getHttpServer())
          .post('/api/ai/chat')
          .set('Cookie', cookie)
          .send({ message: 'How much did I spend on groceries last month?' })
          .expect(200);
        const { conversationId } = first.body as { conversationId: string };
        const twoMonthsAgo = day(y, m - 2, 1);
        const followUp = await request(app.getHttpServer())
          .post('/api/ai/chat')
          .set('Cookie', cookie)
          .send({ message: `and in ${formatMonth(twoMonthsAgo.slice(0, 7))}?`, conversationId })
          .expect(200);
        expect(followUp.body.response).toMatch(
          new RegExp(
            `^You spent ${escape(formatMoney(await groceries(twoMonthsAgo, day(y, m - 1, 0))))} on Groceries in ${formatMonth(twoMonthsAgo.slice(0, 7))}`,
          ),
        );
        // A follow-up of the follow-up still reads the first question's query; the stream too.
        const threeMonthsAgo = day(y, m - 3, 1);
        const streamed = await request(app.getHttpServer())
          .post('/api/ai/chat/stream')
          .set('Cookie', cookie)
          .send({ message: `what about ${formatMonth(threeMonthsAgo.slice(0, 7))}?`, conversationId })
          .buffer(true)
          .parse(rawText)
          .expect(200);
        const done = sseEventsOf(streamed).find((e) => e.event === 'done');
        expect((done?.data as { response: string }).response).toMatch(
          new RegExp(
            `^You spent ${escape(formatMoney(await groceries(threeMonthsAgo, day(y, m - 2, 0))))} on Groceries in ${formatMonth(threeMonthsAgo.slice(0, 7))}`,
          ),
        );
        // Without the conversation, the same words are no follow-up.
        expect(await ask(`and in ${formatMonth(twoMonthsAgo.slice(0, 7))}?`)).not.toMatch(
          /^You spent .* on Groceries/,
        );
      });

      it("dining this month: against the month's Food & Dining budget", async () => {
        const from = day(y, m, 1);
        const rows = (await allTransactions({ search: 'Food & Dining', from, to: data.today })).filter(
          (r) => r.category === 'Food & Dining',
        );
        const budget = data.budgets.find((b) => b.category === 'Food & Dining')!;
        const left = new Decimal(budget.monthlyBudget).minus(spent(rows));
        const answer = await ask('How much have I spent on restaurants this month?');
        expect(answer).toContain(
          `You spent ${formatMoney(spent(rows))} on Food & Dining in ${formatMonth(from.slice(0, 7))} so far`,
        );
        expect(answer).toContain(
          `${across(rows.length)}, against a budget of ${formatMoney(budget.monthlyBudget)} (${left.isNegative() ? `${formatMoney(left.abs())} over` : `${formatMoney(left)} left`})`,
        );
      });

      it('a merchant: Whole Foods over the last 3 months, its rows summed here, not the Food & Dining category', async () => {
        const from = day(y, m - 3, 1);
        const to = day(y, m, 0);
        const rows = (await allTransactions({ search: 'Whole Foods', from, to })).filter((r) =>
          r.merchant.toLowerCase().includes('whole foods'),
        );
        expect(rows.length).toBeGreaterThan(0);
        const answer = await ask('How much did I spend at Whole Foods in the last 3 months?');
        expect(answer).toMatch(
          new RegExp(
            `^You spent ${escape(formatMoney(spent(rows)))} at Whole Foods Market over the last 3 months \\([^)]*${escape(formatDate(to))}\\)${escape(across(rows.length))}\\.`,
          ),
        );
        expect(answer).not.toContain('on Food & Dining');
      });

      it('an unknown category: says which categories exist', async () => {
        const answer = await ask('How much did I spend on pet supplies last month?');
        expect(answer).toContain("I don't see spending under that name");
        for (const c of data.spending.byCategory.filter((c) => new Decimal(c.expenses).greaterThan(0))) {
          expect(answer).toContain(c.category);
        }
      });
    });

    it("budgets: each category's spent against its budget, and the totals", async () => {
      const answer = await ask('Am I over budget this month?');
      expect(data.budgets.length).toBe(6);
      for (const b of data.budgets) {
        expect(answer).toContain(
          `${b.category}: ${formatMoney(b.currentSpent)} of ${formatMoney(b.monthlyBudget)}`,
        );
      }
      expect(answer).toContain(`budgeted ${formatMoney(sum(data.budgets.map((b) => b.monthlyBudget)))}`);
      expect(answer).toContain(`spent ${formatMoney(sum(data.budgets.map((b) => b.currentSpent)))}`);
    });

    it('net worth: liquid + non-liquid + real estate equity, summed here from the raw lists', async () => {
      const answer = await ask("What's my net worth?");
      const liquid = sum(data.accounts.map((a) => a.balance));
      const nonLiquid = sum(data.privatePlacements.map((p) => p.currentValue)).plus(
        sum(data.businesses.map((b) => b.currentValuation)),
      );
      const equity = sum(data.properties.map((p) => p.currentValue)).minus(
        sum(data.mortgages.map((m) => m.currentBalance)),
      );
      expect(answer).toContain(`Your net worth is ${formatMoneyLead(liquid.plus(nonLiquid).plus(equity))}`);
      expect(answer).toContain(`Liquid assets ${formatMoney(liquid)}`);
      expect(answer).toContain(`Real estate equity ${formatMoney(equity)}`);
    });

    it('accounts: every account with its balance', async () => {
      const answer = await ask('What are my account balances?');
      for (const a of data.accounts)
        expect(answer).toContain(`${a.name} (${a.institution}, ${a.accountType}): ${formatMoney(a.balance)}`);
    });

    it("taxes: the latest year's income, tax across its returns and effective rate", async () => {
      const answer = await ask('How much tax did I pay?');
      const year = Math.max(...data.taxDocuments.map((d) => d.taxYear));
      const docs = data.taxDocuments.filter((d) => d.taxYear === year);
      const income = docs.find((d) => d.documentType === '1040')!.totalIncome!;
      const tax = sum(docs.map((d) => d.totalTax));
      expect(answer).toContain(
        `Your latest return is for ${year}: total income ${formatMoney(income)} and ${formatMoney(tax)} of tax`,
      );
      expect(answer).toContain(formatPercent(tax.dividedBy(income).times(100), 1));
    });

    it('insurance: total coverage, the policy expiring within 90 days and the life cover gap', async () => {
      const answer = await ask('Is my insurance coverage enough?');
      expect(answer).toContain(
        `${formatMoneyLead(sum(data.insurance.map((p) => p.coverageAmount)))} of total coverage`,
      );
      const in90 = new Date(Date.parse(`${data.today}T00:00:00Z`) + 90 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const expiring = data.insurance.filter(
        (p) => p.expirationDate && p.expirationDate >= data.today && p.expirationDate <= in90,
      );
      expect(expiring).toHaveLength(1);
      expect(answer).toContain(
        `${expiring[0]!.provider} ${expiring[0]!.policyType} policy ${expiring[0]!.policyNumber} expires on ${formatDate(expiring[0]!.expirationDate!)}`,
      );
      expect(answer).toContain(`a gap of ${formatMoney(analysis.insurance.lifeCoverageGap!)}`);
    });

    it('mortgages, real estate, private investments and professionals', async () => {
      const mortgages = await ask('How much do I owe on my mortgages?');
      for (const m of data.mortgages) expect(mortgages).toContain(`${m.lender} (`);
      for (const m of data.mortgages) expect(mortgages).toContain(formatMoney(m.currentBalance));
      expect(mortgages).toContain(
        `${formatMoneyLead(sum(data.mortgages.map((m) => m.currentBalance)))} outstanding`,
      );

      const realEstate = await ask('What are my properties worth?');
      expect(realEstate).toContain(
        `worth ${formatMoneyLead(sum(data.properties.map((p) => p.currentValue)))}`,
      );

      const privateInv = await ask('How are my private investments doing?');
      const total = sum(data.privatePlacements.map((p) => p.currentValue)).plus(
        sum(data.businesses.map((b) => b.currentValuation)),
      );
      expect(privateInv).toContain(`Your private investments are worth ${formatMoneyLead(total)}`);
      for (const p of data.privatePlacements)
        expect(privateInv).toContain(
          `${formatMoney(p.initialInvestment)} invested, now ${formatMoney(p.currentValue)}`,
        );

      const team = await ask('Who is in my professional network?');
      for (const p of data.professionals) expect(team).toContain(p.name);
      expect(team).toContain('An estate planner for estate');
    });

    it('anything else: what can be asked, with two questions to try, and no figures that pretend to answer', async () => {
      const answer = await ask('What will the weather be in Denver tomorrow?');
      expect(answer).toContain('I can only answer questions about your own finances');
      expect(answer).toContain('You can ask me about refinancing your mortgages');
      expect(answer).toMatch(/for example "[^"]+\?" or "[^"]+\?"$/);
      expect(answer).not.toContain(formatMoney(analysis.insurance.netWorth.netWorth));
    });

    it('frames answers as education once, at the end', async () => {
      const answer = await ask('Should I refinance any of my mortgages?');
      expect(answer.endsWith(EDUCATION_NOTE)).toBe(true);
      expect(answer.split(EDUCATION_NOTE)).toHaveLength(2);
    });
  });

  it('answers a family with no data sensibly, never with made-up figures', async () => {
    const empty = await api.register('empty-family');
    expect(await ask('Should I refinance any of my mortgages?', empty)).toMatch(
      /^I don't see any mortgage on file/,
    );
    expect(await ask('What tax harvesting opportunities do I have?', empty)).toMatch(
      /^I don't see any investment holdings on file/,
    );
    expect(await ask('Is my estate plan up to date?', empty)).toMatch(
      /^I don't see any estate documents on file/,
    );
    expect(await ask('How can I optimize my investment portfolio?', empty)).toMatch(
      /^I don't see any investment accounts/,
    );
    expect(await ask('How is my budget?', empty)).toMatch(/^You have no budgets set up yet/);
    expect(await ask("What's my net worth?", empty)).toMatch(
      /^You have no accounts, properties or private investments recorded/,
    );
  });

  describe('validation and sessions', () => {
    const post = (body: unknown, as: string | null = cookie) => {
      const req = request(app.getHttpServer()).post('/api/ai/chat');
      if (as !== null) req.set('Cookie', as);
      return req.send(body as object);
    };

    it('refuses an empty, blank or missing message with the field message', async () => {
      for (const body of [{ message: '' }, { message: '   \n\t ' }, {}]) {
        const response = await post(body).expect(400);
        expect(response.body).toEqual({
          message: 'Validation failed',
          errors: [{ path: 'message', message: 'Message is required' }],
        });
      }
    });

    it('refuses a message over the length limit, and unknown fields', async () => {
      const long = await post({ message: 'a'.repeat(maxChatMessageLength + 1) }).expect(400);
      expect(long.body.errors).toEqual([
        { path: 'message', message: `Message must be at most ${maxChatMessageLength} characters` },
      ]);
      const extra = await post({ message: 'hi', model: 'gpt-5' }).expect(400);
      expect(extra.body.errors).toEqual([{ path: 'model', message: 'Unknown field' }]);
    });

    it('answers 401 without a session or with a forged one', async () => {
      expect((await post({ message: 'net worth' }, null).expect(401)).body).toEqual({
        message: 'Sign in to continue',
      });
      await post({ message: 'net worth' }, 'hl_session=forged').expect(401);
      await request(app.getHttpServer()).post('/api/ai/chat/stream').send({ message: 'hi' }).expect(401);
      await request(app.getHttpServer()).post('/api/ai/chat/prepare').expect(401);
      await request(app.getHttpServer())
        .post('/api/ai/chat/prepare')
        .set('Cookie', 'hl_session=forged')
        .expect(401);
    });
  });

  describe('POST /api/ai/chat/prepare (the advisor page opening)', () => {
    it('reads the family ahead, so the first question finds it kept (the API answers 304)', async () => {
      const fresh = await api.signIn('demo', 'demo1234');
      const family = jest.spyOn(UserApi.prototype, 'revalidate');
      try {
        const prepared = await request(app.getHttpServer()).post('/api/ai/chat/prepare').set('Cookie', fresh);
        expect(prepared.status).toBe(204);
        expect(prepared.text ?? '').toBe('');
        await ask('What is my net worth?', fresh);
        const results = await Promise.all(family.mock.results.map((r) => r.value));
        expect(results.map((r) => (r as { changed: boolean }).changed)).toEqual([true, false]);
      } finally {
        family.mockRestore();
      }
    });
  });

  describe('conversations (stored through the API with the caller’s session)', () => {
    const messagesOf = async (conversationId: string, as = cookie) => {
      const res = await fetch(`${api.url}/api/conversations/${conversationId}/messages`, {
        headers: { cookie: as },
      });
      return { status: res.status, body: (await res.json()) as { role: string; content: string }[] };
    };

    it('stores the question and the answer in a new conversation named after it, and continues it by id', async () => {
      const first = await request(app.getHttpServer())
        .post('/api/ai/chat')
        .set('Cookie', cookie)
        .send({ message: 'What is my net worth?' })
        .expect(200);
      const { conversationId, response } = first.body as { conversationId: string; response: string };
      expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
      const listed = (await (
        await fetch(`${api.url}/api/conversations`, { headers: { cookie } })
      ).json()) as {
        id: string;
        title: string;
      }[];
      expect(listed[0]).toMatchObject({ id: conversationId, title: 'What is my net worth?' });

      const next = await request(app.getHttpServer())
        .post('/api/ai/chat')
        .set('Cookie', cookie)
        .send({ message: 'And my accounts?', conversationId })
        .expect(200);
      expect(next.body.conversationId).toBe(conversationId);
      const { body } = await messagesOf(conversationId);
      expect(body.map((m) => [m.role, m.content])).toEqual([
        ['user', 'What is my net worth?'],
        ['assistant', response],
        ['user', 'And my accounts?'],
        ['assistant', next.body.response],
      ]);
    });

    it("answers 404 for another user's conversation and stores nothing in it", async () => {
      const started = await request(app.getHttpServer())
        .post('/api/ai/chat')
        .set('Cookie', cookie)
        .send({ message: 'Is my estate plan up to date?' })
        .expect(200);
      const { conversationId } = started.body as { conversationId: string };
      const stranger = await api.register(`stranger-${Date.now()}`);
      await request(app.getHttpServer())
        .post('/api/ai/chat')
        .set('Cookie', stranger)
        .send({ message: 'Show me their answers', conversationId })
        .expect(404);
      await request(app.getHttpServer())
        .post('/api/ai/chat/stream')
        .set('Cookie', stranger)
        .send({ message: 'Show me their answers', conversationId })
        .expect(404);
      expect((await messagesOf(conversationId, stranger)).status).toBe(404);
      expect((await messagesOf(conversationId)).body).toHaveLength(2);
    });

    it('a streamed answer names its conversation first and is stored whole', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/ai/chat/stream')
        .set('Cookie', cookie)
        .send({ message: 'How can I optimize my investment portfolio?' })
        .buffer(true)
        .parse(rawText)
        .expect(200);
      const events = sseEventsOf(response);
      expect(events[0]!.event).toBe('conversation');
      const { conversationId } = events[0]!.data as { conversationId: string };
      const done = events.at(-1)!.data as { response: string; conversationId: string };
      expect(done.conversationId).toBe(conversationId);
      const { body } = await messagesOf(conversationId);
      expect(body.map((m) => m.content)).toEqual([
        'How can I optimize my investment portfolio?',
        done.response,
      ]);
    });
  });

  describe('POST /api/ai/chat/stream', () => {
    it('streams chunk events that add up to the done event, with headers that stop buffering', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/ai/chat/stream')
        .set('Cookie', cookie)
        .send({ message: 'Should I refinance any of my mortgages?' })
        .buffer(true)
        .parse(rawText)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['x-accel-buffering']).toBe('no');
      expect(response.headers['cache-control']).toBe('no-store, no-transform');
      expect(response.headers['content-encoding']).toBeUndefined();
      const events = sseEventsOf(response);
      const chunks = events.filter((e) => e.event === 'chunk');
      expect(chunks.length).toBeGreaterThan(3);
      expect(events.at(-1)!.event).toBe('done');
      expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
      const streamed = chunks.map((e) => (e.data as { text: string }).text).join('');
      expect((events.at(-1)!.data as { response: string }).response).toBe(streamed);
      expect(streamed).toBe(await ask('Should I refinance any of my mortgages?'));
    });

    it('validates like the plain route: 400 as JSON before any event', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/ai/chat/stream')
        .set('Cookie', cookie)
        .send({ message: ' ' })
        .expect(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body.errors).toEqual([{ path: 'message', message: 'Message is required' }]);
    });
  });

  describe('rate limit', () => {
    let limited: HttpApp;
    /** A user of its own: the count is shared by every AI process (kept by the API), and the demo
     * user has already spent calls through this file's other app this minute. */
    let cookie: string;

    beforeAll(async () => {
      limited = await createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 3 });
      cookie = await api.register('rate-limited');
    });

    afterAll(async () => {
      await limited?.close();
    });

    it('allows AI_CHAT_RATE_LIMIT calls a minute per user across chat, stream and review, then 429 with Retry-After', async () => {
      const server = limited.getHttpServer();
      await request(server)
        .post('/api/ai/chat')
        .set('Cookie', cookie)
        .send({ message: 'net worth' })
        .expect(200);
      await request(server)
        .post('/api/ai/chat/stream')
        .set('Cookie', cookie)
        .send({ message: 'net worth' })
        .expect(200);
      await request(server).post('/api/ai/review').set('Cookie', cookie).send({ area: 'estate' }).expect(200);
      const refused = await request(server)
        .post('/api/ai/chat')
        .set('Cookie', cookie)
        .send({ message: 'net worth' })
        .expect(429);
      expect(refused.body).toEqual({ message: RATE_LIMITED_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      await request(server).post('/api/ai/review').set('Cookie', cookie).send({ area: 'tax' }).expect(429);

      // The limit is per user, whatever the session: another sign-in of the same user is limited too.
      const sameUserAgain = await api.signIn('rate-limited', 'correct horse battery');
      await request(server)
        .post('/api/ai/chat')
        .set('Cookie', sameUserAgain)
        .send({ message: 'hi' })
        .expect(429);
      const otherUser = await api.register('rate-limit-other');
      await request(server).post('/api/ai/chat').set('Cookie', otherUser).send({ message: 'hi' }).expect(200);
    });
  });

  describe('with the API down', () => {
    it('answers 503 with a clear message when nothing listens at API_URL', async () => {
      const nowhere = await createTestApp({
        apiUrl: `http://127.0.0.1:${await freePort()}`,
        apiTimeoutMs: 2_000,
      });
      try {
        for (const path of ['/api/ai/chat', '/api/ai/chat/stream']) {
          const response = await request(nowhere.getHttpServer())
            .post(path)
            .set('Cookie', cookie)
            .send({ message: 'hi' })
            .expect(503);
          expect(response.body).toEqual({ message: API_UNAVAILABLE_MESSAGE });
        }
      } finally {
        await nowhere.close();
      }
    });

    // Last: it stops the API this file shares.
    it('answers 503 once the API process has stopped', async () => {
      await api.stop();
      apiStopped = true;
      const response = await request(app.getHttpServer())
        .post('/api/ai/chat')
        .set('Cookie', cookie)
        .send({ message: 'net worth' })
        .expect(503);
      expect(response.body).toEqual({ message: API_UNAVAILABLE_MESSAGE });
    });
  });
});
