// POST /api/ai/mcp driven by the SDK's own client against the API (in this process, on a test database
// with the demo family, over loopback HTTP as in production): the demo owner makes an assistant token on
// their account, lists the tools and calls three, and every figure is the chat's for the same question.
// Also: a revoked or unknown token is 401, a professional's token is refused as the advisor refuses the
// professional, and the tool calls spend the chat's per-person limit.
import { randomBytes } from 'node:crypto';
import { accessMessages, type AssistantTokenCreated, type Me } from '@heirloom/contracts';
import type { HttpApp, HttpRequest } from '@heirloom/server';
import { freePort } from '@heirloom/server/src/testing/free-port';
import request from 'supertest';
import { AccessFixtures, dayFromToday } from '../../../api/src/testing/access-callers';
import { demoCookie } from '../../../api/src/testing/openapi-examples';
import { createTestApp as createApiApp } from '../../../api/src/testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../../api/src/testing/test-databases';
import { defaultAssumptions } from '../analytics';
import { FamilyFactsLoader } from '../facts/family-facts-loader';
import { ApiClient } from '../data/api-client';
import { FamilySnapshotCache } from '../data/family-snapshot-cache';
import { RATE_LIMITED_MESSAGE } from '../rate-limit';
import { createTestApp } from '../testing/test-app';
import { familyTools, runToolCall, type ToolCall } from '../tools/registry';
import { mcpClient, rpc } from './mcp-client.testing';

type Json = Record<string, unknown>;
interface ToolAnswer {
  content: { type: string; text: string }[];
  structuredContent: Json;
  isError?: boolean;
}

describe('POST /api/ai/mcp (the SDK client, against the API)', () => {
  let database: TestDatabase;
  let api: HttpApp;
  let apiUrl: string;
  let ai: HttpApp;
  let url: string;
  let cookie: string;
  let familyId: string;
  let fx: AccessFixtures;

  const makeToken = async (as: string, name = 'Claude') => {
    const made = await request(api.getHttpServer())
      .post('/api/account/assistant-tokens')
      .set('Cookie', as)
      .send({ name })
      .expect(201);
    return made.body as AssistantTokenCreated;
  };
  const toolCall = (id: number, call: ToolCall) => ({
    id,
    method: 'tools/call',
    params: { name: call.name, arguments: call.args },
  });

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    api = await createApiApp(database.options, { seedDemo: true });
    const port = await freePort();
    await api.listen(port, '127.0.0.1');
    apiUrl = `http://127.0.0.1:${port}`;
    fx = new AccessFixtures(api);
    cookie = await demoCookie(api.getHttpServer());
    const me = await request(api.getHttpServer()).get('/api/auth/me').set('Cookie', cookie).expect(200);
    familyId = (me.body as Me).access!.familyId!;
    ai = await createTestApp({ apiUrl, chatRateLimitPerMinute: 1000 });
    await ai.listen(0, '127.0.0.1');
    url = (await ai.getUrl()).replace('[::1]', '127.0.0.1');
  }, 120_000);

  afterAll(async () => {
    await ai?.close();
    await api?.close();
    await database?.drop();
  });

  it("lists the tools and answers three calls with the chat's own figures", async () => {
    const { token } = await makeToken(cookie);
    // The chat's path for the same calls: the family read with the session cookie, the tool run and
    // rendered by the registry as the built-in analyst does.
    const chatFacts = await new FamilyFactsLoader(
      new ApiClient({ baseUrl: apiUrl, timeoutMs: 10_000 }),
      defaultAssumptions,
      new FamilySnapshotCache(1e9),
    ).load({ headers: { cookie } } as HttpRequest);
    const ask = async (message: string) =>
      (
        await request(ai.getHttpServer())
          .post('/api/ai/chat')
          .set('Cookie', cookie)
          .send({ message })
          .expect(200)
      ).body.response as string;

    const { client, transport } = mcpClient(url, `Bearer ${token}`);
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(familyTools.map((t) => t.name));

      const calls: [ToolCall, question: string, figuresIn: (figures: Json) => string[]][] = [
        [
          { name: 'get_net_worth', args: {} },
          'What is my net worth?',
          (f) => [f.netWorth, f.liquid, f.nonLiquid, f.realEstateEquity] as string[],
        ],
        [
          { name: 'get_accounts', args: {} },
          'What are my account balances?',
          (f) => (f.accounts as Json[]).map((a) => `${a.name} (${a.institution}, ${a.type}): ${a.balance}`),
        ],
        [
          { name: 'get_spending', args: { period: 'last_month' } },
          'How much did I spend last month?',
          (f) => [(f.total as Json).spent as string],
        ],
      ];
      for (const [call, question, figuresIn] of calls) {
        const answer = (await client.callTool({ name: call.name, arguments: call.args })) as ToolAnswer;
        expect(answer.isError).toBeFalsy();
        const { tool, result } = await runToolCall(chatFacts, call);
        // The same figures as the chat's tool call, and the built-in analyst's words for them.
        expect(answer.structuredContent).toEqual(JSON.parse(JSON.stringify(result)));
        expect(answer.content).toEqual([{ type: 'text', text: tool.render(result, chatFacts) }]);
        // And what the chat answers the family's question says each of them.
        const figures = figuresIn(answer.structuredContent);
        expect(figures.length).toBeGreaterThan(0);
        for (const figure of figures) expect(figure).toMatch(/\$[\d,]+\.\d\d/);
        const chat = await ask(question);
        for (const figure of figures) expect(chat).toContain(figure);
      }
    } finally {
      await client.close();
    }
  });

  it('answers 401 for an unknown token, and for a revoked one as soon as it reads', async () => {
    const unknown = `Bearer hlm_${randomBytes(32).toString('base64url')}`;
    const refused = await rpc(url, { id: 1, method: 'tools/list' }, { authorization: unknown });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');

    const { token, item } = await makeToken(cookie, 'Revoked soon');
    const authorization = `Bearer ${token}`;
    const netWorth = toolCall(2, { name: 'get_net_worth', args: {} });
    expect((await rpc(url, netWorth, { authorization })).status).toBe(200);
    await request(api.getHttpServer())
      .delete(`/api/account/assistant-tokens/${item.id}`)
      .set('Cookie', cookie)
      .expect(204);
    const revoked = await rpc(url, netWorth, { authorization });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ jsonrpc: '2.0', id: 2, error: { code: -32000 } });
  });

  it("refuses a professional's token as the advisor refuses the professional, whatever their grants", async () => {
    const owner = await request(api.getHttpServer())
      .post('/api/professionals')
      .set('Cookie', cookie)
      .send({ name: 'Dana Reyes', type: 'cpa' })
      .expect(201);
    const id = await fx.person('mcp-cpa', 'professional');
    await fx.grant({
      familyId,
      professionalId: (owner.body as { id: string }).id,
      granteeId: id,
      areas: { accounts: 'read', tax: 'read' },
      endsAt: dayFromToday(30),
      createdBy: familyId,
    });
    const { token } = await makeToken(await fx.cookie('mcp-cpa', id, familyId), 'CPA assistant');
    const authorization = `Bearer ${token}`;
    // The token reads the API as its person: their granted area, not another.
    await request(api.getHttpServer()).get('/api/accounts').set('Authorization', authorization).expect(200);
    await request(api.getHttpServer()).get('/api/insurance').set('Authorization', authorization).expect(403);
    // The advisor is the household's (issue 31): the MCP server refuses them as the chat does.
    for (const body of [{ id: 3, method: 'tools/list' }, toolCall(4, { name: 'get_accounts', args: {} })]) {
      const response = await rpc(url, body, { authorization });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: -32000, message: accessMessages.notShared },
        id: body.id,
      });
    }
  });

  it("spends the chat's per-person limit on each tool call (429 with Retry-After past it), not on listing", async () => {
    const limited = await createTestApp({ apiUrl, chatRateLimitPerMinute: 2 });
    try {
      await limited.listen(0, '127.0.0.1');
      const limitedUrl = (await limited.getUrl()).replace('[::1]', '127.0.0.1');
      // A person of their own, so no other test's calls count.
      const familyOf = await fx.family('The Limit family', 'mcp-limit');
      const own = await fx.cookie('mcp-limit', familyOf, familyOf);
      const authorization = `Bearer ${(await makeToken(own)).token}`;
      const accounts = (id: number) => toolCall(id, { name: 'get_accounts', args: {} });
      for (const id of [1, 2])
        expect((await rpc(limitedUrl, accounts(id), { authorization })).status).toBe(200);
      expect((await rpc(limitedUrl, { id: 3, method: 'tools/list' }, { authorization })).status).toBe(200);
      const refused = await rpc(limitedUrl, accounts(4), { authorization });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: -32000, message: RATE_LIMITED_MESSAGE },
        id: 4,
      });
      // The same person's chat has no call left either: one limit per person.
      await request(limited.getHttpServer())
        .post('/api/ai/chat')
        .set('Cookie', own)
        .send({ message: 'What is my net worth?' })
        .expect(429);
    } finally {
      await limited.close();
    }
  });
});
