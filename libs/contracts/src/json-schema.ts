// JSON Schema of the schemas of this library (for the OpenAPI documents of the API and the AI service).
import { z } from './zod';
import { jsonFormats } from './json-formats';

type Json = Record<string, unknown>;

/**
 * `io: 'input'` describes what a client may send (transforms and coercions by their input side),
 * `'output'` what the schema produces. Helpers built on transforms state their shape in json-formats.ts.
 * A property is required exactly when the schema refuses it missing (optional text fields turn a missing
 * value into null, so they are not). Schemas named with `.meta({ id })` land in `definitions`.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
    override: ({ zodSchema, jsonSchema }) => {
      const target = jsonSchema as Json;
      const format = jsonFormats.get(zodSchema as unknown as z.ZodType)?.[io];
      if (format) {
        for (const key of Object.keys(target)) if (key !== 'default') delete target[key];
        Object.assign(target, structuredClone(format));
      }
      // zod leaves an input's default unsaid; a client reads what it gets when it sends nothing.
      if (io === 'input' && zodSchema instanceof z.ZodDefault) target.default = zodSchema.def.defaultValue;
      if (io === 'input' && zodSchema instanceof z.ZodObject && Array.isArray(target.required)) {
        const shape = zodSchema.shape as Record<string, z.ZodType>;
        const required = (target.required as string[]).filter(
          (key) => !shape[key]?.safeParse(undefined).success,
        );
        if (required.length) target.required = required;
        else delete target.required;
      }
    },
  }) as Json;
  return json;
}

/** jsonSchemaOf split into the schema itself and the named schemas it refers to (components.schemas). */
export function openApiSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output' = 'input',
): { schema: Json; components: Record<string, Json> } {
  const { definitions, ...json } = jsonSchemaOf(schema, io);
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string' && value.startsWith('#/definitions/'))
      return value.replace('#/definitions/', '#/components/schemas/');
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const { nullable, anyOf, ...rest } = value as Json;
    // OpenAPI 3.0 wants `nullable` beside a `type`: a nullable choice says it in each branch.
    if (nullable === true && Array.isArray(anyOf) && rest.type === undefined) {
      return rewrite({ ...rest, anyOf: anyOf.map((branch: Json) => ({ ...branch, nullable: true })) });
    }
    const entries = Object.entries(value).map(([key, inner]) => [key, rewrite(inner)] as const);
    // OpenAPI 3.0.3: a nullable enum lists null among its values.
    if (nullable === true && Array.isArray(rest.enum) && !rest.enum.includes(null))
      return { ...Object.fromEntries(entries), enum: [...rest.enum, null] };
    return Object.fromEntries(entries);
  };
  return {
    schema: rewrite(json) as Json,
    components: rewrite(definitions ?? {}) as Record<string, Json>,
  };
}
