// The AI service's only way to the family's data: services/api over HTTP, with the caller's own session
// cookie. The AI holds no database credentials, so it can never read or change more than the signed-in
// user could through the API themselves.
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { DEFAULT_RETRY_AFTER_SECONDS, TooManyRequestsException } from '@heirloom/server';
import { DEFAULT_API_CONCURRENCY, type AiConfig } from '../config/ai.config';
import {
  HttpException,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { FairLimiter } from './fair-limiter';

export const API_UNAVAILABLE_MESSAGE =
  'The data service is not answering right now, so your numbers cannot be read. Please try again in a moment.';

/** 503 with one clear sentence: the API is down, timed out or answered with a server error. */
export class ApiUnavailableException extends ServiceUnavailableException {
  constructor() {
    super({ message: API_UNAVAILABLE_MESSAGE });
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  /** One call's deadline, its wait for a free slot included: past it the AI answers 503. */
  timeoutMs: number;
  /** At most this many calls in flight; the rest wait in arrival order. */
  maxConcurrent?: number;
}

type Query = Record<string, string | number | undefined>;

/** A conditional GET's answer: unchanged since the ETag sent, or the value with its own tag and size. */
export type Revalidated<T> =
  { changed: false } | { changed: true; value: T; etag: string | undefined; length: number };

/** What the client reads of an answer besides its body. */
interface Answer {
  status: number;
  statusText: string;
  header(name: string): string | undefined;
}

/**
 * One call over the client's keep-alive connections: the answer and its body as text. node:http rather
 * than fetch: a reply takes about six calls, and fetch's Request, Response, web streams and signal
 * plumbing were a third of the AI's CPU per reply under load (chat at scale, `node --cpu-prof`); on one
 * call, 0.41 against 0.25 ms of the caller's CPU.
 */
function call(
  url: URL,
  options: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    agent: http.Agent;
    signal: AbortSignal;
  },
): Promise<{ answer: Answer; text: string }> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      { method: options.method, headers: options.headers, agent: options.agent, signal: options.signal },
      (response) => {
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        // A body cut short (the API went away, the deadline passed) closes without completing.
        response.on('close', () => {
          if (!response.complete) return reject(new Error('The answer was cut short'));
          const status = response.statusCode ?? 0;
          resolve({
            answer: {
              status,
              statusText: response.statusMessage ?? '',
              header: (name) => {
                const value = response.headers[name.toLowerCase()];
                return Array.isArray(value) ? value.join(', ') : value;
              },
            },
            text,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * How the caller is known to the API: their session cookie, or (the MCP server, issue 33) the assistant
 * token of their Authorization header. Either is forwarded as is.
 */
export type CredentialHeader = 'cookie' | 'authorization';

/** An Authorization header that carries a Bearer token at all (the API says whether it is a good one). */
const BEARER = /^Bearer\s+\S{1,512}\s*$/i;

/** Calls to the API on behalf of one signed-in user (their Cookie header, forwarded as is). */
export class UserApi {
  /** Whose turn this is in the shared limiter: one line per session, served fairly; also what a cache keeps per session. */
  readonly sessionKey: string;

  constructor(
    private readonly options: ApiClientOptions,
    private readonly cookie: string,
    private readonly requestId: string | undefined,
    private readonly limiter: FairLimiter,
    private readonly agent: http.Agent,
    /** Which header `cookie` is sent as: an assistant token goes as Authorization. */
    private readonly credentialHeader: CredentialHeader = 'cookie',
  ) {
    this.sessionKey = createHash('sha256').update(cookie).digest('base64url');
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.send<T>('GET', withQuery(path, query));
  }

  /** GET with If-None-Match `etag` (when given): `changed: false` on the API's 304. */
  async revalidate<T>(path: string, etag: string | undefined): Promise<Revalidated<T>> {
    const { answer, text } = await this.exchange(
      'GET',
      path,
      undefined,
      etag ? { 'if-none-match': etag } : {},
    );
    if (answer.status === 304) return { changed: false };
    return {
      changed: true,
      value: this.parse<T>(answer, text),
      etag: answer.header('etag'),
      length: text.length,
    };
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PATCH', path, body);
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { answer, text } = await this.exchange(method, path, body);
    return this.parse<T>(answer, text);
  }

  private async exchange(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ answer: Answer; text: string }> {
    const headers: Record<string, string> = {
      ...extraHeaders,
      accept: 'application/json',
      [this.credentialHeader]: this.cookie,
    };
    if (this.requestId) headers['x-request-id'] = this.requestId;
    const json = body === undefined ? undefined : JSON.stringify(body);
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(json));
    }
    // One deadline for the wait in line and the call itself.
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    try {
      // The body is read inside the slot: the connection is only free once it is.
      return await this.limiter.run(
        () =>
          call(new URL(`${this.options.baseUrl}/api${path}`), {
            method,
            headers,
            body: json,
            agent: this.agent,
            signal: deadline,
          }),
        deadline,
        this.sessionKey,
      );
    } catch {
      // Refused connection, DNS failure, a body cut short, or the deadline passed.
      throw new ApiUnavailableException();
    }
  }

  /** The API's answer as the caller's: its value, or the error it stands for. */
  private parse<T>(answer: Answer, text: string): T {
    if (answer.status >= 500) throw new ApiUnavailableException();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiUnavailableException();
    }
    if (answer.status === 401) throw new UnauthorizedException(parsed ?? { message: 'Sign in to continue' });
    if (answer.status === 429) {
      // The API's limit (the shared AI quota): passed on with its Retry-After.
      const seconds = Number(answer.header('retry-after'));
      throw new TooManyRequestsException(
        (parsed as { message?: string } | undefined)?.message ?? 'Too many requests',
        Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS,
      );
    }
    if (answer.status < 200 || answer.status > 299) {
      // The API's own answer (404 for another user's id, 400 with field messages), passed on unchanged.
      throw new HttpException(parsed ?? { message: answer.statusText }, answer.status);
    }
    return parsed as T;
  }
}

/**
 * Makes a UserApi per request. One instance per process (ApiClientModule), so its limiter bounds every
 * call the service makes to the API; injectable so tests can point it anywhere.
 */
@Injectable()
export class ApiClient {
  private readonly limiter: FairLimiter;
  /** Connections kept open between calls: at most one per call in flight. */
  private readonly agent: http.Agent;

  constructor(private readonly options: ApiClientOptions) {
    const maxConcurrent = options.maxConcurrent ?? DEFAULT_API_CONCURRENCY;
    this.limiter = new FairLimiter(maxConcurrent);
    const Agent = options.baseUrl.startsWith('https:') ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: maxConcurrent });
  }

  static fromConfig(config: Pick<AiConfig, 'apiUrl' | 'apiTimeoutMs' | 'apiConcurrency'>): ApiClient {
    return new ApiClient({
      baseUrl: config.apiUrl,
      timeoutMs: config.apiTimeoutMs,
      maxConcurrent: config.apiConcurrency,
    });
  }

  forUser(cookie: string | undefined, requestId?: string): UserApi {
    // Without a cookie the API would answer 401 anyway; saying so here spares it the call.
    if (!cookie) throw new UnauthorizedException({ message: 'Sign in to continue' });
    return new UserApi(this.options, cookie, requestId, this.limiter, this.agent);
  }

  /**
   * On behalf of the person an assistant token stands for (the MCP server): their `Authorization: Bearer`
   * header is forwarded instead of a cookie. The API accepts it on reads only, as that person acting for
   * the token's family with their grants of now.
   */
  forToken(authorization: string | undefined, requestId?: string): UserApi {
    if (!authorization || !BEARER.test(authorization))
      throw new UnauthorizedException({ message: 'Sign in to continue' });
    return new UserApi(this.options, authorization, requestId, this.limiter, this.agent, 'authorization');
  }
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
