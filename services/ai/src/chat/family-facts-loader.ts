// Reads the signed-in family through the API (their own cookie) and wraps it with the assumptions.
import type { Provider } from '@nestjs/common';
import type { Request } from 'express';
import type { Assumptions } from '../analytics';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { loadFamilyData } from '../data/family-data';
import { forwardedRequestId } from '../rate-limit';
import { FamilyFacts, type QuestionLookups } from './family-facts';
import { topicsToAnswer } from './intents';
import { lookUpSpending } from './spending-question';

export class FamilyFactsLoader {
  constructor(
    private readonly api: ApiClient,
    private readonly assumptions: Assumptions,
  ) {}

  /** 401 without a session, 503 when the API is down (both before any answer is started). */
  async load(request: Request, now?: Date): Promise<FamilyFacts> {
    const userApi = this.api.forUser(request.headers.cookie, forwardedRequestId(request));
    return new FamilyFacts(await loadFamilyData(userApi, now), this.assumptions);
  }

  /**
   * The facts plus what this question needs read beyond them: a spending question's period, category
   * and merchant figures. Same errors as `load`.
   */
  async loadFor(question: string, request: Request, now?: Date): Promise<FamilyFacts> {
    const userApi = this.api.forUser(request.headers.cookie, forwardedRequestId(request));
    const lookups: QuestionLookups = {};
    const facts = new FamilyFacts(await loadFamilyData(userApi, now), this.assumptions, lookups);
    if (topicsToAnswer(question).includes('spending')) {
      lookups.spending = await lookUpSpending(userApi, question, facts);
    }
    return facts;
  }
}

/** The loader for a module's providers (chat and review each have one), on the process's one ApiClient. */
export function familyFactsLoaderProvider(config: Pick<AiConfig, 'assumptions'>): Provider {
  return {
    provide: FamilyFactsLoader,
    useFactory: (api: ApiClient) => new FamilyFactsLoader(api, config.assumptions),
    inject: [ApiClient],
  };
}
