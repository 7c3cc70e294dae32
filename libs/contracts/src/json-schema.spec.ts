import { insertAccountSchema } from './entities';
import { jsonSchemaOf } from './json-schema';

describe('jsonSchemaOf', () => {
  it('describes what a client may send, without the dialect marker', () => {
    const json = jsonSchemaOf(insertAccountSchema);
    expect(json).not.toHaveProperty('$schema');
    expect(json).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(json.properties as object)).toEqual(
      expect.arrayContaining(['name', 'accountType', 'institution', 'balance', 'lastSync']),
    );
  });

  it('leaves Dates open instead of failing', () => {
    expect(() => jsonSchemaOf(insertAccountSchema, 'output')).not.toThrow();
  });
});
