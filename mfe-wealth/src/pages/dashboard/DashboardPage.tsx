// Dashboard (/dashboard), spec section 2: net worth first, then every card of the family's picture,
// all from one call (GET /api/summary); the history chart makes the second. A professional sees only
// the cards of the areas the family shared, and no figure computed from another (issue 31).
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
  useNetWorthHistory,
} from '@heirloom/ui';
import {
  DEFAULT_NET_WORTH_RANGE,
  documentCategoryArea,
  grants,
  visibleToAccess,
  type DocumentCategory,
} from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { rowPermissions } from '../../access/permissions';
import { useAccess } from '../../access/use-access';
import { useSummary } from '../../data/summary';
import { dashboardSummary, knownFigures, showsCard } from './dashboard-access';
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
import { knownParts, NetWorthCard } from './NetWorthCard';
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
/** A professional sees a client's shared areas, not their own family's picture. */
const subtitleFor = (access: { role: string | null; familyName: string | null }) =>
  access.role === 'professional' && access.familyName
    ? `What ${access.familyName} shared with you, in one place.`
    : SUBTITLE;

/**
 * The net-worth history, when the API answers it: a 403 (an area it sums is not shared) hides the chart
 * quietly. The query is the chart's own first one (same key), so it is asked once.
 */
function NetWorthHistory() {
  const history = useNetWorthHistory(DEFAULT_NET_WORTH_RANGE);
  if (history.error instanceof ApiError && history.error.status === 403) return null;
  return <NetWorthChart />;
}

export default function DashboardPage() {
  const summary = useSummary();
  const access = useAccess();

  if (summary.isPending) {
    return (
      <PageContainer aria-busy="true">
        <PageHeader title="Dashboard" subtitle={subtitleFor(access)} />
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
        <PageHeader title="Dashboard" subtitle={subtitleFor(access)} />
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

  const data = dashboardSummary(summary.data);
  const shows = showsCard.bind(null, access);
  const canOpen = (path: string) => visibleToAccess(access, path);
  const canManage = (collection: string) => rowPermissions(access, collection).add;
  // The area's files: the upload dialog, or only the list for someone who may not upload (WealthRoot).
  const files = (category: DocumentCategory) =>
    grants(access.areas, documentCategoryArea[category]) ? <UploadDialog category={category} /> : undefined;
  const mayAddAccounts = canManage('/api/accounts');
  const isNewFamily = mayAddAccounts && Object.values(data.counts).every((n) => n === 0);
  const figures = knownFigures(data.figures);
  const showsNetWorth = shows('netWorth') && (data.figures.netWorth !== null || knownParts(data).length > 0);
  const chartsShown = data.figures.netWorth !== null || figures !== null;

  return (
    <PageContainer>
      <PageHeader title="Dashboard" subtitle={subtitleFor(access)} />
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
      {showsNetWorth ? (
        <NetWorthCard
          summary={data}
          charts={
            chartsShown ? (
              <div css={charts}>
                {data.figures.netWorth !== null ? <NetWorthHistory /> : null}
                {figures ? <CompositionChart figures={figures} /> : null}
              </div>
            ) : undefined
          }
        />
      ) : null}
      <div css={grid}>
        {shows('liquid') ? (
          <LiquidAssetsCard
            summary={data}
            upload={files('accounts')}
            canOpen={canOpen}
            canManage={mayAddAccounts}
          />
        ) : null}
        {shows('nonLiquid') ? (
          <NonLiquidAssetsCard
            summary={data}
            upload={files('private_investments')}
            canOpen={canOpen}
            canManage={canManage('/api/private-placements')}
          />
        ) : null}
        {shows('liabilities') ? (
          <LiabilitiesCard
            summary={data}
            upload={files('real_estate')}
            canOpen={canOpen}
            canManage={canManage('/api/mortgages')}
          />
        ) : null}
        {shows('realEstate') ? (
          <RealEstateCard
            summary={data}
            upload={files('real_estate')}
            canOpen={canOpen}
            canManage={canManage('/api/properties')}
          />
        ) : null}
        {shows('estate') ? (
          <EstateCard
            summary={data}
            upload={files('estate')}
            canOpen={canOpen}
            canManage={canManage('/api/estate-documents')}
          />
        ) : null}
        {shows('lifeInsurance') ? (
          <LifeInsuranceCard
            summary={data}
            upload={files('insurance')}
            canOpen={canOpen}
            canManage={canManage('/api/insurance')}
          />
        ) : null}
        {shows('tax') ? (
          <TaxCard
            summary={data}
            upload={files('tax')}
            canOpen={canOpen}
            canManage={canManage('/api/tax-documents')}
          />
        ) : null}
        {shows('recommendations') ? (
          <RecommendationsCard summary={data} upload={files('recommendations')} canOpen={canOpen} />
        ) : null}
        {shows('professionals') ? (
          <ProfessionalsCard
            summary={data}
            upload={files('professionals')}
            canOpen={canOpen}
            canManage={canManage('/api/professionals')}
          />
        ) : null}
      </div>
    </PageContainer>
  );
}
