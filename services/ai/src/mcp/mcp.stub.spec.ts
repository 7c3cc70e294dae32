// POST /api/ai/mcp before any data is read, against a stand-in for the API's GET /api/auth/me: who may
// connect (401 without a token or with one the API refuses, 403 for a person the AI routes refuse), and
// the tools listed to the SDK's own client. mcp.controller.spec.ts drives it against a real API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpApp } from '@heirloom/server';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { accessMessages } from '@heirloom/contracts';
import { createTestApp } from '../testing/test-app';
import { familyTools } from '../tools/registry';
import { MCP_TOKEN_NEEDED } from './mcp.controller';
import { mcpClient, rpc } from './mcp-client.testing';

const OWNER = 'Bearer hlm_owner';
const PROFESSIONAL = 'Bearer hlm_professional';

describe('POST /api/ai/mcp (the caller, against a stand-in API)', () => {
  let api: http.Server;
  let app: HttpApp;
  let url: string;
  let asked: (string | undefined)[];

  beforeAll(async () => {
    api = http.createServer((request, response) => {
      asked.push(
        `${request.method} ${request.url} ${request.headers.authorization} ${request.headers.cookie}`,
      );
      const me =
        request.headers.authorization === OWNER
          ? { id: 'person-1', username: 'demo', access: { role: 'owner', areas: null } }
          : request.headers.authorization === PROFESSIONAL
            ? { id: 'person-2', username: 'cpa', access: { role: 'professional', areas: { tax: 'read' } } }
            : undefined;
      response.writeHead(me ? 200 : 401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(me ?? { message: 'This assistant token is not valid or has been revoked' }),
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    app = await createTestApp({ apiUrl });
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  beforeEach(() => {
    asked = [];
  });

  afterAll(async () => {
    await app?.close();
    api?.closeAllConnections();
    await new Promise((resolve) => api?.close(resolve));
  });

  it('answers 401 with a JSON-RPC error and WWW-Authenticate without a token, asking the API nothing', async () => {
    const response = await rpc(url, { id: 7, method: 'tools/list' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: MCP_TOKEN_NEEDED },
      id: 7,
    });
    // A session cookie is not a token: the MCP server takes none.
    expect((await rpc(url, { id: 1, method: 'tools/list' }, { cookie: 'hl_session=x' })).status).toBe(401);
    expect(asked).toEqual([]);
  });

  it('answers 401 for a token the API refuses, having sent it as Authorization, never a cookie', async () => {
    const response = await rpc(url, { id: 1, method: 'tools/list' }, { authorization: 'Bearer hlm_revoked' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(MCP_TOKEN_NEEDED);
    expect(asked).toEqual(['GET /api/auth/me Bearer hlm_revoked undefined']);
  });

  it("the SDK's client fails to connect without a token, with the 401", async () => {
    const { client, transport } = mcpClient(url);
    const failure = await client.connect(transport).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StreamableHTTPError);
    expect((failure as StreamableHTTPError).code).toBe(401);
  });

  it("refuses a professional's token as the advisor's routes refuse them (403)", async () => {
    const response = await rpc(url, { id: 2, method: 'tools/list' }, { authorization: PROFESSIONAL });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: accessMessages.notShared },
      id: 2,
    });
  });

  it("lists every tool of the registry to the SDK's client, read-only, with its argument schema", async () => {
    const { client, transport } = mcpClient(url, OWNER);
    await client.connect(transport);
    try {
      expect(client.getServerVersion()?.name).toBe('heirloom');
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(familyTools.map((t) => t.name));
      for (const tool of tools) {
        const own = familyTools.find((t) => t.name === tool.name)!;
        expect(tool.description).toBe(own.description);
        expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
        expect(tool.inputSchema.type).toBe('object');
      }
      const spending = tools.find((t) => t.name === 'get_spending')!;
      expect(Object.keys(spending.inputSchema.properties ?? {})).toEqual(
        expect.arrayContaining(['period', 'category', 'merchant']),
      );
    } finally {
      await client.close();
    }
    // Who is calling was asked once (then kept), and nothing of the family was read to list the tools.
    expect(asked).toEqual([`GET /api/auth/me ${OWNER} undefined`]);
  });

  it("answers as JSON through the service's own HTTP set-up: its request id and security headers", async () => {
    const response = await rpc(
      url,
      { id: 5, method: 'tools/list' },
      { authorization: OWNER, 'x-request-id': 'mcp-1' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-request-id')).toBe('mcp-1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await response.json()) as { id: number; result: { tools: unknown[] } };
    expect(body.id).toBe(5);
    expect(body.result.tools).toHaveLength(familyTools.length);
  });

  it('is in the OpenAPI document as POST /api/ai/mcp, authorised by an assistant token', async () => {
    const document = (await (await fetch(new URL('/api/ai/docs/json', url))).json()) as {
      paths: Record<string, Record<string, { security: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const operations = document.paths['/api/ai/mcp']!;
    expect(Object.keys(operations)).toEqual(['post']);
    expect(operations.post!.security).toEqual([{ 'assistant-token': [] }]);
    expect(Object.keys(operations.post!.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '429', '503']),
    );
    expect(document.components.securitySchemes['assistant-token']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    // The chat keeps the session cookie.
    expect(document.paths['/api/ai/chat']!.post!.security).toEqual([{ cookie: [] }]);
  });

  it('answers 405 to GET and DELETE: no stream and no sessions in the stateless mode', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(new URL('/api/ai/mcp', url), { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});
