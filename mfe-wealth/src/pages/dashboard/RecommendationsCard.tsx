// The AI recommendations card: the first 5 with status new, filtered by the dashboard's categories
// (All Categories by default; spec sections 2 and 4).
import {
  DASHBOARD_LIST_SIZE,
  recommendationCategories,
  recommendationCategory,
  recommendationCategoryLabels,
  type RecommendationCategory,
} from '@heirloom/contracts';
import { Badge, FilterSelect, formatMoney } from '@heirloom/ui';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { DashboardSummary } from './dashboard-access';
import { rowList, SummaryCard, SummaryRow } from './SummaryCard';

const categoryLabels = recommendationCategoryLabels;
const priorityVariant = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

export function RecommendationsCard({
  summary,
  upload,
  canOpen = () => true,
}: {
  summary: DashboardSummary;
  upload?: React.ReactNode;
  /** Whether the person may open a page (visibleToAccess). */
  canOpen?: (path: string) => boolean;
}) {
  const [category, setCategory] = useState<RecommendationCategory | 'all'>('all');
  const matching = summary.newRecommendations.filter(
    (r) => category === 'all' || recommendationCategory(r.type, r.evidence) === category,
  );
  const shown = matching.slice(0, DASHBOARD_LIST_SIZE);
  return (
    <SummaryCard
      title="AI Recommendations"
      icon={<Sparkles />}
      caption={`${summary.counts.newRecommendations} new`}
      to={canOpen('/recommendations') ? '/recommendations' : undefined}
      linkLabel="View All Recommendations"
      upload={upload}
      testId="card-recommendations"
      isEmpty={shown.length === 0}
      emptyText={
        category === 'all'
          ? 'No new recommendations. Heirloom reviews your data and suggests savings here.'
          : `No new ${categoryLabels[category].toLowerCase()} recommendations.`
      }
      controls={
        <FilterSelect
          label="Recommendation category"
          value={category}
          onChange={setCategory}
          allLabel="All Categories"
          values={recommendationCategories}
          labels={categoryLabels}
          testId="recommendation-filter"
        />
      }
    >
      <ul css={rowList}>
        {shown.map((r) => (
          <SummaryRow
            key={r.id}
            testId="recommendation-row"
            title={r.title}
            detail={r.potentialSavings ? `Potential savings ${formatMoney(r.potentialSavings)}` : undefined}
            end={<Badge variant={priorityVariant[r.priority]}>{r.priority}</Badge>}
          />
        ))}
      </ul>
    </SummaryCard>
  );
}
