// The AI service's only way to the family's data: services/api over HTTP, with the caller's own session
// cookie. The AI holds no database credentials, so it can never read or change more than the signed-in
// user could through the API themselves.
import type { AiConfig } from '../config/ai.config';
import { HttpException, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';

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
  timeoutMs: number;
}

type Query = Record<string, string | number | undefined>;

/** Calls to the API on behalf of one signed-in user (their Cookie header, forwarded as is). */
export class UserApi {
  constructor(
    private readonly options: ApiClientOptions,
    private readonly cookie: string,
    private readonly requestId?: string,
  ) {}

  get<T>(path: string, query?: Query): Promise<T> {
    return this.send<T>('GET', withQuery(path, query));
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PATCH', path, body);
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', cookie: this.cookie };
    if (this.requestId) headers['x-request-id'] = this.requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      // Refused connection, DNS failure or timeout.
      throw new ApiUnavailableException();
    }
    if (response.status >= 500) throw new ApiUnavailableException();
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiUnavailableException();
    }
    if (response.status === 401) throw new UnauthorizedException(parsed ?? { message: 'Sign in to continue' });
    if (!response.ok) {
      // The API's own answer (404 for another user's id, 400 with field messages), passed on unchanged.
      throw new HttpException(parsed ?? { message: response.statusText }, response.status);
    }
    return parsed as T;
  }
}

/** Makes a UserApi per request; injectable so tests can point it anywhere. */
@Injectable()
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  static fromConfig(config: Pick<AiConfig, 'apiUrl' | 'apiTimeoutMs'>): ApiClient {
    return new ApiClient({ baseUrl: config.apiUrl, timeoutMs: config.apiTimeoutMs });
  }

  forUser(cookie: string | undefined, requestId?: string): UserApi {
    // Without a cookie the API would answer 401 anyway; saying so here spares it the call.
    if (!cookie) throw new UnauthorizedException({ message: 'Sign in to continue' });
    return new UserApi(this.options, cookie, requestId);
  }
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
