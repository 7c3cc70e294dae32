// JSON Schema of the schemas of this library (for the API's OpenAPI document).
import { z } from 'zod';

/**
 * `io: 'input'` describes what a client may send (transforms and coercions by their input side),
 * `'output'` what the schema produces. Types JSON cannot carry (Date) are left open, not refused.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  });
  return json;
}
