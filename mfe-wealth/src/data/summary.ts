import type { FamilySummary } from '@heirloom/contracts';
import { paths } from './paths';
import { useApiQuery } from '@heirloom/ui';

/** Everything the dashboard shows, in one call (GET /api/summary). */
export const useSummary = () => useApiQuery<FamilySummary>(paths.summary);
