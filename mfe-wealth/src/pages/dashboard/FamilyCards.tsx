// The dashboard's cards over the family's figures and first-five lists (spec section 2). Each reads the
// one summary answer; none fetches on its own. A figure the person may not see (null, issue 31) is not
// shown, and a link goes only to a page the person may open.
import { amountOwed, professionalTypeLabel } from '@heirloom/contracts';
import { Badge, formatDay, formatMoney, plural } from '@heirloom/ui';
import { FileText, Gem, Home, Landmark, Receipt, ScrollText, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardSummary } from './dashboard-access';
import { rowList, SummaryCard, SummaryRow } from './SummaryCard';

export interface CardProps {
  summary: DashboardSummary;
  /** The card's upload dialog trigger. */
  upload?: ReactNode;
  /** Whether the person may open a page (visibleToAccess); every page when absent. */
  canOpen?: (path: string) => boolean;
  /** Whether the person may change the area ("Manage ..."), or only look ("View ..."). */
  canManage?: boolean;
}

const everywhere = () => true;
/** The card's link when the person may open its page. */
const linkTo = (path: string, canOpen: (path: string) => boolean = everywhere) =>
  canOpen(path) ? path : undefined;

const words = (value: string) => value.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function LiquidAssetsCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { accounts, counts, figures } = summary;
  return (
    <SummaryCard
      title="Liquid Assets"
      icon={<Landmark />}
      figure={figures.liquidAssets}
      caption={`Across ${plural(counts.accounts, 'account')}`}
      to={linkTo('/accounts', canOpen)}
      linkLabel={
        counts.accounts > accounts.length
          ? `View All ${counts.accounts} Accounts`
          : canManage
            ? 'Manage Accounts'
            : 'View Accounts'
      }
      upload={upload}
      testId="card-liquid"
      isEmpty={accounts.length === 0}
      emptyText="No accounts yet. Add your bank, savings, credit and investment accounts."
    >
      <ul css={rowList}>
        {accounts.map((a) => (
          <SummaryRow
            key={a.id}
            testId="liquid-account-row"
            title={a.name}
            detail={a.institution}
            end={a.accountType === 'credit' ? `-${formatMoney(amountOwed(a))}` : formatMoney(a.balance)}
          />
        ))}
      </ul>
    </SummaryCard>
  );
}

export function NonLiquidAssetsCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { counts, figures } = summary;
  return (
    <SummaryCard
      title="Non-Liquid Assets"
      icon={<Gem />}
      figure={figures.nonLiquidAssets}
      caption="Private investments and business interests"
      to={linkTo('/private-investments', canOpen)}
      linkLabel={canManage ? 'Manage Private Investments' : 'View Private Investments'}
      upload={upload}
      testId="card-non-liquid"
      isEmpty={counts.privatePlacements + counts.businesses === 0}
      emptyText="No private investments or businesses yet."
    >
      <ul css={rowList}>
        <SummaryRow title="Private investments" end={plural(counts.privatePlacements, 'holding')} />
        <SummaryRow title="Businesses" end={plural(counts.businesses, 'business', 'businesses')} />
      </ul>
    </SummaryCard>
  );
}

export function LiabilitiesCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { counts, figures } = summary;
  // Each part only when its area is shared: mortgages are Real Estate's, credit cards Accounts'.
  const mortgages = figures.mortgageBalance;
  const credit = figures.creditOwed;
  const mortgagesPage = linkTo('/real-estate', canOpen);
  return (
    <SummaryCard
      title="Liabilities & Loans"
      icon={<Receipt />}
      figure={figures.totalLiabilities}
      caption={
        mortgages !== null && credit !== null
          ? 'Mortgages and credit card balances owed'
          : mortgages !== null
            ? 'Mortgage balances owed'
            : 'Credit card balances owed'
      }
      to={mortgagesPage ?? linkTo('/accounts', canOpen)}
      linkLabel={
        mortgagesPage
          ? canManage
            ? 'Manage Loans'
            : 'View Loans'
          : canManage
            ? 'Manage Accounts'
            : 'View Accounts'
      }
      upload={upload}
      testId="card-liabilities"
      isEmpty={(mortgages === null || counts.mortgages === 0) && (credit === null || credit === '0.00')}
      emptyText="Nothing owed. Mortgages and credit cards you add appear here."
    >
      <ul css={rowList}>
        {mortgages !== null ? (
          <SummaryRow
            title="Mortgages"
            detail={plural(counts.mortgages, 'loan')}
            end={formatMoney(mortgages)}
            testId="liability-mortgages"
          />
        ) : null}
        {credit !== null ? (
          <SummaryRow title="Credit cards" end={formatMoney(credit)} testId="liability-credit" />
        ) : null}
      </ul>
    </SummaryCard>
  );
}

export function RealEstateCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { properties, counts, figures } = summary;
  const worth = figures.realEstateValue === null ? '' : ` worth ${formatMoney(figures.realEstateValue)}`;
  return (
    <SummaryCard
      title="Real Estate"
      icon={<Home />}
      figure={figures.realEstateEquity}
      caption={`Equity in ${plural(counts.properties, 'property', 'properties')}${worth}`}
      to={linkTo('/real-estate', canOpen)}
      linkLabel={canManage ? 'Manage Properties' : 'View Properties'}
      upload={upload}
      testId="card-real-estate"
      isEmpty={properties.length === 0}
      emptyText="No properties yet. Add your home and investment properties."
    >
      <ul css={rowList}>
        {properties.map((p) => (
          <SummaryRow
            key={p.id}
            title={p.address}
            detail={words(p.propertyType)}
            end={formatMoney(p.currentValue)}
          />
        ))}
      </ul>
    </SummaryCard>
  );
}

const estateVariant = { active: 'success', draft: 'secondary', outdated: 'destructive' } as const;

export function EstateCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { estateDocuments, counts } = summary;
  return (
    <SummaryCard
      title="Wills, Trusts & Estates"
      icon={<ScrollText />}
      caption={plural(counts.estateDocuments, 'document')}
      to={linkTo('/estate', canOpen)}
      linkLabel={canManage ? 'Manage Estate Plan' : 'View Estate Plan'}
      upload={upload}
      testId="card-estate"
      isEmpty={estateDocuments.length === 0}
      emptyText="No wills or trusts yet. Add your estate documents to keep them current."
    >
      <ul css={rowList}>
        {estateDocuments.map((d) => (
          <SummaryRow
            key={d.id}
            testId="estate-row"
            title={d.title}
            detail={`${words(d.documentType)} · updated ${formatDay(d.lastUpdated)}`}
            end={<Badge variant={estateVariant[d.status]}>{d.status}</Badge>}
          />
        ))}
      </ul>
    </SummaryCard>
  );
}

export function LifeInsuranceCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { lifePolicies, counts, figures } = summary;
  return (
    <SummaryCard
      title="Life Insurance"
      icon={<ShieldCheck />}
      figure={figures.lifeCoverage}
      caption={`Coverage across ${plural(counts.lifePolicies, 'life policy', 'life policies')}`}
      to={linkTo('/insurance', canOpen)}
      linkLabel={canManage ? 'Manage Policies' : 'View Policies'}
      upload={upload}
      testId="card-life-insurance"
      isEmpty={lifePolicies.length === 0}
      emptyText="No life insurance yet. Add a policy to see your coverage."
    >
      <ul css={rowList}>
        {lifePolicies.map((p) => (
          <SummaryRow
            key={p.id}
            title={p.provider}
            detail={`Premium ${formatMoney(p.annualPremium)} a year`}
            end={formatMoney(p.coverageAmount)}
          />
        ))}
      </ul>
    </SummaryCard>
  );
}

export function TaxCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { taxDocuments, counts } = summary;
  return (
    <SummaryCard
      title="Tax Returns"
      icon={<FileText />}
      caption={plural(counts.taxDocuments, 'document')}
      to={linkTo('/tax', canOpen)}
      linkLabel={canManage ? 'Manage Tax Documents' : 'View Tax Documents'}
      upload={upload}
      testId="card-tax"
      isEmpty={taxDocuments.length === 0}
      emptyText="No tax documents yet. Upload your returns to keep them in one place."
    >
      <ul css={rowList}>
        {taxDocuments.map((d) => (
          <SummaryRow
            key={d.id}
            testId="tax-row"
            title={`${d.taxYear} ${d.documentType}`}
            detail={
              d.preparer ? `Prepared by ${d.preparer}` : d.filingStatus ? words(d.filingStatus) : undefined
            }
            end={d.totalTax ? `Tax ${formatMoney(d.totalTax)}` : undefined}
          />
        ))}
      </ul>
    </SummaryCard>
  );
}

export function ProfessionalsCard({ summary, upload, canOpen, canManage = true }: CardProps) {
  const { professionals, counts } = summary;
  return (
    <SummaryCard
      title="Professionals"
      icon={<Users />}
      caption={`${plural(counts.professionals, 'professional')} in your network`}
      to={linkTo('/professionals', canOpen)}
      linkLabel={canManage ? 'Manage Network' : 'View Network'}
      upload={upload}
      testId="card-professionals"
      isEmpty={professionals.length === 0}
      emptyText="No professionals yet. Add your CPA, attorney or advisor."
    >
      <ul css={rowList}>
        {professionals.map((p) => (
          <SummaryRow
            key={p.id}
            testId="professional-row"
            title={p.name}
            detail={p.firm ?? undefined}
            end={<Badge variant="outline">{professionalTypeLabel(p.type)}</Badge>}
          />
        ))}
      </ul>
    </SummaryCard>
  );
}
