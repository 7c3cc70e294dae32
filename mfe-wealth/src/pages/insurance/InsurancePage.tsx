// Insurance Portfolio (/insurance), spec sections 2, 4, 5, 8 and 9: total coverage, annual premiums
// with the monthly average, counts per policy type, the policy list ('Expiring Soon' within 90 days),
// the Add Policy dialog that also edits, and delete after a confirmation.
import { css } from '@emotion/react';
import type { InsurancePolicyRow } from '@heirloom/contracts';
import {
  Button,
  Card,
  CardContent,
  ConfirmDialog,
  Figure,
  formatMoney,
  lazyDialog,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  plural,
  Skeleton,
  t,
  UploadDialog,
  useEditDelete,
  useOpenFromLink,
} from '@heirloom/ui';
import { AlertTriangle, Plus, ShieldCheck, Upload, Wallet } from 'lucide-react';
import { canUploadDocument, rowPermissions } from '../../access/permissions';
import { addIf, useAccess } from '../../access/use-access';
import { useDeleteInsurancePolicy, useInsurancePolicies } from '../../data/insurance';
import { PolicyList } from './PolicyList';
import { policyExpiry, policyTotals } from './policy-rules';
import { policyTypeIcons, policyTypeLabels } from './policy-types';

// The form loads when a policy is added or edited, not with the page: most visits only read.
const PolicyDialog = lazyDialog(() => import('./PolicyDialog').then((m) => m.PolicyDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const typeGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[3],
  [mq.down(1100)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const typeCell = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  padding: t.space[3],
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  minWidth: 0,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.mutedFg },
  [mq.mobile]: { gap: t.space[2], padding: t.space[2] },
});
const typeLabel = css({ flex: 1, minWidth: 0, fontSize: t.text.sm, color: t.color.mutedFg });
const typeCount = css({ fontSize: t.text.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export default function InsurancePage() {
  const policies = useInsurancePolicies();
  const remove = useDeleteInsurancePolicy();
  const edits = useEditDelete<InsurancePolicyRow>({
    remove: (row) => remove.mutateAsync(row.id),
    title: (row) => `Delete the ${row.provider} policy?`,
    description: (row) => `Policy ${row.policyNumber} is removed from your portfolio. This cannot be undone.`,
    done: (row) => ({ title: 'Policy Deleted', description: `${row.provider} policy has been deleted.` }),
    failed: (row) => `Could not delete the ${row.provider} policy. Please try again.`,
  });
  const access = useAccess();
  const may = rowPermissions(access, '/api/insurance');
  useOpenFromLink(addIf(may.add, edits.add));

  const rows = policies.data ?? [];
  const loading = policies.isPending;
  const totals = policyTotals(rows);
  const expiring = rows.filter((p) => policyExpiry(p.expirationDate) === 'expiring_soon').length;
  const state = { loading, failed: policies.isError };
  const addButton = may.add ? (
    <Button onClick={edits.add}>
      <Plus aria-hidden="true" /> Add Policy
    </Button>
  ) : null;

  return (
    <PageContainer>
      <PageHeader
        title="Insurance Portfolio"
        subtitle="Your coverage, premiums and policies in one place."
        actions={
          <>
            <UploadDialog
              category="insurance"
              trigger={
                canUploadDocument(access, 'insurance') ? (
                  <Button variant="outline">
                    <Upload aria-hidden="true" /> Upload
                  </Button>
                ) : undefined
              }
            />
            {addButton}
          </>
        }
      />

      <div css={tiles}>
        <Figure
          label="Total Coverage"
          icon={<ShieldCheck />}
          value={totals.totalCoverage}
          {...state}
          hint={`Across ${plural(rows.length, 'policy', 'policies')}`}
          data-testid="total-coverage"
        />
        <Figure
          label="Annual Premiums"
          icon={<Wallet />}
          value={totals.annualPremiums}
          {...state}
          hint={`${formatMoney(totals.monthlyAverage)} a month on average`}
          data-testid="annual-premiums"
        />
        <Figure
          label="Expiring Soon"
          icon={<AlertTriangle />}
          value={expiring}
          format="count"
          {...state}
          tone={expiring > 0 ? 'warning' : 'default'}
          hint="Policies ending within 90 days"
          data-testid="expiring-count"
        />
      </div>

      <Card data-testid="policy-type-counts">
        <CardContent>
          <ul css={typeGrid} aria-label="Policies by type">
            {totals.byType.map(({ type, count }) => {
              const Icon = policyTypeIcons[type];
              return (
                <li key={type} css={typeCell} data-testid="policy-type-count" data-type={type}>
                  <Icon aria-hidden="true" />
                  <span css={typeLabel}>{policyTypeLabels[type]}</span>
                  {loading ? (
                    <Skeleton width="1.5rem" height="1.5rem" />
                  ) : (
                    <span css={typeCount} data-count>
                      {policies.isError ? '—' : count}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <ListCard
        title="Your Policies"
        description="Life, property, liability and umbrella cover, by type and provider."
        loading={loading}
        skeletonHeight="4rem"
        error={policies.error}
        onRetry={() => void policies.refetch()}
        empty={rows.length === 0}
        emptyIcon={<ShieldCheck />}
        emptyTitle="No policies yet"
        emptyDescription={
          may.add
            ? 'Add your life, home, liability and umbrella policies to see your coverage and what you pay for it.'
            : 'No policies have been added yet.'
        }
        emptyAction={addButton}
        data-testid="policy-list"
      >
        <PolicyList
          policies={rows}
          onEdit={may.edit ? edits.edit : undefined}
          onDelete={may.remove ? edits.ask : undefined}
        />
      </ListCard>

      <PolicyDialog {...edits.dialog} policy={edits.row} />
      <ConfirmDialog {...edits.confirm} />
    </PageContainer>
  );
}
