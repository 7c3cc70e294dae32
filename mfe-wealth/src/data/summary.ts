import { apiKey, netWorthKeys, useApiQuery } from '@heirloom/ui';

/** Everything the dashboard shows, in one call (GET /api/summary). */
export const useSummary = () => useApiQuery('/api/summary');

/** Keys of the family's figures: the summary and the net-worth history (libs/ui's hook). */
export const figureKeys = [apiKey('/api/summary'), netWorthKeys.all] as const;
