// The placements: name, type and status, sponsor and vintage; current value and what was invested.
import type { PrivatePlacementRow } from '@heirloom/contracts';
import { Badge, formatMoney, RowActions } from '@heirloom/ui';
import * as s from '../list-rows';
import { investmentTypeLabel, statusLabel, statusVariant } from './labels';

export interface PlacementListProps {
  placements: readonly PrivatePlacementRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (placement: PrivatePlacementRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (placement: PrivatePlacementRow) => void;
}

export function PlacementList({ placements, onEdit, onDelete }: PlacementListProps) {
  return (
    <ul css={s.rowList} aria-label="Private placements">
      {placements.map((p) => (
        <li key={p.id} css={s.row} data-testid="placement-row" data-placement-id={p.id}>
          <div css={{ minWidth: 0 }}>
            <p css={s.primaryText}>
              <span>{p.name}</span>
              <Badge variant={statusVariant(p.status)}>{statusLabel(p.status)}</Badge>
            </p>
            <p css={s.secondaryText}>
              {investmentTypeLabel(p.investmentType)} · {p.sponsor}
              {p.vintage ? ` · Vintage ${p.vintage}` : ''}
            </p>
          </div>
          <div css={s.figures}>
            <span css={s.mainFigure} data-testid="placement-value">
              {formatMoney(p.currentValue)}
            </span>
            <span css={s.subFigure}>{formatMoney(p.initialInvestment)} invested</span>
          </div>
          <RowActions
            label={p.name}
            onEdit={onEdit && (() => onEdit(p))}
            onDelete={onDelete && (() => onDelete(p))}
          />
        </li>
      ))}
    </ul>
  );
}
