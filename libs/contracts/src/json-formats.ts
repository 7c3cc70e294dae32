// What a schema built from a transform looks like on the wire, for the OpenAPI document: zod cannot see
// through a transform, so the input helpers of entities/fields.ts state their JSON shape here.
import { z } from './zod';

export interface JsonFormat {
  /** What a client may send. */
  input?: Record<string, unknown>;
  /** What the schema produces (and the API answers). */
  output?: Record<string, unknown>;
}

export const jsonFormats = z.registry<JsonFormat>();

export function withJsonFormat<T extends z.ZodType>(schema: T, format: JsonFormat): T {
  jsonFormats.add(schema, format);
  return schema;
}
