// Dashboard (/dashboard), spec section 2: net worth first, then every card of the family's picture,
// all from one call (GET /api/summary); the history chart makes the second.
import { css } from '@emotion/react';
import {
  Button,
  ButtonLink,
  Card,
  CompositionChart,
  EmptyState,
  mq,
  NetWorthChart,
  PageContainer,
  PageHeader,
  Skeleton,
  t,
  UploadDialog,
} from '@heirloom/ui';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { useSummary } from '../../data/summary';
import {
  EstateCard,
  LiabilitiesCard,
  LifeInsuranceCard,
  LiquidAssetsCard,
  NonLiquidAssetsCard,
  ProfessionalsCard,
  RealEstateCard,
  TaxCard,
} from './FamilyCards';
import { NetWorthCard } from './NetWorthCard';
import { RecommendationsCard } from './RecommendationsCard';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  '@media (max-width: 1200px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

const charts = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: t.space[6],
  alignItems: 'start',
  '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});

const SUBTITLE = "Your family's complete financial picture in one place.";

export default function DashboardPage() {
  const summary = useSummary();

  if (summary.isPending) {
    return (
      <PageContainer aria-busy="true">
        <PageHeader title="Dashboard" subtitle={SUBTITLE} />
        <Skeleton height="10rem" />
        <div css={grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="14rem" />
          ))}
        </div>
      </PageContainer>
    );
  }

  if (summary.isError) {
    return (
      <PageContainer>
        <PageHeader title="Dashboard" subtitle={SUBTITLE} />
        <Card role="alert">
          <EmptyState
            icon={<AlertTriangle />}
            title="Your dashboard could not load"
            description="We could not reach your figures just now. Your data is safe; please try again."
            action={<Button onClick={() => void summary.refetch()}>Retry</Button>}
          />
        </Card>
      </PageContainer>
    );
  }

  const data = summary.data;
  const isNewFamily = Object.values(data.counts).every((n) => n === 0);

  return (
    <PageContainer>
      <PageHeader title="Dashboard" subtitle={SUBTITLE} />
      {isNewFamily ? (
        <Card data-testid="welcome">
          <EmptyState
            icon={<Sparkles />}
            title="Welcome to Heirloom"
            description="Start with your accounts: add a checking, savings, credit card or investment account and your net worth builds from there. Properties, policies and documents can follow whenever you are ready."
            action={<ButtonLink to="/accounts">Add Your First Account</ButtonLink>}
          />
        </Card>
      ) : null}
      <NetWorthCard
        summary={data}
        charts={
          <div css={charts}>
            <NetWorthChart />
            <CompositionChart figures={data.figures} />
          </div>
        }
      />
      <div css={grid}>
        <LiquidAssetsCard summary={data} upload={<UploadDialog category="accounts" />} />
        <NonLiquidAssetsCard summary={data} upload={<UploadDialog category="private_investments" />} />
        <LiabilitiesCard summary={data} upload={<UploadDialog category="real_estate" />} />
        <RealEstateCard summary={data} upload={<UploadDialog category="real_estate" />} />
        <EstateCard summary={data} upload={<UploadDialog category="estate" />} />
        <LifeInsuranceCard summary={data} upload={<UploadDialog category="insurance" />} />
        <TaxCard summary={data} upload={<UploadDialog category="tax" />} />
        <RecommendationsCard summary={data} upload={<UploadDialog category="recommendations" />} />
        <ProfessionalsCard summary={data} upload={<UploadDialog category="professionals" />} />
      </div>
    </PageContainer>
  );
}
