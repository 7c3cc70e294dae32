// Estate Planning (/estate), spec sections 2 and 4: active documents, beneficiaries and needs-attention
// (outdated) counts; the documents (outdated destructive, draft secondary) and the beneficiaries, with a
// flag for each document whose beneficiaries' shares do not total 100%; Add (a document or a beneficiary), edit, delete; and the
// AI service's estate review.
import { css } from '@emotion/react';
import { sharesByDocument, type BeneficiaryRow, type EstateDocumentRow } from '@heirloom/contracts';
import {
  AiReviewDialog,
  Button,
  ConfirmDialog,
  Dialog,
  Figure,
  lazyDialog,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  plural,
  t,
  UploadDialog,
  useConfirmDelete,
  useEditing,
  useOpenFromLink,
} from '@heirloom/ui';
import { AlertTriangle, CheckCircle2, Plus, ScrollText, Upload, Users } from 'lucide-react';
import { canUploadDocument, mayPost, rowPermissions } from '../../access/permissions';
import { addIf, useAccess } from '../../access/use-access';
import {
  estateDocumentsPath,
  useBeneficiaries,
  useDeleteBeneficiary,
  useDeleteEstateDocument,
  useEstateDocuments,
} from '../../data/estate';
import { BeneficiaryList, EstateDocumentList } from './EstateLists';
import { estateCounts, shareMessage } from './estate-rules';

// The forms load when a document or a beneficiary is added or edited, not with the page: most visits
// only read.
const EstateDocumentDialog = lazyDialog(() =>
  import('./EstateDocumentDialog').then((m) => m.EstateDocumentDialog),
);
const BeneficiaryDialog = lazyDialog(() => import('./BeneficiaryDialog').then((m) => m.BeneficiaryDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const choices = css({ display: 'grid', gap: t.space[3] });
const choice = css({
  height: 'auto',
  justifyContent: 'flex-start',
  textAlign: 'left',
  padding: t.space[4],
  whiteSpace: 'normal',
  '& small': { display: 'block', fontWeight: 400, color: t.color.mutedFg, marginTop: t.space[1] },
});
const flag = (ok: boolean) =>
  css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: t.space[2],
    marginBottom: t.space[3],
    padding: t.space[3],
    borderRadius: t.radius.md,
    fontSize: t.text.sm,
    background: `color-mix(in srgb, ${ok ? t.color.success : t.color.destructive} 10%, transparent)`,
    '& svg': {
      flexShrink: 0,
      width: '1.125rem',
      height: '1.125rem',
      color: ok ? t.color.success : t.color.destructive,
    },
  });

type Editing =
  | { kind: 'choose' }
  | { kind: 'document'; document?: EstateDocumentRow }
  | { kind: 'beneficiary'; beneficiary?: BeneficiaryRow };
type Deleting = { kind: 'document'; row: EstateDocumentRow } | { kind: 'beneficiary'; row: BeneficiaryRow };

const deletingName = (deleting: Deleting) =>
  deleting.kind === 'document' ? deleting.row.title : deleting.row.name;

export default function EstatePage() {
  const documents = useEstateDocuments();
  const beneficiaries = useBeneficiaries();
  const removeDocument = useDeleteEstateDocument();
  const removeBeneficiary = useDeleteBeneficiary();
  const access = useAccess();
  const mayDocument = rowPermissions(access, estateDocumentsPath);
  const mayBeneficiary = rowPermissions(access, '/api/beneficiaries');
  const form = useEditing<Editing>();
  const editing = form.row;
  // Add asks which kind only when the person may add both (a CPA with upload adds documents only).
  const add = () =>
    form.edit(
      mayDocument.add && mayBeneficiary.add
        ? { kind: 'choose' }
        : mayDocument.add
          ? { kind: 'document' }
          : { kind: 'beneficiary' },
    );
  const mayAdd = mayDocument.add || mayBeneficiary.add;
  useOpenFromLink(addIf(mayAdd, add));
  const deletion = useConfirmDelete<Deleting>({
    remove: (deleting) =>
      deleting.kind === 'document'
        ? removeDocument.mutateAsync(deleting.row.id)
        : removeBeneficiary.mutateAsync(deleting.row.id),
    title: (deleting) => `Delete ${deletingName(deleting)}?`,
    description: (deleting) =>
      deleting.kind === 'beneficiary'
        ? 'They are removed from your beneficiaries. This cannot be undone.'
        : 'It is removed from your estate documents. This cannot be undone.',
    done: (deleting) => ({
      title: deleting.kind === 'beneficiary' ? 'Beneficiary Deleted' : 'Estate Document Deleted',
      description: `${deletingName(deleting)} has been deleted.`,
    }),
    failed: (deleting) => `Could not delete ${deletingName(deleting)}. Please try again.`,
  });

  const docs = documents.data ?? [];
  const people = beneficiaries.data ?? [];
  const counts = estateCounts(docs, people);
  const shareChecks = sharesByDocument(people, docs).flatMap((group) => {
    const message = shareMessage(group);
    return message ? [{ key: group.estateDocumentId ?? 'unlinked', ...message }] : [];
  });
  const sharesOff = shareChecks.filter((c) => !c.ok).length;
  const state = (query: { isPending: boolean; isError: boolean }) => ({
    format: 'count' as const,
    loading: query.isPending,
    failed: query.isError,
  });
  const close = form.dialog.onOpenChange;

  return (
    <PageContainer>
      <PageHeader
        title="Estate Planning"
        subtitle="Your wills, trusts and beneficiaries."
        actions={
          <>
            {mayPost(access, '/api/ai/review') ? (
              <AiReviewDialog area="estate" title="Estate Planning AI Review" />
            ) : null}
            <UploadDialog
              category="estate"
              trigger={
                canUploadDocument(access, 'estate') ? (
                  <Button variant="outline">
                    <Upload aria-hidden="true" /> Upload
                  </Button>
                ) : undefined
              }
            />
            {mayAdd ? (
              <Button onClick={add} aria-haspopup="dialog">
                <Plus aria-hidden="true" /> Add
              </Button>
            ) : null}
          </>
        }
      />

      <div css={tiles}>
        <Figure
          label="Active Documents"
          icon={<ScrollText />}
          value={counts.active}
          {...state(documents)}
          hint={
            documents.isSuccess ? `Of ${plural(docs.length, 'document')} on file` : 'Wills, trusts and more'
          }
          data-testid="active-documents"
        />
        <Figure
          label="Beneficiaries"
          icon={<Users />}
          value={counts.beneficiaries}
          {...state(beneficiaries)}
          hint={
            sharesOff > 0
              ? `Shares off 100% under ${plural(sharesOff, 'document')}`
              : shareChecks.length > 0
                ? 'Shares total 100% per document'
                : 'Named in your plan'
          }
          data-testid="beneficiaries-count"
        />
        <Figure
          label="Needs Attention"
          icon={<AlertTriangle />}
          value={counts.needsAttention}
          {...state(documents)}
          tone={counts.needsAttention > 0 ? 'destructive' : 'default'}
          hint="Outdated documents"
          data-testid="needs-attention"
        />
      </div>

      <ListCard
        title="Estate Documents"
        description="Most recently updated first."
        actions={
          mayDocument.add ? (
            <Button size="sm" variant="outline" onClick={() => form.edit({ kind: 'document' })}>
              <Plus aria-hidden="true" /> Add Document
            </Button>
          ) : undefined
        }
        loading={documents.isPending}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        empty={docs.length === 0}
        emptyIcon={<ScrollText />}
        emptyTitle="No estate documents yet"
        emptyDescription={
          mayDocument.add
            ? 'Add your will, trusts, powers of attorney and healthcare directives to keep them current.'
            : 'No wills, trusts or directives have been added yet.'
        }
        data-testid="estate-documents"
      >
        <EstateDocumentList
          documents={docs}
          onEdit={mayDocument.edit ? (document) => form.edit({ kind: 'document', document }) : undefined}
          onDelete={mayDocument.remove ? (row) => deletion.ask({ kind: 'document', row }) : undefined}
        />
      </ListCard>

      <ListCard
        title="Beneficiaries"
        description="Who inherits, under which document, and their share."
        actions={
          mayBeneficiary.add ? (
            <Button size="sm" variant="outline" onClick={() => form.edit({ kind: 'beneficiary' })}>
              <Plus aria-hidden="true" /> Add Beneficiary
            </Button>
          ) : undefined
        }
        loading={beneficiaries.isPending}
        error={beneficiaries.error}
        onRetry={() => void beneficiaries.refetch()}
        empty={people.length === 0}
        emptyIcon={<Users />}
        emptyTitle="No beneficiaries yet"
        emptyDescription={
          mayBeneficiary.add
            ? 'Add the people and charities who inherit from your estate, with their shares.'
            : 'No beneficiaries have been named yet.'
        }
        data-testid="beneficiaries"
      >
        {shareChecks.map((check) => (
          <p
            key={check.key}
            css={flag(check.ok)}
            role={check.ok ? undefined : 'status'}
            data-testid={check.ok ? 'shares-ok' : 'shares-flag'}
          >
            {check.ok ? <CheckCircle2 aria-hidden="true" /> : <AlertTriangle aria-hidden="true" />}
            <span>
              <strong>{check.label}</strong>: {check.text}
            </span>
          </p>
        ))}
        <BeneficiaryList
          beneficiaries={people}
          documents={docs}
          onEdit={
            mayBeneficiary.edit ? (beneficiary) => form.edit({ kind: 'beneficiary', beneficiary }) : undefined
          }
          onDelete={mayBeneficiary.remove ? (row) => deletion.ask({ kind: 'beneficiary', row }) : undefined}
        />
      </ListCard>

      <Dialog
        open={editing?.kind === 'choose'}
        onOpenChange={close}
        title="What would you like to add?"
        width="26rem"
      >
        <div css={choices}>
          <Button variant="outline" css={choice} onClick={() => form.edit({ kind: 'document' })}>
            <span>
              Estate Document
              <small>A will, trust, power of attorney or directive.</small>
            </span>
          </Button>
          <Button variant="outline" css={choice} onClick={() => form.edit({ kind: 'beneficiary' })}>
            <span>
              Beneficiary
              <small>Someone who inherits a share of your estate.</small>
            </span>
          </Button>
        </div>
      </Dialog>
      <EstateDocumentDialog
        open={editing?.kind === 'document'}
        onOpenChange={close}
        document={editing?.kind === 'document' ? editing.document : undefined}
      />
      <BeneficiaryDialog
        open={editing?.kind === 'beneficiary'}
        onOpenChange={close}
        beneficiary={editing?.kind === 'beneficiary' ? editing.beneficiary : undefined}
        documents={docs}
      />
      <ConfirmDialog {...deletion.confirm} />
    </PageContainer>
  );
}
