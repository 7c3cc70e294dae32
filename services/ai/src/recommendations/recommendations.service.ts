// Generation: read the family through the API with the caller's session, run the analyst, and store
// each finding that is not already open. The rules live here; the controller only hands over the
// request's cookie.
import {
  recommendationKey,
  recommendationOpenKey,
  type GenerateRecommendationsResult,
  type Recommendation,
  type RecommendationInput,
  type RecommendationRow,
} from '@heirloom/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';
import { analyzeFamily, type Assumptions, type Finding } from '../analytics';
import type { ApiClient, UserApi } from '../data/api-client';
import { loadFamilyData } from '../data/family-data';

export function recommendationBody(finding: Finding): RecommendationInput {
  return {
    type: finding.type,
    title: finding.title,
    description: finding.description,
    potentialSavings: finding.potentialSavings,
    priority: finding.priority,
    status: 'new',
    relatedEntityId: finding.relatedEntityId,
    evidence: finding.evidence,
  };
}

/** The findings to store: those without an open recommendation of the same (type, related entity). */
export function newFindings(
  findings: readonly Finding[],
  existing: readonly Pick<Recommendation, 'type' | 'relatedEntityId' | 'status'>[],
): { fresh: Finding[]; skipped: Finding[] } {
  const open = new Set(existing.map(recommendationOpenKey).filter((key) => key !== null));
  const fresh: Finding[] = [];
  const skipped: Finding[] = [];
  for (const finding of findings) (open.has(recommendationKey(finding)) ? skipped : fresh).push(finding);
  return { fresh, skipped };
}

export class RecommendationsGenerator {
  /** One run at a time per session user, so two clicks cannot store the same finding twice. */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly api: ApiClient,
    private readonly assumptions: Assumptions,
  ) {}

  /**
   * `userKey` serialises runs of one user (their id); the cookie is forwarded to every API call, so
   * the run reads and writes exactly what that user could, nothing else.
   */
  async generate(
    cookie: string | undefined,
    options: { userKey?: string; requestId?: string; now?: Date } = {},
  ): Promise<GenerateRecommendationsResult> {
    const userApi = this.api.forUser(cookie, options.requestId);
    const key = options.userKey ?? '';
    const previous = this.running.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.run(userApi, options.now ?? new Date()));
    this.running.set(key, run);
    try {
      return await run;
    } finally {
      if (this.running.get(key) === run) this.running.delete(key);
    }
  }

  private async run(api: UserApi, now: Date): Promise<GenerateRecommendationsResult> {
    const data = await loadFamilyData(api, now);
    const { findings } = analyzeFamily(data, this.assumptions);
    const { fresh, skipped } = newFindings(findings, data.recommendations);
    // Stored least pressing first, so lists ordered newest first show the most pressing on top.
    const created: RecommendationRow[] = [];
    let storedElsewhere = 0;
    for (const finding of [...fresh].reverse()) {
      try {
        created.unshift(await api.post<RecommendationRow>('/recommendations', recommendationBody(finding)));
      } catch (error) {
        // 409: another run (another AI replica) stored it since we read the list; the API keeps one.
        if (error instanceof HttpException && error.getStatus() === HttpStatus.CONFLICT) storedElsewhere++;
        else throw error;
      }
    }
    return {
      created: created.length,
      skipped: skipped.length + storedElsewhere,
      recommendations: created,
    };
  }
}
