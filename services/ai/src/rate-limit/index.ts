export { RateLimitModule } from './rate-limit.module';
export { AiCallLimiter, ApiCallQuota, CallsPerMinuteLimiter, type RateLimitDecision } from './rate-limiter';
export { SessionUserResolver, cookieKey, type SessionUser } from './session-user';
export { forwardedRequestId, RATE_LIMITED_MESSAGE, UserRateLimitGuard } from './user-rate-limit.guard';
