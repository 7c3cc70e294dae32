// Every success answer the test suites receive is parsed with the zod schema its route declares
// (ApiAnswer, libs/contracts), strictly: the schema must accept it and give back exactly what was sent,
// so a key the schema does not know (zod would silently drop it), a missing default or a value the schema
// would rewrite all fail. The OpenAPI check (openapi-conformance.ts) validates the JSON Schema made from
// the same zod schemas; this one holds the API to the schemas the clients parse with. createTestApp
// installs it; an answer that fails is replaced by a 500 naming each problem.
import { isDeepStrictEqual } from 'node:util';
import { type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { DECORATORS } from '@nestjs/swagger';
import { tap, type Observable } from 'rxjs';
import { z } from 'zod';
// The conformance middleware reports what this check leaves under this key (and e2e loads it without Nest).
import { WIRE_PROBLEMS } from './openapi-conformance';

interface DeclaredAnswer {
  standardSchema?: z.ZodType;
  isArray?: boolean;
}

/** What is wrong with `body` as an answer of `schema`: [] when the schema parses it back unchanged. */
export function wireProblems(schema: z.ZodType, body: unknown): string[] {
  // What the client receives: JSON, so Dates are already strings and undefined keys are gone.
  const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const parsed = schema.safeParse(sent);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return differences(sent, parsed.data, '');
}

function differences(sent: unknown, parsed: unknown, at: string): string[] {
  const where = at || '(body)';
  if (isDeepStrictEqual(sent, parsed)) return [];
  if (Array.isArray(sent) && Array.isArray(parsed) && sent.length === parsed.length)
    return sent.flatMap((item, index) => differences(item, parsed[index], `${at}[${index}]`));
  if (isObject(sent) && isObject(parsed)) {
    const keys = new Set([...Object.keys(sent), ...Object.keys(parsed)]);
    return [...keys].flatMap((key) => {
      const path = at ? `${at}.${key}` : key;
      if (!(key in parsed)) return [`${path}: not in the schema`];
      if (!(key in sent)) return [`${path}: missing (the schema fills it in)`];
      return differences(sent[key], parsed[key], path);
    });
  }
  return [`${where}: the schema turns ${JSON.stringify(sent)} into ${JSON.stringify(parsed)}`];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The interceptor createTestApp installs (`app.useGlobalInterceptors(new WireSchemaCheck())`), behind
 * the conformance middleware: the answer is still sent, and the middleware turns it into a 500 naming
 * these problems beside its own.
 */
export class WireSchemaCheck implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const handler = context.getHandler();
    const answers = (Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) ?? {}) as Record<
      string,
      DeclaredAnswer
    >;
    const http = context.switchToHttp();
    const { method, url } = http.getRequest<{ method: string; url: string }>();
    const status = String(
      (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
        (method === 'POST' ? 201 : 200),
    );
    const declared = answers[status];
    return next.handle().pipe(
      tap((body: unknown) => {
        if (!declared?.standardSchema || body === undefined) return;
        const schema = declared.isArray ? z.array(declared.standardSchema) : declared.standardSchema;
        const problems = wireProblems(schema, body);
        if (problems.length === 0) return;
        const where = `${method} ${url.split('?')[0]} ${status}`;
        const reply = http.getResponse<{ raw: Record<string, unknown> }>();
        reply.raw[WIRE_PROBLEMS] = problems.map((problem) => `${where}: wire schema: ${problem}`);
      }),
    );
  }
}
