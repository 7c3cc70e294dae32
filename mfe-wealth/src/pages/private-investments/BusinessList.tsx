// The businesses: name, type and industry, the family's share; valuation and annual revenue.
import type { BusinessRow } from '@heirloom/contracts';
import { Badge, formatMoney, formatPercent, RowActions } from '@heirloom/ui';
import * as s from '../list-rows';
import { businessTypeLabel, statusLabel, statusVariant } from './labels';

export interface BusinessListProps {
  businesses: readonly BusinessRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (business: BusinessRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (business: BusinessRow) => void;
}

export function BusinessList({ businesses, onEdit, onDelete }: BusinessListProps) {
  return (
    <ul css={s.rowList} aria-label="Personal businesses">
      {businesses.map((b) => (
        <li key={b.id} css={s.row} data-testid="business-row" data-business-id={b.id}>
          <div css={{ minWidth: 0 }}>
            <p css={s.primaryText}>
              <span>{b.name}</span>
              <Badge variant="secondary">{businessTypeLabel(b.businessType)}</Badge>
              {b.status !== 'active' ? (
                <Badge variant={statusVariant(b.status)}>{statusLabel(b.status)}</Badge>
              ) : null}
            </p>
            <p css={s.secondaryText}>
              {b.industry} · {formatPercent(b.ownershipPercentage, 2)} owned
            </p>
          </div>
          <div css={s.figures}>
            <span css={s.mainFigure} data-testid="business-value">
              {formatMoney(b.currentValuation)}
            </span>
            <span css={s.subFigure}>{formatMoney(b.annualRevenue)} revenue</span>
          </div>
          <RowActions
            label={b.name}
            onEdit={onEdit && (() => onEdit(b))}
            onDelete={onDelete && (() => onDelete(b))}
          />
        </li>
      ))}
    </ul>
  );
}
