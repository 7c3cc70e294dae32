// Real Estate Portfolio (/real-estate), spec sections 2 and 9: Total Value, Total Equity with its
// percent and Mortgage Debt; the properties (value, change since purchase, debt) with the Add Property
// dialog that also edits; the mortgages (lender, address or 'Unknown property', the rate badge, balance,
// payment) with add / edit / delete and a refinance view each; the property documents.
import { css } from '@emotion/react';
import { realEstateFigures, type MortgageRow, type PropertyRow } from '@heirloom/contracts';
import {
  Button,
  capitalize,
  ConfirmDialog,
  DocumentList,
  Figure,
  formatPercent,
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
import { Home, Landmark, PiggyBank, Plus } from 'lucide-react';
import { useState } from 'react';
import { canUploadDocument, rowPermissions } from '../../access/permissions';
import { addIf, useAccess } from '../../access/use-access';
import { useDeleteMortgage, useDeleteProperty, useMortgages, useProperties } from '../../data/real-estate';
import { MortgageList } from './MortgageList';
import { PropertyList } from './PropertyList';
import { RefinanceDialog } from './RefinanceDialog';

// The forms load when a property or a mortgage is added or edited, not with the page: most visits only
// read.
const PropertyDialog = lazyDialog(() => import('./PropertyDialog').then((m) => m.PropertyDialog));
const MortgageDialog = lazyDialog(() => import('./MortgageDialog').then((m) => m.MortgageDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

type MortgageEditing = { mortgage: MortgageRow } | { propertyId?: string };
type Deleting = { kind: 'property'; row: PropertyRow } | { kind: 'mortgage'; row: MortgageRow };

const deleteName = (deleting: Deleting) =>
  deleting.kind === 'property' ? deleting.row.address : `the ${deleting.row.lender} mortgage`;

export default function RealEstatePage() {
  const properties = useProperties();
  const mortgages = useMortgages();
  const removeProperty = useDeleteProperty();
  const removeMortgage = useDeleteMortgage();

  const access = useAccess();
  const mayProperty = rowPermissions(access, '/api/properties');
  const mayMortgage = rowPermissions(access, '/api/mortgages');

  const property = useEditing<PropertyRow>();
  useOpenFromLink(addIf(mayProperty.add, property.add));
  const mortgage = useEditing<MortgageEditing>();
  const [refinancing, setRefinancing] = useState<MortgageRow | null>(null);
  const deletion = useConfirmDelete<Deleting>({
    remove: (deleting) =>
      deleting.kind === 'property'
        ? removeProperty.mutateAsync(deleting.row.id)
        : removeMortgage.mutateAsync(deleting.row.id),
    title: (deleting) => `Delete ${deleteName(deleting)}?`,
    description: (deleting) =>
      deleting.kind === 'property'
        ? 'Its mortgages are deleted with it. This cannot be undone.'
        : 'This cannot be undone.',
    done: (deleting) => ({
      title: deleting.kind === 'property' ? 'Property Deleted' : 'Mortgage Deleted',
      description: `${capitalize(deleteName(deleting))} has been deleted.`,
    }),
    failed: (deleting) => `Could not delete ${deleteName(deleting)}. Please try again.`,
  });

  const propertyRows = properties.data ?? [];
  const mortgageRows = mortgages.data ?? [];
  const figures = realEstateFigures(propertyRows, mortgageRows);
  const addresses = new Map(propertyRows.map((p) => [p.id, p.address]));
  const loading = properties.isPending || mortgages.isPending;

  const addProperty = mayProperty.add ? (
    <Button onClick={property.add}>
      <Plus aria-hidden="true" /> Add Property
    </Button>
  ) : null;
  const addMortgage = mayMortgage.add ? (
    <Button size="sm" variant="outline" onClick={() => mortgage.edit({})}>
      <Plus aria-hidden="true" /> Add Mortgage
    </Button>
  ) : null;

  return (
    <PageContainer>
      <PageHeader
        title="Real Estate Portfolio"
        subtitle="Your properties, equity and mortgages."
        actions={addProperty}
      />

      <div css={tiles}>
        <Figure
          label="Total Value"
          icon={<Home />}
          value={figures.totalValue}
          loading={properties.isPending}
          hint={plural(propertyRows.length, 'property', 'properties')}
          data-testid="real-estate-value"
        />
        <Figure
          label="Total Equity"
          icon={<PiggyBank />}
          value={figures.totalEquity}
          loading={loading}
          hint={
            figures.equityPercent === null
              ? 'No property value yet'
              : `${formatPercent(figures.equityPercent, 2)} equity`
          }
          data-testid="real-estate-equity"
        />
        <Figure
          label="Mortgage Debt"
          icon={<Landmark />}
          value={figures.mortgageDebt}
          loading={mortgages.isPending}
          hint={plural(mortgageRows.length, 'mortgage')}
          data-testid="mortgage-debt"
        />
      </div>

      <ListCard
        title="Properties"
        description="Current value, change since purchase and the debt on each."
        loading={loading}
        skeletonHeight="3.75rem"
        error={properties.error ?? mortgages.error}
        onRetry={() => void Promise.all([properties.refetch(), mortgages.refetch()])}
        empty={propertyRows.length === 0}
        emptyIcon={<Home />}
        emptyTitle="No properties"
        emptyDescription={
          mayProperty.add
            ? 'Add your home, a rental or a vacation property to see its equity.'
            : 'No properties have been added yet.'
        }
        emptyAction={addProperty}
        data-testid="properties"
      >
        <PropertyList
          properties={propertyRows}
          mortgages={mortgageRows}
          onAddMortgage={mayMortgage.add ? (p) => mortgage.edit({ propertyId: p.id }) : undefined}
          onEdit={mayProperty.edit ? property.edit : undefined}
          onDelete={mayProperty.remove ? (row) => deletion.ask({ kind: 'property', row }) : undefined}
        />
      </ListCard>

      <ListCard
        title="Mortgages"
        description="Rates above 7% are marked: open a loan's refinance analysis to see if it pays."
        actions={propertyRows.length > 0 && mortgageRows.length > 0 ? (addMortgage ?? undefined) : undefined}
        loading={loading}
        skeletonHeight="3.75rem"
        error={mortgages.error ?? properties.error}
        onRetry={() => void Promise.all([properties.refetch(), mortgages.refetch()])}
        empty={mortgageRows.length === 0}
        emptyIcon={<Landmark />}
        emptyTitle="No mortgages"
        emptyDescription={
          !mayMortgage.add
            ? 'No mortgages have been added yet.'
            : propertyRows.length > 0
              ? 'Add the loan on a property to follow its balance and see whether refinancing pays.'
              : 'Mortgages are secured on a property: add one first.'
        }
        emptyAction={propertyRows.length > 0 ? addMortgage : undefined}
        data-testid="mortgages"
      >
        <MortgageList
          mortgages={mortgageRows}
          addresses={addresses}
          onRefinance={setRefinancing}
          onEdit={mayMortgage.edit ? (row) => mortgage.edit({ mortgage: row }) : undefined}
          onDelete={mayMortgage.remove ? (row) => deletion.ask({ kind: 'mortgage', row }) : undefined}
        />
      </ListCard>

      <ListCard
        title="Property Documents"
        description="Deeds, closing statements, appraisals and insurance declarations."
        actions={
          canUploadDocument(access, 'real_estate') ? (
            <UploadDialog category="real_estate" title="Upload Property Document" />
          ) : undefined
        }
        data-testid="property-documents"
      >
        <DocumentList category="real_estate" />
      </ListCard>

      <PropertyDialog {...property.dialog} property={property.row} />
      <MortgageDialog
        {...mortgage.dialog}
        mortgage={mortgage.row && 'mortgage' in mortgage.row ? mortgage.row.mortgage : undefined}
        propertyId={mortgage.row && 'propertyId' in mortgage.row ? mortgage.row.propertyId : undefined}
        properties={propertyRows}
      />
      <RefinanceDialog mortgage={refinancing} onClose={() => setRefinancing(null)} />
      <ConfirmDialog {...deletion.confirm} />
    </PageContainer>
  );
}
