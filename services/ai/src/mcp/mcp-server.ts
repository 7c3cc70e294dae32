// The family's tools as an MCP server (issue 33): the registry the chat's two engines use, each tool
// answering with the built-in analyst's text for its result and the result itself as structured JSON.
// Every tool reads (refinance and tax-harvest compute over reads): none changes the family's data.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FamilyFacts } from '../facts/family-facts';
import { familyTools, runToolCall, ToolCallError, type FamilyTool } from '../tools/registry';

export const MCP_SERVER_NAME = 'heirloom';

const INSTRUCTIONS =
  'Read-only tools over one family’s figures in Heirloom: net worth, accounts, spending, budgets, ' +
  'investments, real estate, taxes, insurance, estate and the advisor’s recommendations. Money is ' +
  'written as the family’s advisor writes it ($1,234.56); quote the figures as given.';

/** A result as MCP's structuredContent, which must be an object: a list or a value goes under `result`. */
function structured(result: unknown): Record<string, unknown> {
  return result !== null && typeof result === 'object' && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : { result };
}

/**
 * One server for one request (stateless, issue 33): `facts` is the caller's family, read only when a tool
 * is called and at most once per request.
 */
export function familyMcpServer(
  facts: () => Promise<FamilyFacts>,
  tools: readonly FamilyTool[] = familyTools,
): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'Heirloom', version: '1.0.0' },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.topic,
        description: tool.description,
        inputSchema: tool.parameters,
        annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
      },
      async (args: unknown): Promise<CallToolResult> => {
        const family = await facts();
        try {
          const call = { name: tool.name, args: (args ?? {}) as Record<string, unknown> };
          const { result } = await runToolCall(family, call, tools);
          return {
            content: [{ type: 'text', text: tool.render(result, family) }],
            structuredContent: structured(result),
          };
        } catch (error) {
          if (error instanceof ToolCallError)
            return { isError: true, content: [{ type: 'text', text: error.message }] };
          throw error;
        }
      },
    );
  }
  return server;
}
