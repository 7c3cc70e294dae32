// The estate documents (status badge: outdated destructive, draft secondary) and the beneficiaries
// (relationship, share, contact), each row with edit and delete.
import { css } from '@emotion/react';
import type { BeneficiaryRow, EstateDocumentRow } from '@heirloom/contracts';
import {
  Badge,
  formatDay,
  formatPercent,
  listRow,
  listRowIcon,
  listRowMeta,
  mq,
  RowActions,
  rowList,
  t,
} from '@heirloom/ui';
import { ScrollText, UserRound } from 'lucide-react';
import { documentTypeLabel, statusBadge } from './estate-labels';

const list = rowList;
const row = listRow;
const documentRow = css({ [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } });
const icon = listRowIcon;
const name = css({ fontWeight: 500, overflowWrap: 'anywhere' });
const meta = listRowMeta;
/** On phones the badge goes under the text, leaving the title the width of the row. */
const badgeCell = css({ [mq.mobile]: { gridColumn: '1', gridRow: '2', justifySelf: 'start' } });
const docActions = css({ [mq.mobile]: { gridColumn: '2', gridRow: '1 / span 2', alignSelf: 'start' } });
const share = css({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
const noShare = css({ fontSize: t.text.sm, fontWeight: 400, color: t.color.mutedFg });

export interface EstateDocumentListProps {
  documents: readonly EstateDocumentRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (document: EstateDocumentRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (document: EstateDocumentRow) => void;
}

export function EstateDocumentList({ documents, onEdit, onDelete }: EstateDocumentListProps) {
  return (
    <ul css={list}>
      {documents.map((d) => {
        const badge = statusBadge[d.status];
        return (
          <li key={d.id} css={[row, documentRow]} data-testid="estate-document-row" data-document-id={d.id}>
            <span css={icon} aria-hidden="true">
              <ScrollText />
            </span>
            <div css={{ minWidth: 0 }}>
              <p css={name}>{d.title}</p>
              <div css={meta}>
                <span>{documentTypeLabel(d.documentType)}</span>
                <span>Updated {formatDay(d.lastUpdated)}</span>
                {d.attorney ? <span>{d.attorney}</span> : null}
              </div>
            </div>
            <span css={badgeCell}>
              <Badge variant={badge.variant} data-testid="estate-status">
                {badge.label}
              </Badge>
            </span>
            <div css={docActions}>
              <RowActions
                label={d.title}
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

export interface BeneficiaryListProps {
  beneficiaries: readonly BeneficiaryRow[];
  /** To name the document each share is given under. */
  documents: readonly EstateDocumentRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (beneficiary: BeneficiaryRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (beneficiary: BeneficiaryRow) => void;
}

export function BeneficiaryList({ beneficiaries, documents, onEdit, onDelete }: BeneficiaryListProps) {
  const titles = new Map(documents.map((d) => [d.id, d.title]));
  return (
    <ul css={list}>
      {beneficiaries.map((b) => (
        <li key={b.id} css={row} data-testid="beneficiary-row" data-beneficiary-id={b.id}>
          <span css={icon} aria-hidden="true">
            <UserRound />
          </span>
          <div css={{ minWidth: 0 }}>
            <p css={name}>{b.name}</p>
            <div css={meta}>
              <span>{b.relationship}</span>
              {b.estateDocumentId && titles.has(b.estateDocumentId) ? (
                <span data-testid="beneficiary-document">{titles.get(b.estateDocumentId)}</span>
              ) : null}
              {b.contactInfo ? <span css={{ overflowWrap: 'anywhere' }}>{b.contactInfo}</span> : null}
            </div>
          </div>
          <p css={share} data-testid="beneficiary-share">
            {b.percentage === null ? <span css={noShare}>No share</span> : formatPercent(b.percentage, 2)}
          </p>
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
