// Real Estate Portfolio (/real-estate), spec sections 2 and 9: Total Value, Total Equity with its
// percent and Mortgage Debt; the properties (value, change since purchase, debt) with the Add Property
// dialog that also edits; the mortgages (lender, address or 'Unknown property', the rate badge, balance,
// payment) with add / edit / delete and a refinance view each; the property documents.
import { css } from '@emotion/react';
import { realEstateFigures, type MortgageRow, type PropertyRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  DocumentList,
  formatMoney,
  formatPercent,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  StatTile,
  t,
  UploadDialog,
  useOpenFromLink,
} from '@heirloom/ui';
import { Home, Landmark, PiggyBank, Plus } from 'lucide-react';
import { useState } from 'react';
import { useDeleteMortgage, useDeleteProperty, useMortgages, useProperties } from '../../data/real-estate';
import { MortgageDialog } from './MortgageDialog';
import { MortgageList } from './MortgageList';
import { PropertyDialog } from './PropertyDialog';
import { PropertyList } from './PropertyList';
import { RefinanceDialog } from './RefinanceDialog';

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type MortgageEditing = { mortgage: MortgageRow } | { propertyId?: string };

export default function RealEstatePage() {
  const properties = useProperties();
  const mortgages = useMortgages();
  const removeProperty = useDeleteProperty();
  const removeMortgage = useDeleteMortgage();

  const [property, setProperty] = useState<PropertyRow | 'new' | null>(null);
  useOpenFromLink(() => setProperty('new'));
  const [mortgage, setMortgage] = useState<MortgageEditing | null>(null);
  const [refinancing, setRefinancing] = useState<MortgageRow | null>(null);
  const [deleting, setDeleting] = useState<
    { kind: 'property'; row: PropertyRow } | { kind: 'mortgage'; row: MortgageRow } | null
  >(null);

  const propertyRows = properties.data ?? [];
  const mortgageRows = mortgages.data ?? [];
  const figures = realEstateFigures(propertyRows, mortgageRows);
  const addresses = new Map(propertyRows.map((p) => [p.id, p.address]));
  const loading = properties.isPending || mortgages.isPending;

  const addProperty = (
    <Button onClick={() => setProperty('new')}>
      <Plus aria-hidden="true" /> Add Property
    </Button>
  );
  const addMortgage = (
    <Button size="sm" variant="outline" onClick={() => setMortgage({})}>
      <Plus aria-hidden="true" /> Add Mortgage
    </Button>
  );

  const deleteName =
    deleting?.kind === 'property'
      ? deleting.row.address
      : deleting
        ? `the ${deleting.row.lender} mortgage`
        : '';

  return (
    <PageContainer>
      <PageHeader
        title="Real Estate Portfolio"
        subtitle="Your properties, equity and mortgages."
        actions={addProperty}
      />

      <div css={tiles}>
        <StatTile
          label="Total Value"
          icon={<Home />}
          value={properties.isPending ? '…' : formatMoney(figures.totalValue)}
          hint={plural(propertyRows.length, 'property', 'properties')}
          data-testid="real-estate-value"
        />
        <StatTile
          label="Total Equity"
          icon={<PiggyBank />}
          value={loading ? '…' : formatMoney(figures.totalEquity)}
          hint={
            figures.equityPercent === null
              ? 'No property value yet'
              : `${formatPercent(figures.equityPercent, 2)} equity`
          }
          data-testid="real-estate-equity"
        />
        <StatTile
          label="Mortgage Debt"
          icon={<Landmark />}
          value={mortgages.isPending ? '…' : formatMoney(figures.mortgageDebt)}
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
        emptyDescription="Add your home, a rental or a vacation property to see its equity."
        emptyAction={addProperty}
        data-testid="properties"
      >
        <PropertyList
          properties={propertyRows}
          mortgages={mortgageRows}
          onAddMortgage={(p) => setMortgage({ propertyId: p.id })}
          onEdit={setProperty}
          onDelete={(row) => setDeleting({ kind: 'property', row })}
        />
      </ListCard>

      <ListCard
        title="Mortgages"
        description="Rates above 7% are marked: open a loan's refinance analysis to see if it pays."
        actions={propertyRows.length > 0 && mortgageRows.length > 0 ? addMortgage : undefined}
        loading={loading}
        skeletonHeight="3.75rem"
        error={mortgages.error ?? properties.error}
        onRetry={() => void Promise.all([properties.refetch(), mortgages.refetch()])}
        empty={mortgageRows.length === 0}
        emptyIcon={<Landmark />}
        emptyTitle="No mortgages"
        emptyDescription={
          propertyRows.length > 0
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
          onEdit={(row) => setMortgage({ mortgage: row })}
          onDelete={(row) => setDeleting({ kind: 'mortgage', row })}
        />
      </ListCard>

      <ListCard
        title="Property Documents"
        description="Deeds, closing statements, appraisals and insurance declarations."
        actions={<UploadDialog category="real_estate" title="Upload Property Document" />}
        data-testid="property-documents"
      >
        <DocumentList category="real_estate" />
      </ListCard>

      <PropertyDialog
        open={property !== null}
        onOpenChange={(open) => !open && setProperty(null)}
        property={property === 'new' || property === null ? undefined : property}
      />
      <MortgageDialog
        open={mortgage !== null}
        onOpenChange={(open) => !open && setMortgage(null)}
        mortgage={mortgage && 'mortgage' in mortgage ? mortgage.mortgage : undefined}
        propertyId={mortgage && 'propertyId' in mortgage ? mortgage.propertyId : undefined}
        properties={propertyRows}
      />
      <RefinanceDialog mortgage={refinancing} onClose={() => setRefinancing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleteName}?`}
        description={
          deleting?.kind === 'property'
            ? 'Its mortgages are deleted with it. This cannot be undone.'
            : 'This cannot be undone.'
        }
        onConfirm={async () => {
          if (deleting?.kind === 'property') await removeProperty.mutateAsync(deleting.row.id);
          if (deleting?.kind === 'mortgage') await removeMortgage.mutateAsync(deleting.row.id);
        }}
        done={{
          title: deleting?.kind === 'property' ? 'Property Deleted' : 'Mortgage Deleted',
          description: `${deleteName ? deleteName[0]!.toUpperCase() + deleteName.slice(1) : ''} has been deleted.`,
        }}
        failed={`Could not delete ${deleteName}. Please try again.`}
      />
    </PageContainer>
  );
}
