// The corpus through the model engine (llm/llm-engine.ts) with a fake OpenAI-compatible model on a local
// port. The fake does what a perfect model would do with the analyst's understanding: it calls the tools
// with the arguments of the analyst's own plan (analystPlan in chat/analyst.ts) and then writes the
// tool results back as its answer. For every entry of the two synthetic families whose plan calls a tool
// (240 of them, a few seconds) it checks that the figures the analyst's answer gives (the oracle's,
// where the analyst is right) are in what the model received.
//
// What this proves: the tools the model calls, run through the engine (JSON Schema, argument checks,
// JSON results), carry the same figures as the analyst's words, so a model that chooses the same calls
// can quote them. What it does not prove: that a real model chooses those calls, reads the figures
// right or words them well; nor anything for the analyst's own checks before any tool (not on file),
// which have no tool a model could call.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analystAnswer, analystPlan } from '../chat/analyst';
import { LlmEngine } from '../llm/llm-engine';
import { familyTools, type ToolCall } from '../tools/registry';
import { judge, leadOf, mentions } from './judge';
import type { Expected } from './oracle';
import { kinds, richCorpus, smallCorpus, type CorpusEntry } from './questions';
import { syntheticFamilies, type LoadedFamily } from './run';

const MONEY = /-?\$[\d,]+(?:\.\d{2})?[MB]?/g;

/** The fake model's script for the current question: these calls first, then the tools' results back. */
let script: { calls: ToolCall[]; ask: string | null } = { calls: [], ask: null };

function fakeModel(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string | null }[] };
      const results = body.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? '');
      const first = results.length === 0 && script.calls.length > 0;
      const message = first
        ? {
            role: 'assistant',
            content: null,
            tool_calls: script.calls.map((c, i) => ({
              id: `call_${i}`,
              type: 'function',
              function: { name: c.name, arguments: JSON.stringify(c.args) },
            })),
          }
        : { role: 'assistant', content: script.ask ?? (results.join('\n\n') || '(no tool called)') };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-corpus',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'fake-corpus-model',
          choices: [{ index: 0, message, finish_reason: first ? 'tool_calls' : 'stop' }],
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` }),
    ),
  );
}

/** The plan's calls, or none when the analyst asks back or falls back to its overview (no tool). */
function callsOf(entry: CorpusEntry, family: LoadedFamily): ToolCall[] {
  const plan = analystPlan(entry.question, family.facts, entry.after);
  return 'ask' in plan ? [] : plan.calls;
}

/**
 * Figures the analyst's words give that its tool's result does not carry (the render computes them
 * from the facts), so a model could not quote them: found by this suite, left for the analyst's owner.
 * An entry leaves this list once its figure reaches the model (the suite then fails until it is removed).
 */
const KNOWN_GAPS: readonly string[] = [];

describe('the corpus through the model engine, with a fake model making the analyst’s calls', () => {
  let fake: { server: Server; url: string };
  let engine: LlmEngine;
  const families = new Map<string, LoadedFamily>(syntheticFamilies().map((f) => [f.key, f]));
  /** Lead figures of the analyst that did not reach the model, for the report. */
  const unquotable: string[] = [];

  // Every entry whose plan calls a tool, kind by kind.
  const entries = kinds.flatMap((kind) =>
    [...richCorpus, ...smallCorpus].filter(
      (e) => e.kind === kind && callsOf(e, families.get(e.family)!).length > 0,
    ),
  );

  beforeAll(async () => {
    fake = await fakeModel();
    engine = new LlmEngine(
      { apiKey: 'sk-corpus-test', baseUrl: fake.url, model: 'fake-corpus-model', timeoutMs: 5_000 },
      familyTools,
    );
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
    if (process.env.CORPUS_REPORT === '1' && unquotable.length > 0) {
      process.stdout.write(
        `\nFigures of the analyst's lead missing from the tool results the model gets:\n${unquotable.join('\n')}\n`,
      );
    }
  });

  it('covers every kind', () => {
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(kinds));
  });

  it.each(entries.map((e) => [e.kind, e.question, e] as const))(
    '%s: "%s": the tool results carry the analyst’s figures',
    async (_kind, _question, entry) => {
      const family = families.get(entry.family)!;
      script = { calls: callsOf(entry, family), ask: null };
      const expected: Expected = entry.expect(family.oracle);
      // The model is given the question alone; the fake plays one that read the conversation before it.
      const [viaModel, analyst] = await Promise.all([
        engine.answer(entry.question, family.facts),
        analystAnswer(entry.question, family.facts, entry.after),
      ]);
      expect(viaModel).not.toMatch(/"error"/);
      if (expected.kind === 'not_on_file') {
        // Said by the analyst before any tool: nothing here a model could be checked against.
        expect(judge(analyst, expected).pass).toBe(true);
        return;
      }
      // Where the analyst is right, the oracle's figures reach the model too.
      if (expected.kind === 'figures' && judge(analyst, expected).pass) {
        const figures = expected.figures.flatMap((f) => (typeof f === 'string' ? [f] : []));
        const missing = figures.filter((f) => !mentions(viaModel, f));
        expect(missing.length > 0).toBe(KNOWN_GAPS.includes(entry.question));
      }
      // Any other figure of the analyst's lead that the model never got is reported, not failed.
      const stated = (leadOf(analyst).match(MONEY) ?? []).map((m) => m.replace(/^-/, ''));
      for (const figure of stated.filter((f) => !mentions(viaModel, f))) {
        unquotable.push(`  [${entry.family}] ${entry.kind} "${entry.question}": ${figure}`);
      }
    },
  );
});
