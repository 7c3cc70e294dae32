// The mortgages: lender, the property's address (or 'Unknown property'), the rate badge (destructive
// above 7%), balance and monthly payment; the refinance view, edit and delete.
import { isHighMortgageRate, type MortgageRow } from '@heirloom/contracts';
import { Badge, Button, formatMoney, RowActions } from '@heirloom/ui';
import { Calculator } from 'lucide-react';
import * as s from '../list-rows';

export interface MortgageListProps {
  mortgages: readonly MortgageRow[];
  /** Property addresses by id. */
  addresses: ReadonlyMap<string, string>;
  /** Absent: the person may not run the refinance analysis (issue 31). */
  onRefinance?: (mortgage: MortgageRow) => void;
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (mortgage: MortgageRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (mortgage: MortgageRow) => void;
}

/** "6.875" -> "6.875%", "7.000" -> "7%": the rate as written, without trailing zeros. */
export const rateText = (rate: string) => `${rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate}%`;

export function MortgageList({ mortgages, addresses, onRefinance, onEdit, onDelete }: MortgageListProps) {
  return (
    <ul css={s.rowList} aria-label="Mortgages">
      {mortgages.map((mortgage) => {
        const high = isHighMortgageRate(mortgage.interestRate);
        const address = addresses.get(mortgage.propertyId) ?? 'Unknown property';
        const label = `${mortgage.lender} mortgage`;
        return (
          <li key={mortgage.id} css={s.row} data-testid="mortgage-row" data-mortgage-id={mortgage.id}>
            <div css={{ minWidth: 0 }}>
              <p css={s.primaryText}>
                <span>{mortgage.lender}</span>
                <Badge
                  variant={high ? 'destructive' : 'secondary'}
                  data-testid="mortgage-rate"
                  data-high={high || undefined}
                  title={high ? 'Above 7%: worth a look at refinancing' : undefined}
                >
                  {rateText(mortgage.interestRate)}
                </Badge>
              </p>
              <p css={s.secondaryText} data-testid="mortgage-property">
                {address}
              </p>
              <p css={s.secondaryText}>{mortgage.loanType}</p>
            </div>
            <div css={s.figures}>
              <span css={s.mainFigure} data-testid="mortgage-balance">
                {formatMoney(mortgage.currentBalance)}
              </span>
              <span css={s.subFigure} data-testid="mortgage-payment">
                {formatMoney(mortgage.monthlyPayment)}/mo
              </span>
            </div>
            <div css={s.actions}>
              {onRefinance ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Refinance analysis of the ${label}`}
                  aria-haspopup="dialog"
                  onClick={() => onRefinance(mortgage)}
                >
                  <Calculator aria-hidden="true" /> Refinance
                </Button>
              ) : null}
              <RowActions
                label={label}
                onEdit={onEdit && (() => onEdit(mortgage))}
                onDelete={onDelete && (() => onDelete(mortgage))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
