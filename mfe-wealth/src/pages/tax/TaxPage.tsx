// Tax Planning (/tax), spec section 2: the latest tax year, its total income, total tax paid and
// effective rate; income and tax year over year; the tax documents (add, edit, delete); and the tax
// files' upload widget. A year's figures follow taxYearFigures (libs/contracts), as the AI's do.
import { css } from '@emotion/react';
import { taxYearFigures, type TaxDocumentRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  DocumentList,
  Figure,
  GroupedBarChart,
  lazyDialog,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  plural,
  t,
  UploadDialog,
  useEditDelete,
  useOpenFromLink,
} from '@heirloom/ui';
import { BarChart3, CalendarDays, FileText, Landmark, Percent, Plus, Receipt } from 'lucide-react';
import { canUploadDocument, canWriteNotes, rowPermissions } from '../../access/permissions';
import { addIf, useAccess } from '../../access/use-access';
import { taxDocumentsPath, useDeleteTaxDocument, useTaxDocuments } from '../../data/tax';
import { TaxDocumentList } from './TaxDocumentList';

// The form loads when a document is added or edited, not with the page: most visits only read.
const TaxDocumentDialog = lazyDialog(() => import('./TaxDocumentDialog').then((m) => m.TaxDocumentDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

const series = [
  { key: 'income', label: 'Total income', color: t.color.primary },
  { key: 'tax', label: 'Tax paid', color: t.color.accent },
];

export default function TaxPage() {
  const documents = useTaxDocuments();
  const remove = useDeleteTaxDocument();
  const edits = useEditDelete<TaxDocumentRow>({
    remove: (row) => remove.mutateAsync(row.id),
    title: (row) => `Delete the ${row.taxYear} ${row.documentType}?`,
    description: () => 'It is removed from your tax documents and figures. This cannot be undone.',
    done: (row) => ({
      title: 'Tax Document Deleted',
      description: `${row.taxYear} ${row.documentType} has been deleted.`,
    }),
    failed: (row) => `Could not delete the ${row.taxYear} ${row.documentType}. Please try again.`,
  });
  const access = useAccess();
  const may = rowPermissions(access, taxDocumentsPath);
  useOpenFromLink(addIf(may.add, edits.add));

  const rows = documents.data ?? [];
  const years = taxYearFigures(rows);
  const latest = years[0];
  const state = { loading: documents.isPending, failed: documents.isError };
  const listState = {
    loading: documents.isPending,
    error: documents.error,
    onRetry: () => void documents.refetch(),
  };
  const addButton = may.add ? (
    <Button onClick={edits.add}>
      <Plus aria-hidden="true" /> Add Tax Document
    </Button>
  ) : null;

  return (
    <PageContainer>
      <PageHeader
        title="Tax Planning"
        subtitle="Your tax returns, documents and effective rate."
        actions={addButton}
      />

      <div css={tiles}>
        <Figure
          label="Latest Tax Year"
          icon={<CalendarDays />}
          value={latest ? String(latest.year) : 'None yet'}
          format="text"
          {...state}
          hint={latest ? plural(latest.documents, 'document') : 'Add a return to see your figures'}
          data-testid="latest-tax-year"
        />
        <Figure
          label="Total Income"
          icon={<Landmark />}
          value={latest?.income}
          {...state}
          hint={latest ? `Reported for ${latest.year}` : 'From your latest return'}
          data-testid="total-income"
        />
        <Figure
          label="Total Tax Paid"
          icon={<Receipt />}
          value={latest?.tax}
          {...state}
          hint={latest ? `Across the ${latest.year} returns` : 'Federal and state'}
          data-testid="total-tax"
        />
        <Figure
          label="Effective Rate"
          icon={<Percent />}
          value={latest?.effectiveRatePercent}
          format="percent"
          decimals={1}
          {...state}
          hint="Tax paid as a share of income"
          data-testid="effective-rate"
        />
      </div>

      <ListCard
        title="Income and Tax by Year"
        description="Total income and the tax paid on it, year over year."
        {...listState}
        skeletonCount={1}
        skeletonHeight="14rem"
        empty={years.length === 0}
        emptyIcon={<BarChart3 />}
        emptyTitle="No tax years yet"
        emptyDescription="Once your returns are added, their income and tax show here year by year."
        data-testid="tax-chart"
      >
        <GroupedBarChart
          title="Total income and tax paid by tax year"
          series={series}
          groups={[...years].reverse().map((y) => ({
            label: String(y.year),
            values: { income: y.income, tax: y.tax },
          }))}
        />
      </ListCard>

      <ListCard
        title="Tax Documents"
        description="Returns and other tax documents, newest tax year first."
        {...listState}
        skeletonHeight="4rem"
        empty={rows.length === 0}
        emptyIcon={<FileText />}
        emptyTitle="No tax documents yet"
        emptyDescription={
          may.add
            ? 'Add your returns and forms with their income and the tax paid to see your effective rate.'
            : 'No returns or tax forms have been added yet.'
        }
        emptyAction={addButton}
        data-testid="tax-documents"
      >
        <TaxDocumentList
          documents={rows}
          onEdit={may.edit ? edits.edit : undefined}
          onDelete={may.remove ? edits.ask : undefined}
          canWriteNotes={canWriteNotes(access, 'tax')}
        />
      </ListCard>

      <ListCard
        title="Tax Files"
        description="Scans and PDFs of your returns and forms."
        actions={canUploadDocument(access, 'tax') ? <UploadDialog category="tax" /> : undefined}
        data-testid="tax-files"
      >
        <DocumentList category="tax" />
      </ListCard>

      <TaxDocumentDialog {...edits.dialog} document={edits.row} />
      <ConfirmDialog {...edits.confirm} />
    </PageContainer>
  );
}
