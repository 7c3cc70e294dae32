// The LLM engine: an OpenAI-compatible chat model with tool calls over the family's own figures. The
// model only decides which figures to read and how to word the answer; every number comes from the
// tools (the same code the built-in analyst runs). Bounded: at most MAX_TOOL_ROUNDS rounds of tool
// calls, then one last request that must answer in words; the whole exchange has one deadline.
import OpenAI from 'openai';
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { OpenAiSettings } from '../config/ai.config';
import {
  parametersJsonSchema,
  runToolCall,
  ToolCallError,
  type FamilyFacts,
  type FamilyTool,
} from '../tools/registry';
import { systemPrompt } from './system-prompt';

export const MAX_TOOL_ROUNDS = 5;

/** Why the model's answer could not be used; the reply then comes from the built-in analyst. */
export class LlmFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'error',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmFailure';
  }
}

interface PendingToolCall {
  id: string;
  name: string;
  arguments: string;
}

export class LlmEngine {
  private readonly client: OpenAI;
  private readonly toolSpecs: ChatCompletionTool[];

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly tools: readonly FamilyTool[],
  ) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      // A failed call falls back to the built-in analyst at once instead of making the user wait.
      maxRetries: 0,
    });
    this.toolSpecs = tools.map((tool) => ({
      type: 'function',
      function: {
        name: tool.name,
        description: tool.description,
        parameters: parametersJsonSchema(tool),
      },
    }));
  }

  /** The whole answer at once. */
  async answer(question: string, facts: FamilyFacts, signal?: AbortSignal): Promise<string> {
    return this.converse(question, facts, signal, async (messages, finalRound, deadline) => {
      const completion = await this.client.chat.completions.create(
        { model: this.settings.model, messages, ...this.toolOptions(finalRound) },
        { signal: deadline },
      );
      const message = completion.choices[0]?.message;
      const calls = (message?.tool_calls ?? []).filter(
        (call): call is ChatCompletionMessageFunctionToolCall => call.type === 'function',
      );
      return {
        content: message?.content ?? '',
        toolCalls: calls.map((call) => ({
          id: call.id,
          name: call.function.name,
          arguments: call.function.arguments,
        })),
      };
    });
  }

  /** The answer as it is produced: `onText` gets each piece of text; resolves with the whole answer. */
  async stream(
    question: string,
    facts: FamilyFacts,
    onText: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<string> {
    return this.converse(question, facts, signal, async (messages, finalRound, deadline) => {
      const stream = await this.client.chat.completions.create(
        { model: this.settings.model, messages, stream: true, ...this.toolOptions(finalRound) },
        { signal: deadline },
      );
      let content = '';
      const calls: PendingToolCall[] = [];
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          content += delta.content;
          onText(delta.content);
        }
        for (const part of delta.tool_calls ?? []) {
          const call = (calls[part.index] ??= { id: '', name: '', arguments: '' });
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name += part.function.name;
          if (part.function?.arguments) call.arguments += part.function.arguments;
        }
      }
      return { content, toolCalls: calls.filter(Boolean) };
    });
  }

  private toolOptions(finalRound: boolean) {
    return { tools: this.toolSpecs, tool_choice: finalRound ? ('none' as const) : ('auto' as const) };
  }

  private async converse(
    question: string,
    facts: FamilyFacts,
    signal: AbortSignal | undefined,
    ask: (
      messages: ChatCompletionMessageParam[],
      finalRound: boolean,
      deadline: AbortSignal,
    ) => Promise<{ content: string; toolCalls: PendingToolCall[] }>,
  ): Promise<string> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const deadline = signal ? AbortSignal.any([timeout, signal]) : timeout;
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(facts.today, this.tools) },
      { role: 'user', content: question },
    ];
    let answer = '';
    try {
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
        const reply = await ask(messages, round === MAX_TOOL_ROUNDS, deadline);
        answer += reply.content;
        if (reply.toolCalls.length === 0) {
          if (!answer.trim()) throw new LlmFailure('error', 'The model answered with no text');
          return answer;
        }
        if (round === MAX_TOOL_ROUNDS) break;
        messages.push({
          role: 'assistant',
          content: reply.content || null,
          tool_calls: reply.toolCalls.map((call) => ({
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          })),
        });
        // The calls of one round run together (a spending call may read through the API).
        const results = await Promise.all(reply.toolCalls.map((call) => this.runTool(call, facts)));
        reply.toolCalls.forEach((call, i) => {
          messages.push({ role: 'tool', tool_call_id: call.id, content: results[i]! });
        });
      }
      throw new LlmFailure('error', `The model was still calling tools after ${MAX_TOOL_ROUNDS} rounds`);
    } catch (error) {
      if (error instanceof LlmFailure) throw error;
      if (timeout.aborted && !signal?.aborted) {
        throw new LlmFailure('timeout', `No answer within ${this.settings.timeoutMs} ms`, { cause: error });
      }
      if (error instanceof OpenAI.APIConnectionTimeoutError) {
        throw new LlmFailure('timeout', `No answer within ${this.settings.timeoutMs} ms`, { cause: error });
      }
      throw new LlmFailure('error', describeModelError(error), { cause: error });
    }
  }

  /**
   * The tool's figures as JSON. A bad call (unknown tool, arguments that are not JSON or that the tool's
   * schema refuses, a failed read) gets an error the model can read and correct, never an exception.
   */
  private async runTool(call: PendingToolCall, facts: FamilyFacts): Promise<string> {
    let args: unknown;
    try {
      args = call.arguments.trim() ? JSON.parse(call.arguments) : {};
    } catch {
      return JSON.stringify({ error: 'The arguments were not valid JSON' });
    }
    if (!args || typeof args !== 'object' || Array.isArray(args)) {
      return JSON.stringify({ error: 'The arguments must be a JSON object' });
    }
    try {
      const { result } = await runToolCall(
        facts,
        { name: call.name, args: args as Record<string, unknown> },
        this.tools,
      );
      return JSON.stringify(result);
    } catch (error) {
      if (error instanceof ToolCallError) return JSON.stringify({ error: error.message });
      return JSON.stringify({ error: `${call.name} could not compute its figures` });
    }
  }
}

/** A short description for the log: status and message, never headers or the request. */
function describeModelError(error: unknown): string {
  if (error instanceof OpenAI.APIError) {
    return `${error.status ?? 'no status'} ${error.constructor.name}: ${error.message}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
