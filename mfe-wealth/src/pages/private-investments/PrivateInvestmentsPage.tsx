// Private Investments (/private-investments), spec sections 2 and 9: the four summary cards (the K-1
// card fixed to tax year 2024), the placements, businesses and K-1 documents (newest tax year first),
// Add Placement / Add Business / Add K-1 (a K-1's file goes through the upload dialog first), edit and
// delete of each, and the AI Review of the area. Issue 36 §1: the program measured as an LP (paid-in,
// distributed, NAV, unfunded, DPI, RVPI, TVPI, net IRR) as a row of cards, its J-curve, each
// placement's measures in its row, and each placement's ledger of calls and distributions.
import { css } from '@emotion/react';
import {
  privateInvestmentFigures,
  type BusinessRow,
  type LpMetrics,
  type K1DocumentRow,
  type PrivatePlacementRow,
} from '@heirloom/contracts';
import {
  AiReviewDialog,
  Button,
  capitalize,
  ConfirmDialog,
  downloadUrl,
  Figure,
  formatDay,
  formatMoney,
  JCurveChart,
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
import { Briefcase, Building2, FileText, Landmark, LineChart, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { canWriteNotes, mayPost, rowPermissions } from '../../access/permissions';
import { addIf, useAccess } from '../../access/use-access';
import {
  useBusinesses,
  useDeleteBusiness,
  useDeleteK1,
  useDeletePlacement,
  useK1Documents,
  usePlacementMetrics,
  usePlacements,
} from '../../data/private-investments';
import { BusinessList } from './BusinessList';
import { K1List } from './K1List';
import { lpMeasures, measureText } from './lp-format';
import { PlacementList } from './PlacementList';

// The forms (and the ledger with its entry form) load when one of them opens, not with the page: most
// visits only read.
const PlacementDialog = lazyDialog(() => import('./PlacementDialog').then((m) => m.PlacementDialog));
const BusinessDialog = lazyDialog(() => import('./BusinessDialog').then((m) => m.BusinessDialog));
const K1Dialog = lazyDialog(() => import('./K1Dialog').then((m) => m.K1Dialog));
const LedgerDialog = lazyDialog(() => import('./LedgerDialog').then((m) => m.LedgerDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

const lpTiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  // On a phone the four amounts take a whole line each (a half is too narrow for "$1,234,567.89"),
  // the four ratios two a line.
  [mq.mobile]: { gap: t.space[3], '& > :nth-of-type(-n + 4)': { gridColumn: '1 / -1' } },
});

type Deleting =
  | { kind: 'placement'; row: PrivatePlacementRow }
  | { kind: 'business'; row: BusinessRow }
  | { kind: 'k1'; row: K1DocumentRow };

export default function PrivateInvestmentsPage() {
  const placements = usePlacements();
  const businesses = useBusinesses();
  const k1Documents = useK1Documents();
  const metrics = usePlacementMetrics();
  const removePlacement = useDeletePlacement();
  const removeBusiness = useDeleteBusiness();
  const removeK1 = useDeleteK1();

  const access = useAccess();
  const mayPlacement = rowPermissions(access, '/api/private-placements');
  const mayBusiness = rowPermissions(access, '/api/businesses');
  // A professional with upload on Private Investments adds K-1s (their file first), never edits them.
  const mayK1 = rowPermissions(access, '/api/k1-documents');

  const placement = useEditing<PrivatePlacementRow>();
  useOpenFromLink(addIf(mayPlacement.add, placement.add));
  const business = useEditing<BusinessRow>();
  const k1 = useEditing<K1DocumentRow>();
  const ledger = useEditing<PrivatePlacementRow>();
  const mayLedger = {
    ...rowPermissions(access, '/api/private-placements/{id}/ledger'),
    importCsv: mayPost(access, '/api/private-placements/{id}/ledger/import'),
  };
  const [uploadingK1, setUploadingK1] = useState(false);
  const [k1File, setK1File] = useState<{ url: string; name: string } | undefined>();

  const placementRows = placements.data ?? [];
  const businessRows = businesses.data ?? [];
  const k1Rows = k1Documents.data ?? [];
  const figures = privateInvestmentFigures(placementRows, businessRows, k1Rows);
  const issuers = new Map<string, string>([
    ...placementRows.map((p) => [p.id, p.name] as const),
    ...businessRows.map((b) => [b.id, b.name] as const),
  ]);
  const canAddK1 = placementRows.length + businessRows.length > 0;
  const program = metrics.data;
  const metricsById = new Map<string, LpMetrics>(
    (program?.placements ?? []).map((p) => [p.placementId, p.metrics] as const),
  );
  const noPlacements = !placements.isPending && !placements.isError && placementRows.length === 0;
  const pending = (...queries: { isPending: boolean }[]) => queries.some((q) => q.isPending);

  const addPlacement = mayPlacement.add ? (
    <Button onClick={placement.add}>
      <Plus aria-hidden="true" /> Add Placement
    </Button>
  ) : null;
  const addBusiness = mayBusiness.add ? (
    <Button variant="outline" onClick={business.add}>
      <Plus aria-hidden="true" /> Add Business
    </Button>
  ) : null;
  const addK1 = mayK1.add ? (
    <Button
      variant="outline"
      disabled={!canAddK1}
      title={canAddK1 ? undefined : 'Add a placement or business first'}
      aria-haspopup="dialog"
      onClick={() => setUploadingK1(true)}
    >
      <Plus aria-hidden="true" /> Add K-1
    </Button>
  ) : null;

  const deleteText = (deleting: Deleting) => {
    if (deleting.kind === 'k1') {
      const name = `the ${deleting.row.taxYear} K-1 from ${issuers.get(deleting.row.entityId) ?? 'this issuer'}`;
      return { name, noun: 'K-1', cascade: '' };
    }
    return {
      name: deleting.row.name,
      noun: deleting.kind === 'placement' ? 'Placement' : 'Business',
      cascade: ' Its K-1 documents are deleted with it.',
    };
  };

  const deletion = useConfirmDelete<Deleting>({
    remove: (deleting) => {
      if (deleting.kind === 'placement') return removePlacement.mutateAsync(deleting.row.id);
      if (deleting.kind === 'business') return removeBusiness.mutateAsync(deleting.row.id);
      return removeK1.mutateAsync(deleting.row.id);
    },
    title: (deleting) => `Delete ${deleteText(deleting).name}?`,
    description: (deleting) => `This cannot be undone.${deleteText(deleting).cascade}`,
    done: (deleting) => ({
      title: `${deleteText(deleting).noun} Deleted`,
      description: `${capitalize(deleteText(deleting).name)} has been deleted.`,
    }),
    failed: (deleting) => `Could not delete ${deleteText(deleting).name}. Please try again.`,
  });

  return (
    <PageContainer>
      <PageHeader
        title="Private Investments"
        subtitle="Private placements, personal businesses and K-1 documents."
        actions={
          <>
            {addPlacement}
            {mayPost(access, '/api/ai/review') ? (
              <AiReviewDialog area="private_investments" title="Private Investments AI Review" />
            ) : null}
            {addBusiness}
            {addK1}
          </>
        }
      />

      <div css={tiles}>
        <Figure
          label="Total Value"
          icon={<Wallet />}
          value={figures.totalValue}
          loading={pending(placements, businesses)}
          hint="Placements and businesses"
          data-testid="private-total-value"
        />
        <Figure
          label="Private Placements"
          icon={<Landmark />}
          value={figures.placementCount}
          format="count"
          loading={placements.isPending}
          hint={`${formatMoney(figures.placementInvested)} invested`}
          data-testid="placements-summary"
        />
        <Figure
          label="Personal Businesses"
          icon={<Briefcase />}
          value={figures.businessCount}
          format="count"
          loading={businesses.isPending}
          hint={`${formatMoney(figures.businessValuation)} valuation`}
          data-testid="businesses-summary"
        />
        <Figure
          label={`${figures.k1Year} K-1 Income`}
          icon={<FileText />}
          value={figures.k1Income}
          loading={k1Documents.isPending}
          hint={plural(figures.k1Count, 'document')}
          data-testid="k1-summary"
        />
      </div>

      {noPlacements ? null : (
        <section aria-label="The program measured as an LP" css={lpTiles} data-testid="program-lp">
          {lpMeasures.map((m) => (
            <Figure
              key={m.key}
              label={m.label}
              value={program ? measureText(program.program, m.key) : null}
              format="text"
              loading={metrics.isPending}
              failed={metrics.isError}
              hint={m.hint}
              data-testid={`program-${m.key}`}
              data-measure={m.key}
            />
          ))}
        </section>
      )}

      <ListCard
        title="J-Curve"
        description={
          program
            ? `Capital called against distributions received, all placements together, as of ${formatDay(program.asOf)}.`
            : 'Capital called against distributions received, all placements together.'
        }
        loading={metrics.isPending}
        skeletonCount={1}
        skeletonHeight="16rem"
        error={metrics.error}
        onRetry={() => void metrics.refetch()}
        empty={!program || program.jCurve.length === 0}
        emptyIcon={<LineChart />}
        emptyTitle={
          noPlacements || !program?.placements.length
            ? 'No private placements to measure'
            : 'No capital calls or distributions yet'
        }
        emptyDescription={
          noPlacements || !program?.placements.length
            ? 'Add a placement with its commitment, then its capital calls and distributions, to see paid-in, DPI, RVPI, TVPI and net IRR.'
            : 'Open a placement’s ledger below and add its capital calls and distributions (or import them from a CSV file) to draw its J-curve.'
        }
        emptyAction={noPlacements || !program?.placements.length ? addPlacement : undefined}
        data-testid="j-curve-card"
      >
        {program ? (
          <JCurveChart points={program.jCurve} asOf={program.asOf} title="J-curve of all placements" />
        ) : null}
      </ListCard>

      <ListCard
        title="Private Placements"
        description="Private equity, hedge funds, real estate funds and venture capital."
        loading={placements.isPending}
        skeletonHeight="3.5rem"
        error={placements.error}
        onRetry={() => void placements.refetch()}
        empty={placementRows.length === 0}
        emptyIcon={<Landmark />}
        emptyTitle="No private placements"
        emptyDescription={
          mayPlacement.add
            ? 'Add a fund or deal you have invested in to track its value and K-1s.'
            : 'No private placements have been added yet.'
        }
        emptyAction={addPlacement}
        data-testid="placements"
      >
        <PlacementList
          placements={placementRows}
          metrics={program ? metricsById : undefined}
          metricsLoading={metrics.isPending}
          onLedger={ledger.edit}
          onEdit={mayPlacement.edit ? placement.edit : undefined}
          onDelete={mayPlacement.remove ? (row) => deletion.ask({ kind: 'placement', row }) : undefined}
        />
      </ListCard>

      <ListCard
        title="Personal Businesses"
        description="Businesses you own all or part of."
        loading={businesses.isPending}
        skeletonHeight="3.5rem"
        error={businesses.error}
        onRetry={() => void businesses.refetch()}
        empty={businessRows.length === 0}
        emptyIcon={<Building2 />}
        emptyTitle="No businesses"
        emptyDescription={
          mayBusiness.add
            ? 'Add a business you own to count its valuation in your net worth.'
            : 'No businesses have been added yet.'
        }
        emptyAction={addBusiness}
        data-testid="businesses"
      >
        <BusinessList
          businesses={businessRows}
          onEdit={mayBusiness.edit ? business.edit : undefined}
          onDelete={mayBusiness.remove ? (row) => deletion.ask({ kind: 'business', row }) : undefined}
        />
      </ListCard>

      <ListCard
        title="K-1 Documents"
        description="Schedule K-1s by tax year, newest first."
        loading={pending(k1Documents, placements, businesses)}
        skeletonHeight="3.5rem"
        error={k1Documents.error ?? placements.error ?? businesses.error}
        onRetry={() => void Promise.all([k1Documents.refetch(), placements.refetch(), businesses.refetch()])}
        empty={k1Rows.length === 0}
        emptyIcon={<FileText />}
        emptyTitle="No K-1 documents"
        emptyDescription={
          !mayK1.add
            ? 'No K-1s have been added yet.'
            : canAddK1
              ? 'Add the K-1s your placements and businesses send you each year.'
              : 'K-1s come from placements and businesses: add one first.'
        }
        emptyAction={canAddK1 ? addK1 : undefined}
        data-testid="k1-documents"
      >
        <K1List
          k1Documents={k1Rows}
          issuers={issuers}
          onEdit={mayK1.edit ? k1.edit : undefined}
          onDelete={mayK1.remove ? (row) => deletion.ask({ kind: 'k1', row }) : undefined}
          canWriteNotes={canWriteNotes(access, 'private_investments')}
        />
      </ListCard>

      <PlacementDialog {...placement.dialog} placement={placement.row} />
      <LedgerDialog
        {...ledger.dialog}
        placement={ledger.row}
        metrics={ledger.row ? metricsById.get(ledger.row.id) : undefined}
        may={mayLedger}
      />
      <BusinessDialog {...business.dialog} business={business.row} />
      <UploadDialog
        category="private_investments"
        title="Upload K-1 Document"
        description="First the K-1's file (PDF, DOC, DOCX, PNG, JPG or JPEG, up to 25 MB), then its figures."
        trigger={null}
        open={uploadingK1}
        onOpenChange={setUploadingK1}
        onUploaded={(document) => {
          setUploadingK1(false);
          setK1File({
            url: downloadUrl(document.id),
            name: document.fileName,
          });
          k1.add();
        }}
      />
      <K1Dialog
        {...k1.dialog}
        k1={k1.row}
        file={k1File}
        placements={placementRows}
        businesses={businessRows}
      />
      <ConfirmDialog {...deletion.confirm} />
    </PageContainer>
  );
}
