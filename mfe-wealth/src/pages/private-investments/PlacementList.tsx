// The placements: name, type and status, sponsor and vintage; current value and what was invested;
// and under each, its LP measures (issue 36 §1) with the button to its ledger of calls and
// distributions. A placement with nothing in its ledger says so and where to add it.
import { css } from '@emotion/react';
import type { LpMetrics, PrivatePlacementRow } from '@heirloom/contracts';
import { Badge, Button, formatMoney, mq, RowActions, Skeleton, t } from '@heirloom/ui';
import { BookOpen } from 'lucide-react';
import * as s from '../list-rows';
import { investmentTypeLabel, statusLabel, statusVariant } from './labels';
import { lpMeasures, measureText } from './lp-format';

export interface PlacementListProps {
  placements: readonly PrivatePlacementRow[];
  /** Each placement's LP measures by its id; undefined while they load (or when they failed). */
  metrics?: ReadonlyMap<string, LpMetrics>;
  metricsLoading?: boolean;
  /** Opens a placement's ledger (everyone who sees the placements may read it). */
  onLedger: (placement: PrivatePlacementRow) => void;
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (placement: PrivatePlacementRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (placement: PrivatePlacementRow) => void;
}

const measures = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(8, minmax(0, 1fr))',
  gap: `${t.space[2]} ${t.space[3]}`,
  margin: 0,
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: t.color.muted,
  fontVariantNumeric: 'tabular-nums',
  '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& dt': { fontSize: t.text.xs, color: t.color.mutedFg },
  '& dd': { margin: 0, fontSize: t.text.sm, fontWeight: 600, overflowWrap: 'anywhere' },
});
const noLedger = css({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
const rowButtons = css({ display: 'flex', alignItems: 'center', gap: t.space[1] });

export function PlacementList({
  placements,
  metrics,
  metricsLoading,
  onLedger,
  onEdit,
  onDelete,
}: PlacementListProps) {
  return (
    <ul css={s.rowList} aria-label="Private placements">
      {placements.map((p) => {
        const lp = metrics?.get(p.id);
        const empty = lp !== undefined && lp.paidIn === '0.00' && lp.distributed === '0.00';
        return (
          <li key={p.id} css={s.row} data-testid="placement-row" data-placement-id={p.id}>
            <div css={{ minWidth: 0 }}>
              <p css={s.primaryText}>
                <span>{p.name}</span>
                <Badge variant={statusVariant(p.status)}>{statusLabel(p.status)}</Badge>
              </p>
              <p css={s.secondaryText}>
                {investmentTypeLabel(p.investmentType)} · {p.sponsor}
                {p.vintage ? ` · Vintage ${p.vintage}` : ''} · {formatMoney(p.commitment)} committed
              </p>
            </div>
            <div css={s.figures}>
              <span css={s.mainFigure} data-testid="placement-value">
                {formatMoney(p.currentValue)}
              </span>
              <span css={s.subFigure}>{formatMoney(p.initialInvestment)} invested</span>
            </div>
            <div css={rowButtons}>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Ledger of ${p.name}`}
                aria-haspopup="dialog"
                onClick={() => onLedger(p)}
              >
                <BookOpen aria-hidden="true" /> Ledger
              </Button>
              <RowActions
                label={p.name}
                onEdit={onEdit && (() => onEdit(p))}
                onDelete={onDelete && (() => onDelete(p))}
              />
            </div>
            {lp ? (
              <dl css={measures} aria-label={`${p.name}: LP measures`} data-testid="placement-lp">
                {lpMeasures.map((m) => (
                  <div key={m.key} data-measure={m.key}>
                    <dt title={m.hint}>{m.label}</dt>
                    <dd>{measureText(lp, m.key)}</dd>
                  </div>
                ))}
              </dl>
            ) : metricsLoading ? (
              <Skeleton height="2.75rem" css={{ gridColumn: '1 / -1' }} />
            ) : null}
            {empty ? (
              <p css={noLedger} data-testid="placement-no-ledger">
                No capital calls or distributions yet: open the ledger to add them, or import them from a CSV
                file.
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
