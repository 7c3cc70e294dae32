// The properties: address and type, current value, the change since purchase, and the mortgage debt on
// each; add a mortgage to it, edit, delete.
import { compareMoney, propertyFigures, type MortgageRow, type PropertyRow } from '@heirloom/contracts';
import { Badge, Button, enumLabel, formatMoney, formatPercent, RowActions } from '@heirloom/ui';
import { Plus } from 'lucide-react';
import * as s from '../list-rows';

export interface PropertyListProps {
  properties: readonly PropertyRow[];
  mortgages: readonly MortgageRow[];
  /** Absent: the person may not add mortgages (issue 31). */
  onAddMortgage?: (property: PropertyRow) => void;
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (property: PropertyRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (property: PropertyRow) => void;
}

const tone = (value: string | null) => {
  const sign = value === null ? 0 : compareMoney(value, 0);
  return sign > 0 ? 'success' : sign < 0 ? 'destructive' : 'secondary';
};

export function PropertyList({ properties, mortgages, onAddMortgage, onEdit, onDelete }: PropertyListProps) {
  return (
    <ul css={s.rowList} aria-label="Properties">
      {properties.map((property) => {
        const figures = propertyFigures(property, mortgages);
        return (
          <li key={property.id} css={s.row} data-testid="property-row" data-property-id={property.id}>
            <div css={{ minWidth: 0 }}>
              <p css={s.primaryText}>
                <span>{property.address}</span>
              </p>
              <p css={s.secondaryText}>
                <Badge variant="secondary">{enumLabel(property.propertyType)}</Badge> Bought for{' '}
                {formatMoney(property.purchasePrice)}
              </p>
            </div>
            <div css={s.figures}>
              <span css={s.mainFigure} data-testid="property-value">
                {formatMoney(property.currentValue)}
              </span>
              <Badge variant={tone(figures.changePercent)} data-testid="property-change">
                {figures.changePercent === null
                  ? '—'
                  : formatPercent(figures.changePercent, 2, { signed: true })}
              </Badge>
              <span css={s.subFigure} data-testid="property-debt">
                {formatMoney(figures.debt)} debt
              </span>
            </div>
            <div css={s.actions}>
              {onAddMortgage ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Add a mortgage on ${property.address}`}
                  title="Add mortgage"
                  onClick={() => onAddMortgage(property)}
                >
                  <Plus aria-hidden="true" css={{ width: '1rem', height: '1rem' }} />
                </Button>
              ) : null}
              <RowActions
                label={property.address}
                onEdit={onEdit && (() => onEdit(property))}
                onDelete={onDelete && (() => onDelete(property))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
