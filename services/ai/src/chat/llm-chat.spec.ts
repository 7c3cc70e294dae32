// The LLM engine end to end: the AI app with OPENAI_* settings pointed at a fake OpenAI-compatible
// server (node:http, below), reading the demo family through a real API process. The fake scripts the
// model's side: tool calls, text, SSE streams, errors and silence.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { Transaction, TransactionPage } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import Decimal from 'decimal.js';
import request from 'supertest';
import { analyzeFamily, defaultAssumptions, type FamilyAnalysis } from '../analytics';
import { EDUCATION_NOTE } from '../facts/answers';
import { FALLBACK_ERROR_NOTE, FALLBACK_TIMEOUT_NOTE } from './chat.service';
import { FamilyFacts } from '../facts/family-facts';
import { formatMoney, formatMoneyLead } from '../facts/format';
import type { OpenAiSettings } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { loadFamilyData, type FamilyData } from '../data/family-data';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { rawText, sseEventsOf } from '../testing/sse';
import { createTestApp } from '../testing/test-app';
import { MAX_TOOL_ROUNDS } from '../llm/llm-engine';
import { familyTools } from '../tools/registry';
import { renderSpending, type SpendingResult } from '../tools/spending';

const API_KEY = 'sk-test-5f1e0c2d9b8a7f6e5d4c3b2a1';
const MODEL = 'fake-model-1';

// ---------- the fake OpenAI-compatible server ----------

interface ChatBody {
  model: string;
  stream?: boolean;
  tool_choice?: string;
  tools?: {
    type: string;
    function: { name: string; parameters?: { properties?: Record<string, unknown> } };
  }[];
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
}

interface Received {
  body: ChatBody;
  authorization: string | undefined;
}

type Handler = (body: ChatBody, res: ServerResponse, index: number) => void;

class FakeOpenAi {
  readonly received: Received[] = [];
  handler: Handler = (_body, res) => completion(res, { content: 'ok' });
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        const body = JSON.parse(raw) as ChatBody;
        this.received.push({ body, authorization: req.headers.authorization });
        this.handler(body, res, this.received.length - 1);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  reset(handler: Handler): void {
    this.received.length = 0;
    this.handler = handler;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

interface ToolCallSpec {
  id: string;
  name: string;
  arguments: string;
}

function completion(
  res: ServerResponse,
  { content = null, toolCalls = [] }: { content?: string | null; toolCalls?: ToolCallSpec[] },
) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: MODEL,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content,
            ...(toolCalls.length > 0 && {
              tool_calls: toolCalls.map((c) => ({
                id: c.id,
                type: 'function',
                function: { name: c.name, arguments: c.arguments },
              })),
            }),
          },
          finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    }),
  );
}

/** An SSE stream of chunks: each delta becomes one `data:` line, then `data: [DONE]`. */
function streamed(
  res: ServerResponse,
  deltas: Record<string, unknown>[],
  finish: 'stop' | 'tool_calls',
  { end = true } = {},
) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: MODEL,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const delta of deltas) res.write(chunk(delta, null));
  if (!end) return;
  res.write(chunk({}, finish));
  res.end('data: [DONE]\n\n');
}

function failWith(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'server_error', code: null } }));
}

// ---------- the suite ----------

describe('chat with the LLM engine (fake OpenAI-compatible server)', () => {
  const fake = new FakeOpenAi();
  let api: ApiProcess;
  let app: HttpApp;
  let openai: OpenAiSettings;
  let cookie: string;
  let data: FamilyData;
  let analysis: FamilyAnalysis;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    api = await startApiProcess();
    cookie = await api.signIn('demo', 'demo1234');
    openai = { apiKey: API_KEY, baseUrl, model: MODEL, timeoutMs: 5_000 };
    app = await createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 1000, openai });
    data = await loadFamilyData(new ApiClient({ baseUrl: api.url, timeoutMs: 10_000 }).forUser(cookie));
    analysis = analyzeFamily(data, defaultAssumptions);
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await api?.stop();
    await fake.stop();
  });

  const chat = (message: string, server = app) =>
    request(server.getHttpServer()).post('/api/ai/chat').set('Cookie', cookie).send({ message }).expect(200);
  const stream = (message: string, server = app) =>
    request(server.getHttpServer())
      .post('/api/ai/chat/stream')
      .set('Cookie', cookie)
      .send({ message })
      .buffer(true)
      .parse(rawText)
      .expect(200);
  const recommendedRefi = () => analysis.refinance.mortgages.find((m) => m.recommended)!;

  it('runs a tool call round trip: the tool result carries the real figures, the model words the answer', async () => {
    const refi = recommendedRefi();
    const answer = `Refinancing the ${refi.lender} loan would save ${formatMoney(refi.monthlySaving!)} a month.`;
    fake.reset((body, res, index) => {
      if (index === 0)
        completion(res, { toolCalls: [{ id: 'call_1', name: 'analyze_refinancing', arguments: '{}' }] });
      else completion(res, { content: answer });
    });

    const response = await chat('Should I refinance any of my mortgages?');
    expect(response.body).toEqual({ response: answer, conversationId: expect.any(String) });

    expect(fake.received).toHaveLength(2);
    const [first, second] = fake.received;
    expect(first!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first!.body.model).toBe(MODEL);
    expect(first!.body.tool_choice).toBe('auto');
    expect(first!.body.tools!.map((t) => t.function.name).sort()).toEqual(
      familyTools.map((t) => t.name).sort(),
    );
    const system = first!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('must come from a tool result');
    expect(system.content).toContain('not regulated financial, tax or legal advice');
    expect(first!.body.messages[1]).toEqual({
      role: 'user',
      content: 'Should I refinance any of my mortgages?',
    });

    const toolMessage = second!.body.messages.find((m) => m.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call_1');
    const result = JSON.parse(toolMessage.content!) as {
      mortgages: { lender: string; newPayment: string; monthlySaving: string; breakEvenMonths: number }[];
    };
    expect(result.mortgages.find((m) => m.lender === refi.lender)).toMatchObject({
      newPayment: formatMoney(refi.newPayment!),
      monthlySaving: formatMoney(refi.monthlySaving!),
      breakEvenMonths: refi.breakEvenMonths,
    });
    expect(second!.body.messages.find((m) => m.role === 'assistant')!.tool_calls).toHaveLength(1);
    expect(JSON.stringify(response.body)).not.toContain(API_KEY);
  });

  it('answers several tool calls of one round, and tells the model about unknown tools and bad arguments', async () => {
    fake.reset((_body, res, index) => {
      if (index === 0) {
        completion(res, {
          toolCalls: [
            { id: 'a', name: 'get_net_worth', arguments: '{}' },
            { id: 'b', name: 'get_budgets', arguments: '' },
            { id: 'c', name: 'drop_database', arguments: '{}' },
            { id: 'd', name: 'get_accounts', arguments: '{not json' },
          ],
        });
      } else completion(res, { content: 'Here is your picture.' });
    });
    await chat('Give me my net worth and budget');
    const tools = Object.fromEntries(
      fake.received[1]!.body.messages.filter((m) => m.role === 'tool').map((m) => [
        m.tool_call_id,
        JSON.parse(m.content!),
      ]),
    );
    expect(tools.a.netWorth).toBe(formatMoney(analysis.insurance.netWorth.netWorth));
    expect(tools.b.totalBudget).toBe(
      formatMoney(data.budgets.reduce((s, b) => s + Number(b.monthlyBudget), 0)),
    );
    expect(tools.c).toEqual({ error: 'Unknown tool drop_database' });
    expect(tools.d).toEqual({ error: 'The arguments were not valid JSON' });
  });

  it(`stops the tool loop after ${MAX_TOOL_ROUNDS} rounds: a last request must answer in words, else the analyst answers`, async () => {
    fake.reset((_body, res, index) =>
      completion(res, { toolCalls: [{ id: `loop_${index}`, name: 'get_accounts', arguments: '{}' }] }),
    );
    const response = await chat('What is my net worth?');
    expect(fake.received).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(fake.received.at(-1)!.body.tool_choice).toBe('none');
    expect(response.body.response.startsWith(`${FALLBACK_ERROR_NOTE}\n\n`)).toBe(true);
    expect(response.body.response).toContain(
      `Your net worth is ${formatMoneyLead(analysis.insurance.netWorth.netWorth)}`,
    );
  });

  it('streams: tool calls arrive in pieces first, then the text deltas are forwarded as chunk events', async () => {
    fake.reset((body, res, index) => {
      expect(body.stream).toBe(true);
      if (index === 0) {
        streamed(
          res,
          [
            {
              tool_calls: [
                { index: 0, id: 'call_s', type: 'function', function: { name: 'get_net_', arguments: '' } },
              ],
            },
            { tool_calls: [{ index: 0, function: { name: 'worth', arguments: '{' } }] },
            { tool_calls: [{ index: 0, function: { arguments: '}' } }] },
          ],
          'tool_calls',
        );
      } else {
        streamed(
          res,
          [
            { content: 'Your net worth ' },
            { content: 'is ' },
            { content: `${formatMoney(analysis.insurance.netWorth.netWorth)}.` },
          ],
          'stop',
        );
      }
    });
    const response = await stream("What's my net worth?");
    const events = sseEventsOf(response);
    expect(events.map((e) => e.event)).toEqual(['conversation', 'chunk', 'chunk', 'chunk', 'done']);
    expect(events.slice(1, 4).map((e) => (e.data as { text: string }).text)).toEqual([
      'Your net worth ',
      'is ',
      `${formatMoney(analysis.insurance.netWorth.netWorth)}.`,
    ]);
    expect(events[4]!.data).toEqual({
      response: `Your net worth is ${formatMoney(analysis.insurance.netWorth.netWorth)}.`,
      conversationId: (events[0]!.data as { conversationId: string }).conversationId,
    });
    const tool = fake.received[1]!.body.messages.find((m) => m.role === 'tool')!;
    expect(tool.tool_call_id).toBe('call_s');
    expect(JSON.parse(tool.content!).netWorth).toBe(formatMoney(analysis.insurance.netWorth.netWorth));
  });

  describe('spending questions through tool calls: the same figures as the built-in analyst', () => {
    let analyst: HttpApp;

    beforeAll(async () => {
      analyst = await createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 1000 });
    });

    afterAll(async () => {
      await analyst?.close();
    });

    type Spending = Extract<SpendingResult, { kind: 'spending' }>;
    /** Every row of GET /api/transactions for the query, all pages of 200, read here. */
    const allRows = async (query: Record<string, string>): Promise<Transaction[]> => {
      const client = new ApiClient({ baseUrl: api.url, timeoutMs: 10_000 }).forUser(cookie);
      const rows: Transaction[] = [];
      for (let page = 1; ; page += 1) {
        const result = await client.get<TransactionPage>('/transactions', { ...query, page, pageSize: 200 });
        rows.push(...result.items);
        if (rows.length >= result.total || result.items.length === 0) return rows;
      }
    };
    /** What a model makes of the tool's figures: the figure asked for first, in its own words. */
    const worded = (r: Spending) => {
      const figure = r.merchant
        ? `${r.merchant.spent} at ${r.merchant.merchants.join(', ')} (${r.merchant.transactions} transactions)`
        : r.category
          ? `${r.category.spent} on ${r.category.name} (${r.category.transactions} transactions)`
          : `${r.total.spent} in all (${r.total.transactions} transactions)`;
      return `You spent ${figure} ${r.period}.`;
    };

    /** Asks the model, which calls get_spending with `args` and words the result; answers what it got. */
    const askModel = async (question: string, args: Record<string, unknown>) => {
      let result: Spending | undefined;
      fake.reset((body, res, index) => {
        if (index === 0) {
          completion(res, {
            toolCalls: [{ id: 'spend', name: 'get_spending', arguments: JSON.stringify(args) }],
          });
          return;
        }
        const tool = body.messages.find((m) => m.role === 'tool' && m.tool_call_id === 'spend')!;
        result = JSON.parse(tool.content!) as Spending;
        completion(res, { content: result.kind === 'spending' ? worded(result) : 'No figures.' });
      });
      const response = await chat(question);
      expect(result?.kind).toBe('spending');
      return { answer: response.body.response as string, result: result! };
    };
    const askAnalyst = async (question: string) =>
      (
        await request(analyst.getHttpServer())
          .post('/api/ai/chat')
          .set('Cookie', cookie)
          .send({ message: question })
          .expect(200)
      ).body.response as string;

    it.each<[string, Record<string, unknown>]>([
      ['How much did I spend on groceries last month?', { period: 'last_month', category: 'groceries' }],
      [
        'How much did I spend at Whole Foods in the last 3 months?',
        { period: 'last_3_months', merchant: 'Whole Foods' },
      ],
      [
        'How much have I spent on restaurants this month?',
        { period: 'this_month', category: 'Food & Dining' },
      ],
      ['What did I spend last month?', { period: 'last_month' }],
      ['How much did I spend on groceries this year?', { period: 'this_year', category: 'Groceries' }],
    ])('%p', async (question, args) => {
      const [{ answer, result }, analystAnswer] = await Promise.all([
        askModel(question, args),
        askAnalyst(question),
      ]);
      // The model quotes the tool's figures...
      expect(answer).toBe(worded(result));
      // ...which are the figures the analyst writes: its answer is the tool's render of that very result.
      const facts = new FamilyFacts(data, defaultAssumptions);
      expect(analystAnswer).toBe(`${renderSpending(result, facts)}\n\n${EDUCATION_NOTE}`);
      const first = result.merchant ?? result.category ?? result.total;
      expect(analystAnswer).toContain(`You spent ${first.spent}`);
      expect(
        fake.received[0]!.body.tools!.find((t) => t.function.name === 'get_spending')!.function.parameters!
          .properties,
      ).toHaveProperty('merchant');
    });

    it("one account's spending: its own rows summed, read with the user's session", async () => {
      const card = data.accounts.find((a) => a.accountType === 'credit')!;
      const { result } = await askModel('What went on my card last month?', {
        period: 'last_month',
        account: card.name,
      });
      const rows = await allRows({ accountId: card.id, from: result.from, to: result.to });
      const spent = rows
        .filter((r) => r.transactionType !== 'income')
        .reduce((t, r) => t.plus(new Decimal(r.amount).abs()), new Decimal(0));
      expect(rows.length).toBeGreaterThan(0);
      expect(result.account).toBe(card.name);
      expect(result.total).toMatchObject({ spent: formatMoney(spent), transactions: rows.length });
    });

    it('a refused argument goes back to the model as a tool error it can correct', async () => {
      fake.reset((body, res, index) => {
        const args = index === 0 ? { period: 'last_fortnight' } : { period: 'last_month' };
        if (index < 2) {
          completion(res, {
            toolCalls: [{ id: `try_${index}`, name: 'get_spending', arguments: JSON.stringify(args) }],
          });
        } else completion(res, { content: 'Done.' });
      });
      expect((await chat('What did I spend last fortnight?')).body.response).toBe('Done.');
      const tools = fake.received[2]!.body.messages.filter((m) => m.role === 'tool');
      expect(JSON.parse(tools[0]!.content!).error).toMatch(/^Invalid arguments for get_spending: .*period/s);
      expect(JSON.parse(tools[1]!.content!)).toMatchObject({ kind: 'spending' });
    });
  });

  describe('falls back to the built-in analyst and says so', () => {
    let warn: jest.SpiedFunction<Logger['warn']>;

    beforeEach(() => {
      warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    });

    afterEach(() => {
      warn.mockRestore();
    });

    const expectNoKeyLogged = () => {
      expect(warn).toHaveBeenCalled();
      for (const call of warn.mock.calls) expect(JSON.stringify(call)).not.toContain(API_KEY);
    };

    it('when the model server answers 500', async () => {
      fake.reset((_body, res) => failWith(res, 500, 'upstream exploded'));
      const response = await chat('Should I refinance any of my mortgages?');
      expect(response.body.response.startsWith(`${FALLBACK_ERROR_NOTE}\n\n`)).toBe(true);
      expect(response.body.response).toContain(formatMoney(recommendedRefi().newPayment!));
      expectNoKeyLogged();
    });

    it('when the model server refuses the key, without the key reaching the reply or the log', async () => {
      fake.reset((_body, res) =>
        failWith(res, 401, `Incorrect API key provided: ${API_KEY}. You can find your API key at ...`),
      );
      const response = await chat('What is my net worth?');
      expect(response.body.response.startsWith(FALLBACK_ERROR_NOTE)).toBe(true);
      expect(JSON.stringify(response.body)).not.toContain(API_KEY);
      expect(JSON.stringify(response.body)).not.toContain('sk-test');
      expectNoKeyLogged();
      expect(JSON.stringify(warn.mock.calls)).toContain('[redacted]');
    });

    it('when the model does not answer within OPENAI_TIMEOUT_MS', async () => {
      const slow = await createTestApp({
        apiUrl: api.url,
        chatRateLimitPerMinute: 1000,
        openai: { ...openai, timeoutMs: 300 },
      });
      try {
        fake.reset(() => undefined); // never answers
        const started = Date.now();
        const response = await chat('Is my estate plan up to date?', slow);
        expect(Date.now() - started).toBeLessThan(4_000);
        expect(response.body.response.startsWith(`${FALLBACK_TIMEOUT_NOTE}\n\n`)).toBe(true);
        expect(response.body.response).toContain('Not fully');

        const events = sseEventsOf(await stream('Is my estate plan up to date?', slow));
        expect(events.at(-1)!.event).toBe('done');
        expect((events.at(-1)!.data as { response: string }).response.startsWith(FALLBACK_TIMEOUT_NOTE)).toBe(
          true,
        );
      } finally {
        await slow.close();
      }
    });

    it('when a stream fails: before any text, and after some text (what was said stays)', async () => {
      fake.reset((_body, res) => failWith(res, 503, 'overloaded'));
      let events = sseEventsOf(await stream("What's my net worth?"));
      let done = events.at(-1)!;
      expect(done.event).toBe('done');
      const text = (done.data as { response: string }).response;
      expect(text.startsWith(`${FALLBACK_ERROR_NOTE}\n\n`)).toBe(true);
      expect(text).toContain(`Your net worth is ${formatMoneyLead(analysis.insurance.netWorth.netWorth)}`);
      expect(
        events
          .filter((e) => e.event === 'chunk')
          .map((e) => (e.data as { text: string }).text)
          .join(''),
      ).toBe(text);

      fake.reset((_body, res) => {
        streamed(res, [{ content: 'Your net worth is' }], 'stop', { end: false });
        setTimeout(() => res.destroy(), 50);
      });
      events = sseEventsOf(await stream("What's my net worth?"));
      done = events.at(-1)!;
      expect(done.event).toBe('done');
      expect((done.data as { response: string }).response).toMatch(
        new RegExp(
          `^Your net worth is\\n\\n${FALLBACK_ERROR_NOTE.replace(/[().]/g, '\\$&')}\\n\\nYour net worth is \\$`,
        ),
      );
    });
  });
});
