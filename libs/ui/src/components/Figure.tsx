// A summary figure (spec section 9) that owns its loading and its format, as ghostfolio's value
// component does: '…' (or a skeleton) while its query loads, '—' when the query failed or there is no
// figure, else the value as money, a percentage or a count. Pages pass the figure, not its text.
import { formatMoney, formatPercent, Skeleton, StatTile, type StatTileProps } from '@heirloom/ui/base';

export type FigureFormat = 'money' | 'percent' | 'count' | 'text';

export interface FigureValue {
  /** A decimal string or number; null or undefined when there is no figure ('—'). */
  value: string | number | null | undefined;
  /** Default 'money'. 'percent' takes a value in percent units (12.5 is '12.50%'). */
  format?: FigureFormat;
  /** Decimals of a percentage, default 2. */
  decimals?: number;
  /** A percentage with '+' when positive (a return). */
  signed?: boolean;
  /** Its query is still loading. */
  loading?: boolean;
  /** Its query failed: shown as '—' rather than a figure of nothing. */
  failed?: boolean;
}

/** What a figure's loading placeholder reads. */
export const LOADING_FIGURE = '…';
/** What a figure that cannot be shown reads. */
export const NO_FIGURE = '—';

/** The text of a figure. */
export function figureText({
  value,
  format = 'money',
  decimals = 2,
  signed,
  loading,
  failed,
}: FigureValue): string {
  if (loading) return LOADING_FIGURE;
  if (failed || value === null || value === undefined) return NO_FIGURE;
  switch (format) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return formatPercent(value, decimals, { signed });
    case 'count':
    case 'text':
      return String(value);
  }
}

export type FigureProps = Omit<StatTileProps, 'value'> &
  FigureValue & {
    /** While loading, a block the size of a figure instead of '…'. */
    skeleton?: boolean;
  };

/** A summary tile (label, icon, hint, tone) whose value is a figure. */
export function Figure({ value, format, decimals, signed, loading, failed, skeleton, ...tile }: FigureProps) {
  const text =
    loading && skeleton ? (
      // Inline in the value's line, so the tile is as tall now as with its figure (no layout shift).
      <Skeleton width="7rem" height="1em" style={{ display: 'inline-block', verticalAlign: 'middle' }} />
    ) : (
      figureText({ value, format, decimals, signed, loading, failed })
    );
  return <StatTile value={text} {...tile} />;
}
