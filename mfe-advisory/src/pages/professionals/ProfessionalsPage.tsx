// Professionals, 'Build Your Network' (/professionals), spec section 2: the find-expertise search, the
// counts per type, the team list and the Add Professional dialog that also edits; delete after a
// confirmation; "Share access" (owners) opens the grant form of issue 31.
import type { ProfessionalRow, ProfessionalType } from '@heirloom/contracts';
import { useAccessContext } from '@heirloom/platform';
import { Button, ConfirmDialog, lazyDialog, ListCard, PageContainer, PageHeader } from '@heirloom/ui';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useDeleteProfessional, useProfessionals } from '../../data/professionals';
import { ExpertiseSearch } from './ExpertiseSearch';
import { ProfessionalList } from './ProfessionalList';
import { TypeCounts } from './TypeCounts';

// The forms load when a professional is added or edited or access is shared, not with the page: most
// visits only read.
const GrantDialog = lazyDialog(() => import('../access/GrantDialog').then((m) => m.GrantDialog));
const ProfessionalDialog = lazyDialog(() => import('./ProfessionalDialog').then((m) => m.ProfessionalDialog));

/** The dialog's subject: a professional to edit, or a new one (maybe of a preset type). */
type Editing = { professional: ProfessionalRow } | { presetType?: ProfessionalType };

export default function ProfessionalsPage() {
  const professionals = useProfessionals();
  const remove = useDeleteProfessional();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ProfessionalRow | null>(null);
  const [sharing, setSharing] = useState<ProfessionalRow | null>(null);
  // Sharing is an owner's (the API answers 403 to anyone else); a session without access is the owner's.
  const canShare = useAccessContext().role === 'owner';

  const rows = professionals.data ?? [];
  const addButton = (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden="true" /> Add Professional
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Build Your Network"
        subtitle="Your team of trusted CPAs, attorneys, advisors and planners."
        actions={addButton}
      />

      <ExpertiseSearch
        professionals={rows}
        ready={professionals.isSuccess}
        onAdd={(presetType) => setEditing({ presetType })}
      />

      <TypeCounts professionals={rows} loading={professionals.isPending} />

      <ListCard
        title="Your Team"
        description={
          professionals.isSuccess && rows.length > 0
            ? `${rows.length} professional${rows.length === 1 ? '' : 's'}, by name.`
            : 'The people you rely on for your family’s money.'
        }
        loading={professionals.isPending}
        skeletonHeight="4rem"
        error={professionals.error}
        onRetry={() => void professionals.refetch()}
        empty={rows.length === 0}
        emptyIcon={<Users />}
        emptyTitle="No professionals yet"
        emptyDescription="Add your CPA, attorney, financial advisor or anyone else you rely on, and find the right one here when a need comes up."
        emptyAction={addButton}
        data-testid="professionals-list"
      >
        <ProfessionalList
          professionals={rows}
          onEdit={(professional) => setEditing({ professional })}
          onDelete={setDeleting}
          onShare={canShare ? setSharing : undefined}
        />
      </ListCard>

      <ProfessionalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        professional={editing && 'professional' in editing ? editing.professional : undefined}
        presetType={editing && 'presetType' in editing ? editing.presetType : undefined}
      />
      <GrantDialog
        open={sharing !== null}
        onOpenChange={(open) => !open && setSharing(null)}
        professional={sharing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Remove ${deleting?.name ?? 'professional'}?`}
        description="Their contact details and notes are deleted from your network. This cannot be undone."
        confirmLabel="Remove"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        done={{
          title: 'Professional Removed',
          description: `${deleting?.name} has been removed from your network.`,
        }}
        failed={`Could not remove ${deleting?.name}. Please try again.`}
      />
    </PageContainer>
  );
}
