// The K-1 documents, newest tax year first: the year, who issued it, its income as the summary counts
// it (ordinary income + capital gains + qualified dividends), when it arrived and its file.
import { k1ByTaxYear, k1Income, type K1DocumentRow } from '@heirloom/contracts';
import { apiUrl } from '@heirloom/platform';
import { Badge, buttonStyles, formatDay, formatMoney, RowActions, t } from '@heirloom/ui';
import { Download } from 'lucide-react';
import { NotesButton } from '../../access/NotesButton';
import * as s from '../list-rows';

export interface K1ListProps {
  k1Documents: readonly K1DocumentRow[];
  /** Placement and business names by id. */
  issuers: ReadonlyMap<string, string>;
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (k1: K1DocumentRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (k1: K1DocumentRow) => void;
  /** Whether the person may add a note to a K-1 (everyone who sees them may read the notes). */
  canWriteNotes: boolean;
}

/** Only files uploaded through the documents API can be downloaded. */
const downloadable = (url: string) => url.startsWith(`${apiUrl('/api/documents')}/`);

export function K1List({ k1Documents, issuers, onEdit, onDelete, canWriteNotes }: K1ListProps) {
  return (
    <ul css={s.rowList} aria-label="K-1 documents">
      {k1ByTaxYear(k1Documents).map((k1) => {
        const issuer = issuers.get(k1.entityId) ?? 'Unknown issuer';
        const income = k1Income(k1);
        const label = `${k1.taxYear} K-1 from ${issuer}`;
        return (
          <li key={k1.id} css={s.row} data-testid="k1-row" data-tax-year={k1.taxYear}>
            <div css={{ minWidth: 0 }}>
              <p css={s.primaryText}>
                <Badge variant="outline" data-testid="k1-year">
                  {k1.taxYear}
                </Badge>
                <span>{issuer}</span>
              </p>
              <p css={s.secondaryText}>
                {k1.entityType === 'business' ? 'Business' : 'Private placement'} · Received{' '}
                {formatDay(k1.uploadDate)}
              </p>
            </div>
            <div css={s.figures}>
              <span
                css={s.mainFigure}
                style={{ color: Number(income) < 0 ? t.color.destructive : undefined }}
                data-testid="k1-income"
              >
                {formatMoney(income)}
              </span>
              <span css={s.subFigure}>K-1 income</span>
            </div>
            <div css={{ display: 'flex', alignItems: 'center' }}>
              {downloadable(k1.fileUrl) ? (
                <a
                  href={k1.fileUrl}
                  css={buttonStyles('ghost', 'icon')}
                  aria-label={`Download the ${label}`}
                  title="Download"
                >
                  <Download aria-hidden="true" css={{ width: '1rem', height: '1rem' }} />
                </a>
              ) : null}
              <NotesButton entityType="k1_document" entityId={k1.id} label={label} canWrite={canWriteNotes} />
              <RowActions
                label={label}
                onEdit={onEdit && (() => onEdit(k1))}
                onDelete={onDelete && (() => onDelete(k1))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
