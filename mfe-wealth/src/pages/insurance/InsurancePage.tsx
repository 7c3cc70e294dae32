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
  formatMoney,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  Skeleton,
  StatTile,
  t,
  UploadDialog,
  useOpenFromLink,
} from '@heirloom/ui';
import { AlertTriangle, Plus, ShieldCheck, Upload, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useDeleteInsurancePolicy, useInsurancePolicies } from '../../data/insurance';
import { PolicyDialog } from './PolicyDialog';
import { PolicyList } from './PolicyList';
import { policyExpiry, policyTotals } from './policy-rules';
import { policyTypeIcons, policyTypeLabels } from './policy-types';

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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export default function InsurancePage() {
  const policies = useInsurancePolicies();
  const remove = useDeleteInsurancePolicy();
  const [editing, setEditing] = useState<InsurancePolicyRow | 'new' | null>(null);
  useOpenFromLink(() => setEditing('new'));
  const [deleting, setDeleting] = useState<InsurancePolicyRow | null>(null);

  const rows = policies.data ?? [];
  const loading = policies.isPending;
  const totals = policyTotals(rows);
  const expiring = rows.filter((p) => policyExpiry(p.expirationDate) === 'expiring_soon').length;
  const figure = (value: string) => (loading ? '…' : policies.isError ? '—' : value);
  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" /> Add Policy
    </Button>
  );

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
                <Button variant="outline">
                  <Upload aria-hidden="true" /> Upload
                </Button>
              }
            />
            {addButton}
          </>
        }
      />

      <div css={tiles}>
        <StatTile
          label="Total Coverage"
          icon={<ShieldCheck />}
          value={figure(formatMoney(totals.totalCoverage))}
          hint={`Across ${plural(rows.length, 'policy', 'policies')}`}
          data-testid="total-coverage"
        />
        <StatTile
          label="Annual Premiums"
          icon={<Wallet />}
          value={figure(formatMoney(totals.annualPremiums))}
          hint={`${formatMoney(totals.monthlyAverage)} a month on average`}
          data-testid="annual-premiums"
        />
        <StatTile
          label="Expiring Soon"
          icon={<AlertTriangle />}
          value={figure(String(expiring))}
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
        emptyDescription="Add your life, home, liability and umbrella policies to see your coverage and what you pay for it."
        emptyAction={addButton}
        data-testid="policy-list"
      >
        <PolicyList policies={rows} onEdit={setEditing} onDelete={setDeleting} />
      </ListCard>

      <PolicyDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        policy={editing === 'new' || editing === null ? undefined : editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the ${deleting?.provider ?? ''} policy?`}
        description={
          deleting
            ? `Policy ${deleting.policyNumber} is removed from your portfolio. This cannot be undone.`
            : undefined
        }
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        done={{ title: 'Policy Deleted', description: `${deleting?.provider} policy has been deleted.` }}
        failed={`Could not delete the ${deleting?.provider} policy. Please try again.`}
      />
    </PageContainer>
  );
}
