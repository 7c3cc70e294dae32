// Which engine answers: the LLM when OPENAI_API_KEY is set, else the built-in analyst. When the model
// fails or is too slow, the built-in analyst answers instead and the reply says so in one line.
import { Logger } from '@nestjs/common';
import type { OpenAiSettings } from '../config/ai.config';
import { LlmEngine, LlmFailure } from '../llm/llm-engine';
import { redactSecrets } from '../llm/redact';
import { familyTools } from '../tools/registry';
import { analystAnswer } from './analyst';
import type { FamilyFacts } from '../facts/family-facts';

export const FALLBACK_TIMEOUT_NOTE =
  "(The AI model did not answer in time, so this answer comes from Heirloom's built-in analyst.)";
export const FALLBACK_ERROR_NOTE =
  "(The AI model could not answer just now, so this answer comes from Heirloom's built-in analyst.)";

/** The built-in analyst's answer in the pieces a stream sends: one line at a time. */
export function streamPieces(text: string): string[] {
  return text.split(/(?<=\n)/);
}

export class ChatService {
  private readonly logger = new Logger('ChatService');
  private readonly engine: LlmEngine | undefined;

  constructor(private readonly openai: OpenAiSettings | undefined) {
    this.engine = openai ? new LlmEngine(openai, familyTools) : undefined;
  }

  get usesModel(): boolean {
    return this.engine !== undefined;
  }

  /** `earlier`: the conversation's questions before this one, oldest first (a follow-up's context). */
  async reply(
    question: string,
    facts: FamilyFacts,
    signal?: AbortSignal,
    earlier: readonly string[] = [],
  ): Promise<string> {
    if (!this.engine) return analystAnswer(question, facts, earlier);
    try {
      return await this.engine.answer(question, facts, signal);
    } catch (error) {
      return `${this.fallbackNote(error)}\n\n${await analystAnswer(question, facts, earlier)}`;
    }
  }

  /** Sends the answer piece by piece through `onText`; resolves with the whole answer. */
  async stream(
    question: string,
    facts: FamilyFacts,
    onText: (text: string) => void,
    signal?: AbortSignal,
    earlier: readonly string[] = [],
  ): Promise<string> {
    let sent = '';
    const send = (text: string) => {
      sent += text;
      onText(text);
    };
    if (!this.engine) {
      for (const piece of streamPieces(await analystAnswer(question, facts, earlier))) send(piece);
      return sent;
    }
    try {
      await this.engine.stream(question, facts, send, signal);
      return sent;
    } catch (error) {
      if (signal?.aborted) throw error;
      const fallback = `${this.fallbackNote(error)}\n\n${await analystAnswer(question, facts, earlier)}`;
      // What the model already said stays; the fallback follows it.
      for (const piece of streamPieces(sent ? `\n\n${fallback}` : fallback)) send(piece);
      return sent;
    }
  }

  private fallbackNote(error: unknown): string {
    const timeout = error instanceof LlmFailure && error.reason === 'timeout';
    const detail = error instanceof Error ? error.message : String(error);
    this.logger.warn(
      `The model failed, the built-in analyst answered: ${redactSecrets(detail, this.openai?.apiKey)}`,
    );
    return timeout ? FALLBACK_TIMEOUT_NOTE : FALLBACK_ERROR_NOTE;
  }
}
