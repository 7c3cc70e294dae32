// A tool over the family's figures, the one shape both engines use: the model calls it by name with
// arguments checked against `parameters`; the built-in analyst routes a question to the same call and
// writes the tool's `render` of the result. Both quote the figures `run` computed.
import type { z } from 'zod';
import type { FamilyFacts } from '../facts/family-facts';
import type { Intent } from '../facts/intents';

export interface FamilyTool<Args extends z.ZodType = z.ZodType, Result = unknown> {
  name: string;
  /** What the model reads to choose the tool. */
  description: string;
  /** The topic in a few words, for the capability list and the model's instructions. */
  topic: string;
  /**
   * The question topic (intents.ts) the built-in analyst answers with this tool; none for a tool the
   * analyst reaches only through a parsed query (query/query.ts), such as the rankings.
   */
  intent?: Exclude<Intent, 'capabilities'>;
  /** The arguments: a strict zod object; the model gets its JSON Schema. */
  parameters: Args;
  /** Compact, JSON-serialisable figures, money already written as the chat writes it ($1,234.56). */
  run(facts: FamilyFacts, args: z.output<Args>): Result | Promise<Result>;
  /**
   * The built-in analyst's text for a result. Tools whose result is a fixed function of the facts write it
   * from the same facts getters `run` read (answers.ts); the spending tool writes it from the result alone.
   */
  render(result: Result, facts: FamilyFacts): string;
}

/** One call of a tool, as the model makes it and as the built-in analyst routes a question. */
export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}

/** Keeps a tool's argument and result types tied together while the registry holds them as one list. */
export function defineTool<Args extends z.ZodType, Result>(
  tool: FamilyTool<Args, Result>,
): FamilyTool<z.ZodType, unknown> {
  return tool as unknown as FamilyTool<z.ZodType, unknown>;
}
