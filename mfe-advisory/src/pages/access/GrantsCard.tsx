// The professionals' access: per grant the professional (and the account that accepted it), its areas
// with their levels, the last day and the status; Change (areas, end date) and Revoke, which takes
// effect at once, for the grants still open.
import { css } from '@emotion/react';
import type { AccessGrant } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  formatDay,
  lazyDialog,
  ListCard,
  listRow,
  mq,
  rowList,
  t,
} from '@heirloom/ui';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { useRevokeGrant } from '../../data/access';
import { areaLevelList, grantIsOpen, grantStatusLabels, grantStatusVariant } from './access-view';
import { failureText } from './failure-text';

// The form loads when a grant is changed, not with the page: most visits only read.
const ChangeGrantDialog = lazyDialog(() => import('./ChangeGrantDialog').then((m) => m.ChangeGrantDialog));

const row = css(listRow, {
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const nameLine = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space[2] });
const nameStyle = css({ fontWeight: 600, overflowWrap: 'anywhere' });
const meta = css({ fontSize: t.text.sm, color: t.color.mutedFg, marginTop: t.space[1] });
const areaList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[1],
  marginTop: t.space[2],
  '& > li': { minWidth: 0, maxWidth: '100%' },
});
// "Private investments and K-1s: Read + upload + notes" is wider than a phone's card: it wraps.
const areaBadge = css({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  maxWidth: '100%',
  // A pill on one line; a rounded box, not a lozenge, when it wraps.
  borderRadius: '0.75rem',
});
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] });

export interface GrantsCardProps {
  grants: readonly AccessGrant[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

export function GrantsCard({ grants, loading, error, onRetry }: GrantsCardProps) {
  const revoke = useRevokeGrant();
  const [changing, setChanging] = useState<AccessGrant | null>(null);
  const [revoking, setRevoking] = useState<AccessGrant | null>(null);
  const rows = grants ?? [];
  const share = (
    <ButtonLink to="/professionals" variant="outline">
      Share from Professionals
    </ButtonLink>
  );

  return (
    <ListCard
      title="Professionals"
      description="What each professional may see and do, and until when. Everything they open is in the audit log below."
      actions={rows.length > 0 ? share : undefined}
      loading={loading}
      skeletonHeight="4.5rem"
      error={error}
      onRetry={onRetry}
      empty={rows.length === 0}
      emptyIcon={<Briefcase />}
      emptyTitle="No professional has access"
      emptyDescription="Share chosen areas with your CPA, attorney or advisor, until a date you pick, with Share access on the Professionals page."
      emptyAction={share}
      data-testid="access-grants"
    >
      <ul css={rowList}>
        {rows.map((grant) => (
          <li
            key={grant.id}
            css={row}
            data-testid="grant-row"
            data-grant-id={grant.id}
            data-status={grant.status}
          >
            <div css={{ minWidth: 0 }}>
              <div css={nameLine}>
                <p css={nameStyle}>{grant.professionalName}</p>
                <Badge variant={grantStatusVariant[grant.status]} data-testid="grant-status">
                  {grantStatusLabels[grant.status]}
                </Badge>
              </div>
              <p css={meta}>
                {grant.status === 'revoked' && grant.revokedAt
                  ? `Revoked ${formatDay(grant.revokedAt)}`
                  : grant.status === 'ended'
                    ? `Ended ${formatDay(grant.endsAt)}`
                    : `Until ${formatDay(grant.endsAt)}`}
                {grant.granteeName ? ` · signed in as ${grant.granteeName}` : ''}
              </p>
              <ul css={areaList} aria-label="Areas shared" data-testid="grant-areas-list">
                {areaLevelList(grant.areas).map(({ area, areaLabel, levelLabel }) => (
                  <li key={area}>
                    <Badge variant="outline" css={areaBadge} data-area={area}>
                      {areaLabel}: {levelLabel}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
            {grantIsOpen(grant) ? (
              <div css={actions}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setChanging(grant)}
                  aria-label={`Change access for ${grant.professionalName}`}
                  data-testid="grant-change"
                >
                  Change
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => setRevoking(grant)}
                  aria-label={`Revoke access for ${grant.professionalName}`}
                  data-testid="grant-revoke"
                >
                  Revoke
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ChangeGrantDialog
        open={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        grant={changing}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke access for ${revoking?.professionalName ?? 'this professional'}?`}
        description="It takes effect at once: their next request is refused, on every page they have open. To share again later, make a new grant."
        confirmLabel="Revoke access"
        pendingLabel="Revoking..."
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync(revoking.id);
          } catch (err) {
            toast({
              title: 'Error',
              description: failureText(err, 'Could not revoke the access. Please try again.'),
              variant: 'destructive',
            });
            throw err;
          }
        }}
        done={{
          title: 'Access revoked',
          description: `${revoking?.professionalName} can no longer see the family’s data.`,
        }}
      />
    </ListCard>
  );
}
