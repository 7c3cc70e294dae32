import { accountRowSchema } from './api';
import { insertAccountSchema, insertTransactionSchema, transactionQuerySchema } from './entities';
import { jsonSchemaOf, openApiSchemaOf } from './json-schema';

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

  it('requires exactly what the schema refuses missing, with the real bounds and formats', () => {
    const query = jsonSchemaOf(transactionQuerySchema) as {
      required?: string[];
      properties: Record<string, object>;
    };
    expect(query.required).toBeUndefined();
    expect(query.properties.pageSize).toMatchObject({
      default: 50,
      anyOf: [{ type: 'integer', minimum: 1, maximum: 200 }, { type: 'string' }],
    });
    const insert = jsonSchemaOf(insertTransactionSchema) as {
      required: string[];
      properties: Record<string, object>;
    };
    expect(insert.required).not.toContain('notes');
    expect(insert.required).toEqual(expect.arrayContaining(['merchant', 'amount', 'date']));
    expect(insert.properties.date).toEqual({
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ],
    });
  });

  it('names answers as components, decimals as patterned strings and nullable as OpenAPI 3.0 says', () => {
    const { schema, components } = openApiSchemaOf(accountRowSchema, 'output');
    expect(schema).toEqual({ $ref: '#/components/schemas/Account' });
    const account = components.Account as { properties: Record<string, object> };
    expect(account.properties.balance).toMatchObject({ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' });
    expect(account.properties.lastSync).toMatchObject({
      type: 'string',
      format: 'date-time',
      nullable: true,
    });
  });
});
