// One recommendation: title and description, its category, priority and status, the potential savings,
// the workflow actions its status allows (each pending on its own), the evidence disclosure, and the
// notes disclosure (issue 31: the family and a professional with the notes level comment on it; the
// notes are asked for the first time it opens).
import { css } from '@emotion/react';
import type { RecommendationRow } from '@heirloom/contracts';
import { toast, useAccessContext } from '@heirloom/platform';
import { Badge, Button, canWriteNotes, formatMoney, mq, NotesPanel, t } from '@heirloom/ui';
import { Check, CheckCheck, ChevronDown, Eye, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useSetRecommendationStatus } from '../../data/recommendations';
import { EvidencePanel } from './EvidencePanel';
import {
  actionsFor,
  categoryLabels,
  categoryOf,
  failureMessage,
  priorityLabels,
  statusLabels,
} from './recommendation-view';

const item = css({
  padding: `${t.space[4]} 0`,
  borderBottom: `1px solid ${t.color.border}`,
  '&:first-of-type': { paddingTop: 0 },
  '&:last-child': { borderBottom: 0, paddingBottom: 0 },
});
const top = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${t.space[2]} ${t.space[6]}`,
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const titleStyle = css({ fontSize: t.text.md, fontWeight: 600, lineHeight: 1.35 });
const descriptionStyle = css({
  marginTop: t.space[1],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  lineHeight: 1.55,
  maxWidth: '52rem',
});
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2], marginTop: t.space[3] });
const savings = css({
  textAlign: 'right',
  [mq.mobile]: { textAlign: 'left', display: 'flex', alignItems: 'baseline', gap: t.space[2] },
});
const savingsLabel = css({ fontSize: t.text.xs, color: t.color.mutedFg });
const savingsValue = css({
  fontSize: t.text.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: t.color.success,
});
const noSavings = css({ fontSize: t.text.sm, color: t.color.mutedFg });
const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[2],
  marginTop: t.space[3],
});
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] });
const chevron = css({
  transition: `transform ${t.transition}`,
  '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
});
const toggles = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[1] });
const notesBox = css({ marginTop: t.space[3] });
const finalNote = css({
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  display: 'inline-flex',
  gap: t.space[1],
  alignItems: 'center',
});

const priorityVariant = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;
const statusVariant = { new: 'default', reviewed: 'outline', completed: 'success' } as const;
const actionIcons = { new: Eye, reviewed: Eye, completed: CheckCheck } as const;

export function RecommendationItem({ recommendation: r }: { recommendation: RecommendationRow }) {
  const setStatus = useSetRecommendationStatus();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [notesOpen, setNotesOpen] = useState(false);
  // Mounted (and fetched) the first time it opens, then kept, so closing and opening again is instant.
  const [notesShown, setNotesShown] = useState(false);
  const notesId = useId();
  const canWrite = canWriteNotes(useAccessContext(), 'recommendations');
  const actions = actionsFor(r.status);
  const pendingTo = setStatus.isPending ? setStatus.variables?.values.status : undefined;

  const move = (to: RecommendationRow['status']) =>
    setStatus.mutate(
      { id: r.id, values: { status: to } },
      {
        onError: (error) =>
          toast({ title: 'Error', description: failureMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <li
      css={item}
      data-testid="recommendation-item"
      data-recommendation-id={r.id}
      data-status={r.status}
      aria-busy={setStatus.isPending || undefined}
    >
      <div css={top}>
        <div css={{ minWidth: 0 }}>
          <h3 css={titleStyle}>{r.title}</h3>
          <p css={descriptionStyle}>{r.description}</p>
        </div>
        <div css={savings} data-testid="recommendation-savings">
          <p css={savingsLabel}>Potential savings</p>
          {r.potentialSavings !== null ? (
            <p css={savingsValue}>{formatMoney(r.potentialSavings)}</p>
          ) : (
            <p css={noSavings}>Not estimated</p>
          )}
        </div>
      </div>

      <div css={badges}>
        <Badge variant="outline" data-testid="recommendation-category">
          {categoryLabels[categoryOf(r)]}
        </Badge>
        <Badge variant={priorityVariant[r.priority]} data-testid="recommendation-priority">
          {priorityLabels[r.priority]} priority
        </Badge>
        <Badge variant={statusVariant[r.status]} data-testid="recommendation-status">
          {statusLabels[r.status]}
        </Badge>
      </div>

      <div css={controls}>
        <div css={actionsStyle} data-testid="recommendation-actions">
          {actions.length === 0 ? (
            <span css={finalNote}>
              <Check aria-hidden="true" /> Done, no further action
            </span>
          ) : (
            actions.map(({ to, label }) => {
              const Icon = actionIcons[to];
              const pending = pendingTo === to;
              return (
                <Button
                  key={to}
                  size="sm"
                  variant={to === 'completed' ? 'default' : 'outline'}
                  disabled={setStatus.isPending}
                  aria-busy={pending || undefined}
                  onClick={() => move(to)}
                  data-action={to}
                >
                  <Icon aria-hidden="true" />
                  {pending ? 'Saving...' : label}
                </Button>
              );
            })
          )}
        </div>
        <div css={toggles}>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={notesOpen}
            aria-controls={notesId}
            onClick={() => {
              setNotesShown(true);
              setNotesOpen((v) => !v);
            }}
            data-testid="notes-toggle"
          >
            <MessageSquare aria-hidden="true" />
            Notes
            <ChevronDown aria-hidden="true" css={chevron} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
            data-testid="evidence-toggle"
          >
            Evidence
            <ChevronDown aria-hidden="true" css={chevron} />
          </Button>
        </div>
      </div>

      <EvidencePanel id={panelId} evidence={r.evidence} hidden={!open} />
      <div id={notesId} css={notesBox} hidden={!notesOpen}>
        {notesShown ? <NotesPanel entityType="recommendation" entityId={r.id} canWrite={canWrite} /> : null}
      </div>
    </li>
  );
}
