// Who is calling the MCP server and whether they may (issue 33): the person their assistant token
// (`Authorization: Bearer hlm_…`) stands for, read from the API's GET /api/auth/me with that header; the
// AI routes' own access decision (checkAiAccess, as AiAccessGuard); and the chat's per-person limit,
// spent once per tool call. Every read is made through the API with the same header, so the token
// reads no more than its person could, with their grants of now.
import type { HttpRequest } from '@heirloom/server';
import { TooManyRequestsException } from '@heirloom/server';
import { Inject, Injectable } from '@nestjs/common';
import type { Assumptions } from '../analytics';
import { checkAiAccess } from '../access/ai-access.guard';
import { FamilyFacts } from '../facts/family-facts';
import { ApiClient, type UserApi } from '../data/api-client';
import { FamilySnapshotCache } from '../data/family-snapshot-cache';
import {
  AiCallLimiter,
  forwardedRequestId,
  RATE_LIMITED_MESSAGE,
  SessionUserResolver,
  type SessionUser,
} from '../rate-limit';

export const MCP_ASSUMPTIONS = Symbol('MCP_ASSUMPTIONS');

export interface McpCaller {
  user: SessionUser;
  /** The API on the caller's behalf, with their Authorization header. */
  api: UserApi;
}

@Injectable()
export class McpCallers {
  constructor(
    @Inject(SessionUserResolver) private readonly users: SessionUserResolver,
    @Inject(AiCallLimiter) private readonly limiter: AiCallLimiter,
    @Inject(ApiClient) private readonly apiClient: ApiClient,
    @Inject(FamilySnapshotCache) private readonly families: FamilySnapshotCache,
    @Inject(MCP_ASSUMPTIONS) private readonly assumptions: Assumptions,
  ) {}

  /**
   * 401 without a token or for one the API refuses, 403 for a person the AI routes refuse (a
   * professional, a pending second factor), 503 without the API. `toolCalls` of the chat's per-person
   * calls a minute are spent after those checks (429 past the limit): listing the tools is free.
   */
  async admit(request: HttpRequest, toolCalls: number): Promise<McpCaller> {
    const authorization = request.headers.authorization;
    const requestId = forwardedRequestId(request);
    const user = await this.users.resolveToken(authorization, requestId);
    checkAiAccess(user, request.method, request.url);
    const api = this.apiClient.forToken(authorization, requestId);
    for (let call = 0; call < toolCalls; call++) {
      const decision = await this.limiter.take(user.id, () => api);
      if (!decision.allowed)
        throw new TooManyRequestsException(RATE_LIMITED_MESSAGE, decision.retryAfterSeconds);
    }
    return { user, api };
  }

  /** The caller's family for the tools, as the chat reads it (the kept snapshot while unchanged). */
  async facts(caller: McpCaller): Promise<FamilyFacts> {
    const { data, derived } = await this.families.load(caller.api);
    return new FamilyFacts(data, this.assumptions, caller.api, derived);
  }
}
