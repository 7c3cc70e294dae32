// Reads the signed-in family through the API (their own cookie) and wraps it with the assumptions.
import type { Provider } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import type { Assumptions } from '../analytics';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { FamilySnapshotCache } from '../data/family-snapshot-cache';
import { forwardedRequestId } from '../rate-limit';
import { FamilyFacts } from './family-facts';

export class FamilyFactsLoader {
  constructor(
    private readonly api: ApiClient,
    private readonly assumptions: Assumptions,
    private readonly families: FamilySnapshotCache,
  ) {}

  /**
   * 401 without a session, 503 when the API is down (both before any answer is started). The facts keep
   * the user's session for what a tool reads beyond the snapshot (a spending period, a merchant). The
   * family kept from an earlier question is used while the API says it is unchanged, with what was
   * computed from it.
   */
  async load(request: HttpRequest, now?: Date): Promise<FamilyFacts> {
    const userApi = this.api.forUser(request.headers.cookie, forwardedRequestId(request));
    const { data, derived } = await this.families.load(userApi, now);
    return new FamilyFacts(data, this.assumptions, userApi, derived);
  }
}

/** The loader for a module's providers (chat and review each have one), on the process's one ApiClient. */
export function familyFactsLoaderProvider(config: Pick<AiConfig, 'assumptions'>): Provider {
  return {
    provide: FamilyFactsLoader,
    useFactory: (api: ApiClient, families: FamilySnapshotCache) =>
      new FamilyFactsLoader(api, config.assumptions, families),
    inject: [ApiClient, FamilySnapshotCache],
  };
}
