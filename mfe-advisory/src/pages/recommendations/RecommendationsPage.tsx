// AI Recommendations (/recommendations), spec sections 2, 4, 7 and 8: counts of new, reviewed and
// completed; the list filtered by category and priority, each item with the actions its status allows
// and the evidence behind it; Generate New with the spec's toast; and, when the list loads empty, one
// automatic generation per visit without the toast.
import { css } from '@emotion/react';
import {
  recommendationCategories,
  recommendationPriorities,
  type GenerateRecommendationsResult,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  Button,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  FilterSelect,
  Spinner,
  StatTile,
  t,
} from '@heirloom/ui';
import { CheckCheck, Eye, Sparkles } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useGenerateRecommendations, useRecommendations } from '../../data/recommendations';
import { RecommendationItem } from './RecommendationItem';
import {
  categoryLabels,
  countByStatus,
  failureMessage,
  filterRecommendations,
  noFilters,
  priorityLabels,
  type CategoryFilter,
  type PriorityFilter,
} from './recommendation-view';

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[3] },
});
const filtersStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
  [mq.mobile]: { width: '100%', '& > *': { flex: '1 1 9rem' }, '& select': { width: '100%' } },
});
const list = css({ display: 'flex', flexDirection: 'column' });

/** Spec section 8, for a Generate New that stored something. */
const generatedToast = {
  title: 'Recommendations Generated',
  description: 'AI has analyzed your financial data and created new recommendations.',
};
/** A Generate New that found nothing new: the spec's text would claim recommendations that are not there. */
const nothingNewToast = {
  title: 'No New Recommendations',
  description: 'AI has analyzed your financial data and found nothing new to recommend.',
};

export default function RecommendationsPage() {
  const recommendations = useRecommendations();
  const generate = useGenerateRecommendations();
  const [category, setCategory] = useState<CategoryFilter>(noFilters.category);
  const [priority, setPriority] = useState<PriorityFilter>(noFilters.priority);

  const rows = recommendations.data ?? [];
  const shown = filterRecommendations(rows, { category, priority });
  const counts = countByStatus(rows);
  const filtered = category !== 'all' || priority !== 'all';

  const run = (announce: boolean) =>
    generate.mutate(
      { announce },
      {
        onSuccess: (result: GenerateRecommendationsResult) => {
          if (announce) toast(result.created > 0 ? generatedToast : nothingNewToast);
        },
        onError: (error) =>
          toast({ title: 'Error', description: failureMessage(error), variant: 'destructive' }),
      },
    );

  // Spec section 4: a list that loads empty, with no generation under way, is generated once. The ref
  // lives as long as this visit, so re-renders (and strict mode's double effects) never run it twice.
  const autoRan = useRef(false);
  const loadedEmpty = recommendations.isSuccess && recommendations.data.length === 0;
  const generateQuietly = useEffectEvent(() => run(false));
  useEffect(() => {
    if (autoRan.current || !loadedEmpty || generate.isPending) return;
    autoRan.current = true;
    generateQuietly();
  }, [loadedEmpty, generate.isPending]);

  const loading = recommendations.isPending;
  const count = (n: number) => (loading ? '…' : recommendations.isError ? '—' : String(n));
  const generating = generate.isPending;
  const generateButton = (
    <Button onClick={() => run(true)} disabled={generating} aria-busy={generating || undefined}>
      {generating ? <Spinner size="1em" label="Generating" /> : <Sparkles aria-hidden="true" />}
      {generating ? 'Generating...' : 'Generate New'}
    </Button>
  );

  let emptyTitle = 'No recommendations yet';
  let emptyDescription =
    'Heirloom found nothing to recommend in your data so far. Add accounts, properties, policies or estate documents, then generate again.';
  let emptyAction: ReactNode = generateButton;
  let emptyIcon: ReactNode = <Sparkles />;
  if (rows.length === 0 && generating) {
    emptyTitle = 'Analyzing your financial data...';
    emptyDescription =
      'Looking for savings and opportunities in your accounts, properties, policies and documents.';
    emptyAction = undefined;
    emptyIcon = <Spinner label="Analyzing" />;
  } else if (rows.length > 0) {
    emptyTitle = 'No matching recommendations';
    emptyDescription = `None of your ${rows.length} recommendations is ${[
      priority !== 'all' ? `${priorityLabels[priority].toLowerCase()} priority` : '',
      category !== 'all' ? `in ${categoryLabels[category]}` : '',
    ]
      .filter(Boolean)
      .join(' and ')}.`;
    emptyAction = (
      <Button
        variant="outline"
        onClick={() => {
          setCategory('all');
          setPriority('all');
        }}
      >
        Clear filters
      </Button>
    );
    emptyIcon = <Eye />;
  }

  return (
    <PageContainer>
      <PageHeader
        title="AI Recommendations"
        subtitle="Savings and opportunities found in your financial data."
        actions={generateButton}
      />

      <div css={tiles}>
        <StatTile
          label="New"
          icon={<Sparkles />}
          value={count(counts.new)}
          hint="Waiting for your review"
          data-testid="count-new"
        />
        <StatTile
          label="Reviewed"
          icon={<Eye />}
          value={count(counts.reviewed)}
          hint="Reviewed, not yet acted on"
          data-testid="count-reviewed"
        />
        <StatTile
          label="Completed"
          icon={<CheckCheck />}
          value={count(counts.completed)}
          tone={counts.completed > 0 && !loading ? 'success' : 'default'}
          hint="Acted on"
          data-testid="count-completed"
        />
      </div>

      <ListCard
        title="Recommendations"
        description={
          filtered && rows.length > 0
            ? `Showing ${shown.length} of ${rows.length}.`
            : 'Newest first. Open the evidence to see how each figure was worked out.'
        }
        actions={
          <div css={filtersStyle}>
            <FilterSelect
              label="Category"
              value={category}
              onChange={setCategory}
              allLabel="All Categories"
              values={recommendationCategories}
              labels={categoryLabels}
              testId="category-filter"
            />
            <FilterSelect
              label="Priority"
              value={priority}
              onChange={setPriority}
              allLabel="All Priorities"
              values={recommendationPriorities}
              labels={priorityLabels}
              testId="priority-filter"
            />
          </div>
        }
        loading={loading}
        skeletonCount={4}
        skeletonHeight="6rem"
        error={recommendations.error}
        onRetry={() => void recommendations.refetch()}
        empty={shown.length === 0}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyAction={emptyAction}
        emptyIcon={emptyIcon}
        data-testid="recommendations-list"
      >
        <ul css={list}>
          {shown.map((r) => (
            <RecommendationItem key={r.id} recommendation={r} />
          ))}
        </ul>
      </ListCard>
    </PageContainer>
  );
}
