// The policy list: provider, type, number, term, coverage and premium per policy, 'Expiring Soon' for
// one that ends within 90 days (spec sections 4 and 9) and 'Expired' once it has ended; edit and delete.
import { css } from '@emotion/react';
import type { InsurancePolicyRow } from '@heirloom/contracts';
import {
  Badge,
  formatDay,
  formatMoney,
  listRow,
  listRowIcon,
  listRowMeta,
  listRowTwoColumns,
  mq,
  RowActions,
  rowList,
  t,
} from '@heirloom/ui';
import { policyExpiry } from './policy-rules';
import { policyTypeIcons, policyTypeLabels } from './policy-types';

const list = rowList;
const row = css(listRow, listRowTwoColumns);
const icon = listRowIcon;
const title = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space[2] });
const name = css({ fontWeight: 500, overflowWrap: 'anywhere' });
const meta = listRowMeta;
const note = css({ fontSize: t.text.xs, color: t.color.mutedFg, marginTop: t.space[1] });
const amounts = css({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  [mq.mobile]: { gridColumn: '1', gridRow: '2', textAlign: 'left' },
});
const coverage = css({ fontWeight: 600 });
const premium = css({ fontSize: t.text.xs, color: t.color.mutedFg });
const actions = css({ [mq.mobile]: { gridColumn: '2', gridRow: '1 / span 2', alignSelf: 'start' } });

export interface PolicyListProps {
  policies: readonly InsurancePolicyRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (policy: InsurancePolicyRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (policy: InsurancePolicyRow) => void;
}

export function PolicyList({ policies, onEdit, onDelete }: PolicyListProps) {
  const now = new Date();
  return (
    <ul css={list}>
      {policies.map((policy) => {
        const Icon = policyTypeIcons[policy.policyType];
        const expiry = policyExpiry(policy.expirationDate, now);
        const label = `${policy.provider} ${policyTypeLabels[policy.policyType].toLowerCase()} policy`;
        return (
          <li key={policy.id} css={row} data-testid="policy-row" data-policy-id={policy.id}>
            <span css={icon} aria-hidden="true">
              <Icon />
            </span>
            <div css={{ minWidth: 0 }}>
              <div css={title}>
                <p css={name}>{policy.provider}</p>
                <Badge variant="secondary">{policyTypeLabels[policy.policyType]}</Badge>
                {expiry === 'expiring_soon' ? (
                  <Badge variant="warning" data-testid="expiring-soon">
                    Expiring Soon
                  </Badge>
                ) : expiry === 'expired' ? (
                  <Badge variant="destructive" data-testid="expired">
                    Expired
                  </Badge>
                ) : null}
              </div>
              <div css={meta}>
                <span>No. {policy.policyNumber}</span>
                <span>
                  {policy.expirationDate
                    ? `${formatDay(policy.startDate)} – ${formatDay(policy.expirationDate)}`
                    : `Since ${formatDay(policy.startDate)}`}
                </span>
              </div>
              {policy.beneficiaries ? <p css={note}>Beneficiaries: {policy.beneficiaries}</p> : null}
            </div>
            <div css={amounts}>
              <p css={coverage} data-testid="policy-coverage">
                {formatMoney(policy.coverageAmount)}
              </p>
              <p css={premium} data-testid="policy-premium">
                {formatMoney(policy.annualPremium)} a year
              </p>
            </div>
            <div css={actions}>
              <RowActions
                label={label}
                onEdit={onEdit && (() => onEdit(policy))}
                onDelete={onDelete && (() => onDelete(policy))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
