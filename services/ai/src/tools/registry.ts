// The one list of tools both engines use. The model gets each tool's JSON Schema and its calls are
// checked against the zod schema here; the built-in analyst routes a question to the same calls. The
// capability list and the model's topic list are written from this list, in this order.
import { z } from 'zod';
import type { FamilyFacts } from '../facts/family-facts';
import type { Intent } from '../facts/intents';
import { professionalsTool, recommendationsTool } from './advice';
import { budgetsTool } from './budgets';
import { investmentsTool, taxHarvestTool } from './investments';
import { cashForecastTool, privateReturnsTool, retirementTool } from './planning';
import { privateInvestmentsTool } from './private-investments';
import { rankTool } from './rankings';
import { estateTool, insuranceTool } from './protection';
import { mortgagesTool, realEstateTool, refinanceTool } from './real-estate';
import { spendingTool } from './spending';
import { taxesTool } from './taxes';
import type { FamilyTool, ToolCall } from './tool';
import { accountsTool, netWorthTool } from './wealth';

export type { FamilyTool, ToolCall } from './tool';
/** For the engines: the facts a tool reads, without reaching into chat/. */
export type { FamilyFacts } from '../facts/family-facts';

export const familyTools: readonly FamilyTool[] = [
  refinanceTool,
  taxHarvestTool,
  estateTool,
  investmentsTool,
  spendingTool,
  budgetsTool,
  netWorthTool,
  accountsTool,
  taxesTool,
  insuranceTool,
  mortgagesTool,
  realEstateTool,
  privateInvestmentsTool,
  privateReturnsTool,
  cashForecastTool,
  retirementTool,
  professionalsTool,
  recommendationsTool,
  rankTool,
];

export function toolNamed(name: string, tools = familyTools): FamilyTool | undefined {
  return tools.find((t) => t.name === name);
}

/** The tool the built-in analyst answers a topic with. */
export function toolFor(intent: Exclude<Intent, 'capabilities'>): FamilyTool {
  const tool = familyTools.find((t) => t.intent === intent);
  if (!tool) throw new Error(`No tool answers ${intent}`);
  return tool;
}

/** "refinancing your mortgages", "tax-loss harvesting", ...: what the family can ask about. */
export function toolTopics(tools = familyTools): string[] {
  return tools.map((t) => t.topic);
}

/** The arguments' JSON Schema, as OpenAI's function tools take it. */
export function parametersJsonSchema(tool: FamilyTool): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(tool.parameters, { io: 'input' }) as Record<
    string,
    unknown
  >;
  return schema;
}

/** A call that could not run: unknown tool or arguments the schema refuses. Its message is for the model. */
export class ToolCallError extends Error {
  override readonly name = 'ToolCallError';
}

/** Checks the call's arguments against the tool's schema and runs it. */
export async function runToolCall(
  facts: FamilyFacts,
  call: ToolCall,
  tools = familyTools,
): Promise<{ tool: FamilyTool; result: unknown }> {
  const tool = toolNamed(call.name, tools);
  if (!tool) throw new ToolCallError(`Unknown tool ${call.name}`);
  const args = tool.parameters.safeParse(call.args);
  if (!args.success) {
    throw new ToolCallError(`Invalid arguments for ${call.name}: ${z.prettifyError(args.error)}`);
  }
  return { tool, result: await tool.run(facts, args.data) };
}

/** Runs the call and writes the built-in analyst's text for its result. */
export async function answerToolCall(facts: FamilyFacts, call: ToolCall): Promise<string> {
  const { tool, result } = await runToolCall(facts, call);
  return tool.render(result, facts);
}
