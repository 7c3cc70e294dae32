import { defaultAssumptions } from '../analytics';
import { FamilyFacts } from '../facts/family-facts';
import { intents } from '../facts/intents';
import { emptyFamily } from '../data/empty-family';
import { familyTools, parametersJsonSchema, runToolCall, ToolCallError } from './registry';

describe('the tool registry', () => {
  it('has unique names the model can call, each with a description, a topic and a question topic of its own', () => {
    const names = familyTools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of familyTools) {
      expect(tool.name).toMatch(/^[a-z_]{3,64}$/);
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.topic.length).toBeGreaterThan(3);
    }
    // Every topic the analyst recognises is answered by exactly one tool (the rankings answer parsed
    // queries only).
    expect(familyTools.flatMap((t) => (t.intent ? [t.intent] : [])).sort()).toEqual(
      intents.filter((i) => i !== 'capabilities').sort(),
    );
  });

  it("gives the model each tool's arguments as a strict JSON Schema object", () => {
    for (const tool of familyTools) {
      expect(parametersJsonSchema(tool)).toMatchObject({ type: 'object', additionalProperties: false });
      expect(parametersJsonSchema(tool)).not.toHaveProperty('$schema');
    }
    const spending = parametersJsonSchema(familyTools.find((t) => t.name === 'get_spending')!);
    expect(Object.keys(spending.properties as object).sort()).toEqual(
      ['account', 'category', 'compareTo', 'from', 'largest', 'merchant', 'period', 'to', 'versus'].sort(),
    );
    expect(spending).not.toHaveProperty('required');
    expect(JSON.stringify(spending)).toContain('last_month');
    const taxes = parametersJsonSchema(familyTools.find((t) => t.name === 'get_taxes')!);
    expect(taxes.properties).toMatchObject({ year: { type: 'integer' } });
  });

  it('all answer JSON for a family with no data, and every render writes an answer', async () => {
    // What the API answers a family with nothing on file, for the tools that read it (the planning tools).
    const nothing: Record<string, unknown> = {
      '/forecast': { transactionMonths: 0 },
      '/retirement': { year: 2026, scenario: { adults: [] }, projection: null },
    };
    const api = {
      get: async <T>(path: string): Promise<T> => {
        if (!(path in nothing)) throw new Error(`no such read: ${path}`);
        return nothing[path] as T;
      },
    };
    const facts = new FamilyFacts(emptyFamily, defaultAssumptions, api);
    // The rankings must be told what to rank; every other tool takes no argument it needs.
    const needed: Record<string, Record<string, unknown>> = {
      rank_items: { set: 'accounts', order: 'largest' },
    };
    for (const tool of familyTools) {
      const { result } = await runToolCall(facts, { name: tool.name, args: needed[tool.name] ?? {} });
      expect(() => JSON.stringify(result)).not.toThrow();
      expect(tool.render(result, facts).length).toBeGreaterThan(20);
    }
    expect((await runToolCall(facts, { name: 'get_net_worth', args: {} })).result).toMatchObject({
      netWorth: '$0.00',
    });
  });

  it('refuses unknown tools and arguments the schema does not allow, with a message for the model', async () => {
    const facts = new FamilyFacts(emptyFamily, defaultAssumptions);
    const refused = async (name: string, args: Record<string, unknown>) => {
      const error = await runToolCall(facts, { name, args }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolCallError);
      return (error as Error).message;
    };
    expect(await refused('drop_database', {})).toBe('Unknown tool drop_database');
    expect(await refused('get_spending', { period: 'last_fortnight' })).toMatch(/period/);
    expect(await refused('get_spending', { period: 'last_500_months' })).toMatch(/period/);
    expect(await refused('get_spending', { from: '2026-01-01' })).toMatch(/from and to/);
    expect(await refused('get_spending', { from: '2026-02-01', to: '2026-01-01' })).toMatch(/before/);
    expect(
      await refused('get_spending', { period: 'last_month', from: '2026-01-01', to: '2026-01-31' }),
    ).toMatch(/not both/);
    expect(await refused('get_spending', { category: 7 })).toMatch(/category/);
    expect(await refused('get_net_worth', { account: 'x' })).toMatch(/Unrecognized key/);
    expect(await refused('get_taxes', { year: '2024' })).toMatch(/year/);
  });
});
