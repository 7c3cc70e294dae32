// The tax documents, newest tax year first (the API's order): year and form, filing status, preparer
// and upload day; income and tax on the right; edit and delete.
import { css } from '@emotion/react';
import type { TaxDocumentRow } from '@heirloom/contracts';
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
import { FileText } from 'lucide-react';
import { NotesButton } from '../../access/NotesButton';
import { filingStatusLabel } from './tax-labels';

const list = rowList;
const row = css(listRow, listRowTwoColumns);
const icon = listRowIcon;
const title = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: t.space[2],
  fontWeight: 500,
});
const meta = listRowMeta;
const amounts = css({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontSize: t.text.sm,
  '& p:first-of-type': { fontWeight: 600, fontSize: t.text.md },
  [mq.mobile]: { gridColumn: '1', gridRow: '2', textAlign: 'left' },
});
const muted = css({ color: t.color.mutedFg });
const actions = css({
  display: 'flex',
  alignItems: 'center',
  [mq.mobile]: { gridColumn: '2', gridRow: '1 / span 2', alignSelf: 'start' },
});

export interface TaxDocumentListProps {
  documents: readonly TaxDocumentRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (document: TaxDocumentRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (document: TaxDocumentRow) => void;
  /** Whether the person may add a note to a tax document (everyone who sees them may read the notes). */
  canWriteNotes: boolean;
}

export function TaxDocumentList({ documents, onEdit, onDelete, canWriteNotes }: TaxDocumentListProps) {
  return (
    <ul css={list}>
      {documents.map((d) => {
        const name = `${d.taxYear} ${d.documentType}`;
        return (
          <li key={d.id} css={row} data-testid="tax-document-row" data-document-id={d.id}>
            <span css={icon} aria-hidden="true">
              <FileText />
            </span>
            <div css={{ minWidth: 0 }}>
              <p css={title}>
                <span>{name}</span>
                {d.filingStatus ? (
                  <Badge variant="secondary">{filingStatusLabel(d.filingStatus)}</Badge>
                ) : null}
              </p>
              <div css={meta}>
                {d.preparer ? <span>Prepared by {d.preparer}</span> : null}
                <span>Added {formatDay(d.uploadDate)}</span>
              </div>
            </div>
            <div css={amounts}>
              <p data-testid="tax-document-income">
                {d.totalIncome === null ? (
                  <span css={muted}>No income given</span>
                ) : (
                  `Income ${formatMoney(d.totalIncome)}`
                )}
              </p>
              <p css={muted} data-testid="tax-document-tax">
                {d.totalTax === null ? 'No tax given' : `Tax ${formatMoney(d.totalTax)}`}
              </p>
            </div>
            <div css={actions}>
              <NotesButton entityType="tax_document" entityId={d.id} label={name} canWrite={canWriteNotes} />
              <RowActions
                label={name}
                onEdit={onEdit && (() => onEdit(d))}
                onDelete={onDelete && (() => onDelete(d))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
