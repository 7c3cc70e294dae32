// For the MCP suites: the SDK's own client on the AI app's /api/ai/mcp, and one raw JSON-RPC request.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** The SDK's client and transport, sending `authorization` (e.g. `Bearer hlm_…`) when given. */
export function mcpClient(url: string, authorization?: string) {
  const transport = new StreamableHTTPClientTransport(new URL('/api/ai/mcp', url), {
    requestInit: authorization ? { headers: { Authorization: authorization } } : {},
  });
  return { client: new Client({ name: 'heirloom-test', version: '1.0.0' }), transport };
}

/** One JSON-RPC request as an MCP client sends it, by plain fetch (to read statuses and headers). */
export function rpc(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(new URL('/api/ai/mcp', url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', ...body }),
  });
}
