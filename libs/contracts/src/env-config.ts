// One way to read settings from the environment: each service declares one table of its variables
// (name -> kind and default) and reads it with readConfig, which checks every variable and, if any is
// bad, throws one error naming all of them, so a start fails once with the whole list (as ghostfolio's
// cleanEnv does). Pure and Node-free: the services and the gateway (tools/serve) share it.
import { z } from './zod';

/** The environment as read: process.env, or a plain object in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * One variable: a zod schema from its raw text (undefined when unset) to its value, and what the
 * variable must be ("must be a port number (0-65535)"), said in the error with its name and raw value.
 * Without `must`, the schema's own issue message is the whole sentence.
 */
export interface EnvVar<T> {
  schema: z.ZodType<T, string | undefined>;
  must?: string;
}

export type EnvTable = Record<string, EnvVar<unknown>>;
export type EnvValues<T extends EnvTable> = { [K in keyof T]: T[K] extends EnvVar<infer V> ? V : never };

/** Settings that cannot start the process; `problems` has one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads every variable of `table` from `env`. `checks` are settings read another way (a family of
 * prefixed variables, say): each runs too, its result is returned under its key, and what it throws is
 * one more problem in the same error.
 */
export function readConfig<
  T extends EnvTable,
  C extends Record<string, () => unknown> = Record<never, never>,
>(table: T, env: Env, checks?: C): EnvValues<T> & { [K in keyof C]: ReturnType<C[K]> } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(table)) {
    const raw = env[name];
    const result = variable.schema.safeParse(raw);
    if (result.success) values[name] = result.data;
    else
      problems.push(
        variable.must
          ? `${name} ${variable.must}, got "${raw}"`
          : (result.error.issues[0]?.message ?? `${name} is invalid`),
      );
  }
  for (const [key, check] of Object.entries(checks ?? {})) {
    try {
      values[key] = check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as EnvValues<T> & { [K in keyof C]: ReturnType<C[K]> };
}

// The kinds of variable. A blank value counts as unset, so `FOO=` in a .env file means the default.

/** The trimmed text, or undefined when unset or blank. */
const given = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/** Unset or blank: `fallback`; otherwise the trimmed text through `value`. */
function withDefault<T>(value: z.ZodType<T, string>, fallback: string, must?: string): EnvVar<T> {
  return { schema: given.transform((text) => text ?? fallback).pipe(value), must };
}

/** Unset or blank: undefined; otherwise the trimmed text through `value`. */
function optionalOf<T>(value: z.ZodType<T, string>, must?: string): EnvVar<T | undefined> {
  return { schema: given.pipe(value.optional()), must };
}

const digits = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

/** A whole number from 1 (counts, limits, timeouts). */
function positiveInt(fallback: number): EnvVar<number> {
  return withDefault(digits(1, Number.MAX_SAFE_INTEGER), String(fallback), 'must be a positive whole number');
}

/** Milliseconds, a whole number from 1. */
const durationMs = positiveInt;

/** A whole number from `min` to `max`; `must` says it in the variable's own terms. */
function wholeNumber(
  fallback: number,
  { min, max, must }: { min: number; max: number; must?: string },
): EnvVar<number> {
  return withDefault(
    digits(min, max),
    String(fallback),
    must ?? `must be a whole number from ${min} to ${max}`,
  );
}

/** A port (0: any free one); undefined when unset without a fallback. */
function port(fallback: number): EnvVar<number>;
function port(): EnvVar<number | undefined>;
function port(fallback?: number): EnvVar<number | undefined> {
  const must = 'must be a port number (0-65535)';
  return fallback === undefined
    ? optionalOf(digits(0, 65_535), must)
    : withDefault(digits(0, 65_535), String(fallback), must);
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const httpUrlText = z.string().transform((text, ctx) => {
  const url = parsedUrl(text);
  if (url?.protocol === 'http:' || url?.protocol === 'https:') return url.href.replace(/\/$/, '');
  ctx.addIssue({ code: 'custom', message: 'not an http(s) URL' });
  return z.NEVER;
});

/** An http(s) URL as text, without a trailing slash; undefined when unset without a fallback. */
function httpUrl(fallback: string): EnvVar<string>;
function httpUrl(): EnvVar<string | undefined>;
function httpUrl(fallback?: string): EnvVar<string | undefined> {
  const must = 'must be an http(s) URL';
  return fallback === undefined ? optionalOf(httpUrlText, must) : withDefault(httpUrlText, fallback, must);
}

const urlValue = z.string().transform((text, ctx) => {
  const parsed = parsedUrl(text);
  if (parsed) return parsed;
  ctx.addIssue({ code: 'custom', message: 'not a URL' });
  return z.NEVER;
});

/** Any absolute URL, parsed; undefined when unset (its default often depends on another variable). */
function url(): EnvVar<URL | undefined> {
  return optionalOf(urlValue, 'must be a URL');
}

/** `true` or `false`, in any case. */
function boolean(fallback: boolean): EnvVar<boolean> {
  return withDefault(
    z.stringbool({ truthy: ['true'], falsy: ['false'], case: 'insensitive' }),
    String(fallback),
    'must be true or false',
  );
}

/** One of `values`, in any case (answered in lower case). */
function oneOf<const V extends readonly [string, ...string[]]>(
  values: V,
  fallback: V[number],
  must = `must be one of ${values.join(', ')}`,
): EnvVar<V[number]> {
  return withDefault(z.string().toLowerCase().pipe(z.enum(values)), fallback, must);
}

/** Free text, trimmed. */
function text(fallback: string): EnvVar<string>;
function text(): EnvVar<string | undefined>;
function text(fallback?: string): EnvVar<string | undefined> {
  return fallback === undefined ? optionalOf(z.string()) : withDefault(z.string(), fallback);
}

/** Anything else: the raw value (undefined when unset) through `read`, whose error is the message. */
function custom<T>(read: (raw: string | undefined) => T, must?: string): EnvVar<T> {
  return {
    schema: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        try {
          return read(raw);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      }),
    must,
  };
}

/** The kinds of variable a table is made of: `API_PORT: envVar.port(3100)`. */
export const envVar = {
  positiveInt,
  durationMs,
  wholeNumber,
  port,
  httpUrl,
  url,
  boolean,
  oneOf,
  text,
  custom,
};
