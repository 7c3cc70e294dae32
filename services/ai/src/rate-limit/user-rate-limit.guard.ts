// Per-user rate limit for the AI's expensive routes (chat, stream, review, generate): put
// `@UseGuards(UserRateLimitGuard)` on a handler or controller. Without a session it answers 401, with
// the API down 503, and past AI_CHAT_RATE_LIMIT calls a minute 429 with Retry-After, counted for every
// replica at once (AiCallLimiter: Redis, or the API's database).
import { TooManyRequestsException } from '@heirloom/server';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { ApiClient } from '../data/api-client';
import { AiCallLimiter } from './rate-limiter';
import { SessionUserResolver } from './session-user';

export const RATE_LIMITED_MESSAGE = 'Too many AI requests. Please wait a moment and try again.';

/** The incoming X-Request-Id, passed on to the API when it looks like one (no header injection). */
export function forwardedRequestId(request: HttpRequest): string | undefined {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && /^[\w.:-]{1,128}$/.test(id) ? id : undefined;
}

@Injectable()
export class UserRateLimitGuard implements CanActivate {
  constructor(
    @Inject(SessionUserResolver) private readonly users: SessionUserResolver,
    @Inject(AiCallLimiter) private readonly limiter: AiCallLimiter,
    @Inject(ApiClient) private readonly api: ApiClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<HttpRequest>();
    const requestId = forwardedRequestId(request);
    const user = await this.users.resolve(request.headers.cookie, requestId);
    const decision = await this.limiter.take(user.id, () =>
      this.api.forUser(request.headers.cookie, requestId),
    );
    if (!decision.allowed)
      throw new TooManyRequestsException(RATE_LIMITED_MESSAGE, decision.retryAfterSeconds);
    return true;
  }
}
