// POST /api/ai/mcp: the family's tools for their own assistant (Claude Desktop, any MCP client), over
// MCP's Streamable HTTP transport, stateless: a new server and transport for each request, answered as
// JSON. `Authorization: Bearer hlm_…` (an assistant token made on /account) says who is asking. A
// refusal is an HTTP status with a JSON-RPC error body, as MCP clients read it: 401 without a good
// token, 403 for a person the AI routes refuse, 429 past the chat's per-person limit, 503 without the API.
import type { HttpReply, HttpRequest } from '@heirloom/server';
import { TooManyRequestsException } from '@heirloom/server';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Controller, Delete, Get, HttpException, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FamilyFacts } from '../facts/family-facts';
import { McpCallers } from './mcp-caller';
import { familyMcpServer } from './mcp-server';

/** JSON-RPC's code for an error of the server (the SDK's transport answers its own refusals with it). */
const SERVER_ERROR = -32000;

export const MCP_TOKEN_NEEDED =
  'An assistant token is needed: send Authorization: Bearer with a token made on your account page';

interface JsonRpcMessage {
  id?: string | number | null;
  method?: unknown;
}

function messagesOf(body: unknown): JsonRpcMessage[] {
  const list = Array.isArray(body) ? body : [body];
  return list.filter((m): m is JsonRpcMessage => m !== null && typeof m === 'object');
}

/** A refusal as MCP's transport writes its own: the HTTP status, and a JSON-RPC error naming the reason. */
function refuse(
  reply: HttpReply,
  status: number,
  message: string,
  id: JsonRpcMessage['id'] = null,
  headers: Record<string, string> = {},
): void {
  void reply
    .code(status)
    .headers(headers)
    .header('content-type', 'application/json')
    .send({ jsonrpc: '2.0', error: { code: SERVER_ERROR, message }, id });
}

const JSON_RPC_ERROR = {
  type: 'object',
  required: ['jsonrpc', 'error', 'id'],
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' } },
    },
    id: { description: 'The request’s id, or null' },
  },
};

@ApiTags('ai')
@Controller('ai/mcp')
export class McpController {
  constructor(@Inject(McpCallers) private readonly callers: McpCallers) {}

  @Post()
  @ApiOperation({
    summary: 'The family’s figures for their own assistant: an MCP server (Streamable HTTP, stateless)',
    description:
      'JSON-RPC messages of the Model Context Protocol (initialize, tools/list, tools/call), answered as ' +
      'JSON. The tools are the advisor’s, read-only; each answers the advisor’s text and the figures as ' +
      'structuredContent. Authorised by `Authorization: Bearer hlm_…`, an assistant token made on the ' +
      'account page, acting as its person for their family with their current access; each tools/call ' +
      'counts toward the chat’s per-person limit. Refusals answer a JSON-RPC error.',
  })
  // No request or answer schema here: the bodies are MCP's JSON-RPC messages (modelcontextprotocol.io).
  @ApiResponse({
    status: HttpStatus.OK,
    description:
      'The JSON-RPC answer, as application/json (a tools/call: content with the text, structuredContent with the figures)',
  })
  @ApiResponse({ status: HttpStatus.ACCEPTED, description: 'A notification, taken' })
  @ApiResponse({
    status: HttpStatus.UNAUTHORIZED,
    description: 'No assistant token, or one that is revoked or unknown',
    content: { 'application/json': { schema: JSON_RPC_ERROR } },
  })
  @ApiResponse({
    status: HttpStatus.FORBIDDEN,
    description: 'The token’s person may not use the advisor (a professional, a second factor owed)',
    content: { 'application/json': { schema: JSON_RPC_ERROR } },
  })
  @ApiResponse({
    status: HttpStatus.TOO_MANY_REQUESTS,
    description: 'Past the per-person limit of AI calls a minute (Retry-After)',
    content: { 'application/json': { schema: JSON_RPC_ERROR } },
  })
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'The data service is not answering',
    content: { 'application/json': { schema: JSON_RPC_ERROR } },
  })
  async handle(@Req() request: HttpRequest, @Res() reply: HttpReply): Promise<void> {
    const messages = messagesOf(request.body);
    const single = Array.isArray(request.body) ? undefined : messages[0];
    const toolCalls = messages.filter((m) => m.method === 'tools/call').length;
    let facts: FamilyFacts | undefined;
    let server: McpServer;
    try {
      const caller = await this.callers.admit(request, toolCalls);
      // The family is read before answering starts, so a token revoked since, or a stopped API, is
      // a status of its own rather than a failed tool.
      if (toolCalls > 0) facts = await this.callers.facts(caller);
      server = familyMcpServer(async () => facts ?? (facts = await this.callers.facts(caller)));
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const status = error.getStatus();
      const headers: Record<string, string> = {};
      if (status === HttpStatus.UNAUTHORIZED) headers['www-authenticate'] = 'Bearer';
      if (error instanceof TooManyRequestsException) headers['retry-after'] = String(error.retryAfterSeconds);
      const message =
        status === HttpStatus.UNAUTHORIZED
          ? MCP_TOKEN_NEEDED
          : ((error.getResponse() as { message?: unknown }).message ?? error.message);
      return refuse(reply, status, String(message), single?.id ?? null, headers);
    }
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The transport writes the answer itself: Fastify lets go of it, and the headers set for every
    // answer (security, request id) go along.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  }

  /** No server-to-client stream and no sessions in the stateless mode: MCP clients read 405 as that. */
  @Get()
  @ApiExcludeEndpoint()
  streamRefused(@Res() reply: HttpReply): void {
    void reply.header('allow', 'POST');
    refuse(reply, HttpStatus.METHOD_NOT_ALLOWED, 'Method not allowed.');
  }

  @Delete()
  @ApiExcludeEndpoint()
  sessionEndRefused(@Res() reply: HttpReply): void {
    void reply.header('allow', 'POST');
    refuse(reply, HttpStatus.METHOD_NOT_ALLOWED, 'Method not allowed.');
  }
}
