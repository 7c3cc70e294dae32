import { z } from 'zod';
import { wireProblems } from './wire-schemas';

const row = z.object({
  id: z.string(),
  balance: z.string().regex(/^-?\d+\.\d{2}$/),
  at: z.iso.datetime(),
  note: z.string().nullable(),
});
const sent = { id: 'a', balance: '12.50', at: '2026-01-15T15:00:00.000Z', note: null };

describe('wireProblems', () => {
  it('accepts an answer the schema parses back unchanged, Dates sent as ISO strings', () => {
    expect(wireProblems(row, sent)).toEqual([]);
    expect(wireProblems(row, { ...sent, at: new Date(sent.at) })).toEqual([]);
    expect(wireProblems(z.array(row), [sent, sent])).toEqual([]);
  });

  it('names a key the schema does not know, which a plain parse would silently drop', () => {
    expect(row.safeParse({ ...sent, openKey: 'x' }).success).toBe(true);
    expect(wireProblems(z.array(row), [sent, { ...sent, openKey: 'x' }])).toEqual([
      '[1].openKey: not in the schema',
    ]);
  });

  it('names a refused value and a field missing from the answer', () => {
    expect(wireProblems(row, { ...sent, balance: 12.5 })).toEqual([
      'balance: Invalid input: expected string, received number',
    ]);
    const { note: _note, ...missing } = sent;
    expect(wireProblems(row, missing)).toEqual(['note: Invalid input: expected string, received undefined']);
  });

  it('names what the schema would fill in or rewrite', () => {
    expect(wireProblems(row.extend({ status: z.string().default('new') }), sent)).toEqual([
      'status: missing (the schema fills it in)',
    ]);
    expect(wireProblems(row.extend({ id: z.string().trim() }), { ...sent, id: ' a' })).toEqual([
      'id: the schema turns " a" into "a"',
    ]);
  });
});
