// The dashboard's cards over the family's figures and first-five lists (spec section 2). Each reads the
// one summary answer; none fetches on its own.
import { amountOwed, professionalTypeLabel, type FamilySummary } from '@heirloom/contracts';
import { Badge, formatDay, formatMoney, plural } from '@heirloom/ui';
import { FileText, Gem, Home, Landmark, Receipt, ScrollText, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { rowList, SummaryCard, SummaryRow } from './SummaryCard';

export interface CardProps {
  summary: FamilySummary;
  /** The card's upload dialog trigger. */
  upload?: ReactNode;
}

const words = (value: string) => value.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function LiquidAssetsCard({ summary, upload }: CardProps) {
  const { accounts, counts, figures } = summary;
  return (
    <SummaryCard
      title="Liquid Assets"
      icon={<Landmark />}
      figure={figures.liquidAssets}
      caption={`Across ${plural(counts.accounts, 'account')}`}
      to="/accounts"
      linkLabel={
        counts.accounts > accounts.length ? `View All ${counts.accounts} Accounts` : 'Manage Accounts'
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

export function NonLiquidAssetsCard({ summary, upload }: CardProps) {
  const { counts, figures } = summary;
  return (
    <SummaryCard
      title="Non-Liquid Assets"
      icon={<Gem />}
      figure={figures.nonLiquidAssets}
      caption="Private investments and business interests"
      to="/private-investments"
      linkLabel="Manage Private Investments"
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

export function LiabilitiesCard({ summary, upload }: CardProps) {
  const { counts, figures } = summary;
  return (
    <SummaryCard
      title="Liabilities & Loans"
      icon={<Receipt />}
      figure={figures.totalLiabilities}
      caption="Mortgages and credit card balances owed"
      to="/real-estate"
      linkLabel="Manage Loans"
      upload={upload}
      testId="card-liabilities"
      isEmpty={counts.mortgages === 0 && figures.creditOwed === '0.00'}
      emptyText="Nothing owed. Mortgages and credit cards you add appear here."
    >
      <ul css={rowList}>
        <SummaryRow
          title="Mortgages"
          detail={plural(counts.mortgages, 'loan')}
          end={formatMoney(figures.mortgageBalance)}
          testId="liability-mortgages"
        />
        <SummaryRow title="Credit cards" end={formatMoney(figures.creditOwed)} testId="liability-credit" />
      </ul>
    </SummaryCard>
  );
}

export function RealEstateCard({ summary, upload }: CardProps) {
  const { properties, counts, figures } = summary;
  return (
    <SummaryCard
      title="Real Estate"
      icon={<Home />}
      figure={figures.realEstateEquity}
      caption={`Equity in ${plural(counts.properties, 'property', 'properties')} worth ${formatMoney(figures.realEstateValue)}`}
      to="/real-estate"
      linkLabel="Manage Properties"
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

export function EstateCard({ summary, upload }: CardProps) {
  const { estateDocuments, counts } = summary;
  return (
    <SummaryCard
      title="Wills, Trusts & Estates"
      icon={<ScrollText />}
      caption={plural(counts.estateDocuments, 'document')}
      to="/estate"
      linkLabel="Manage Estate Plan"
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

export function LifeInsuranceCard({ summary, upload }: CardProps) {
  const { lifePolicies, counts, figures } = summary;
  return (
    <SummaryCard
      title="Life Insurance"
      icon={<ShieldCheck />}
      figure={figures.lifeCoverage}
      caption={`Coverage across ${plural(counts.lifePolicies, 'life policy', 'life policies')}`}
      to="/insurance"
      linkLabel="Manage Policies"
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

export function TaxCard({ summary, upload }: CardProps) {
  const { taxDocuments, counts } = summary;
  return (
    <SummaryCard
      title="Tax Returns"
      icon={<FileText />}
      caption={plural(counts.taxDocuments, 'document')}
      to="/tax"
      linkLabel="Manage Tax Documents"
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

export function ProfessionalsCard({ summary, upload }: CardProps) {
  const { professionals, counts } = summary;
  return (
    <SummaryCard
      title="Professionals"
      icon={<Users />}
      caption={`${plural(counts.professionals, 'professional')} in your network`}
      to="/professionals"
      linkLabel="Manage Network"
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
