// The team: one row per professional with name, type, firm and specialty, how to reach them, the rating
// and the notes, and (when editable) edit and delete. The search card reuses it for its matches.
import { css } from '@emotion/react';
import { professionalTypeLabel, type ProfessionalRow } from '@heirloom/contracts';
import {
  Badge,
  Button,
  listRow,
  listRowIcon,
  listRowTwoColumns,
  mq,
  RowActions,
  rowList,
  t,
} from '@heirloom/ui';
import { Mail, Phone, Share2, Star } from 'lucide-react';
import { professionalTypeIcons } from './type-icons';

const list = rowList;
const row = css(listRow, listRowTwoColumns, { alignItems: 'start' });
const icon = css(listRowIcon, { color: t.color.mutedFg });
const nameLine = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space[2] });
const nameStyle = css({ fontWeight: 600, overflowWrap: 'anywhere' });
const meta = css({ fontSize: t.text.sm, color: t.color.mutedFg, overflowWrap: 'anywhere' });
const contacts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[4]}`,
  marginTop: t.space[1],
  fontSize: t.text.sm,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: t.space[1],
    color: t.color.fg,
    textDecoration: 'none',
    minWidth: 0,
    overflowWrap: 'break-word',
  },
  '& a > span': { minWidth: 0 },
  '& a:hover': { textDecoration: 'underline' },
  '& svg': { flexShrink: 0, width: '0.875rem', height: '0.875rem', color: t.color.mutedFg },
});
const notesStyle = css({
  marginTop: t.space[1],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});
const ratingStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  paddingTop: t.space[1],
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '& svg': { width: '1rem', height: '1rem', color: t.color.warning, fill: 'currentColor' },
  // On phones the rating joins the name line's column and the actions keep the right edge.
  [mq.mobile]: { gridColumn: '1', gridRow: '2', paddingTop: 0 },
});

const shareStyle = css({ marginTop: t.space[2] });

// Keeps the desktop columns aligned; on phones an empty cell would push the actions to a new row.
const noRating = css({ [mq.mobile]: { display: 'none' } });

/** A long address wraps after the "@" on phones, not in the middle of the domain. */
function breakAfterAt(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export interface ProfessionalListProps {
  professionals: readonly ProfessionalRow[];
  onEdit?: (professional: ProfessionalRow) => void;
  onDelete?: (professional: ProfessionalRow) => void;
  /** "Share access": opens the grant form for this professional (owners only). */
  onShare?: (professional: ProfessionalRow) => void;
  /** Rows' test id: the team and the search's matches are told apart. */
  testId?: string;
}

export function ProfessionalList({
  professionals,
  onEdit,
  onDelete,
  onShare,
  testId = 'professional-row',
}: ProfessionalListProps) {
  return (
    <ul css={list}>
      {professionals.map((p) => {
        const Icon = professionalTypeIcons[p.type];
        const detail = [p.firm, p.specialty].filter(Boolean).join(' · ');
        return (
          <li key={p.id} css={row} data-testid={testId} data-professional-id={p.id}>
            <span css={icon} aria-hidden="true">
              <Icon />
            </span>
            <div css={{ minWidth: 0 }}>
              <div css={nameLine}>
                <p css={nameStyle}>{p.name}</p>
                <Badge variant="secondary">{professionalTypeLabel(p.type)}</Badge>
              </div>
              {detail ? <p css={meta}>{detail}</p> : null}
              {p.email || p.phone ? (
                <div css={contacts}>
                  {p.email ? (
                    <a href={`mailto:${p.email}`}>
                      <Mail aria-hidden="true" />
                      <span>{breakAfterAt(p.email)}</span>
                    </a>
                  ) : null}
                  {p.phone ? (
                    <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>
                      <Phone aria-hidden="true" />
                      {p.phone}
                    </a>
                  ) : null}
                </div>
              ) : null}
              {p.notes ? <p css={notesStyle}>{p.notes}</p> : null}
              {onShare ? (
                <Button
                  size="sm"
                  variant="outline"
                  css={shareStyle}
                  onClick={() => onShare(p)}
                  aria-label={`Share access with ${p.name}`}
                  data-testid="professional-share"
                >
                  <Share2 aria-hidden="true" /> Share access
                </Button>
              ) : null}
            </div>
            {p.rating ? (
              <span css={ratingStyle} aria-label={`Rated ${p.rating} of 5`} data-testid="professional-rating">
                <Star aria-hidden="true" />
                {p.rating}
              </span>
            ) : (
              <span aria-hidden="true" css={noRating} />
            )}
            {onEdit || onDelete ? (
              <RowActions
                label={p.name}
                onEdit={onEdit && (() => onEdit(p))}
                onDelete={onDelete && (() => onDelete(p))}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
