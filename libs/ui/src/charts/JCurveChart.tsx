// A private-investment program's J-curve (issue 36 §1): cumulative capital called against cumulative
// distributions over time, and their difference (the net cash position, negative while the funds draw
// and rising as they pay back). The legend, the text summary and a table of the same figures (what
// assistive technology reads) render at once; the plot (uPlot, as NetWorthChart's) loads as its own
// chunk behind a skeleton of its final size.
import { css } from '@emotion/react';
import type { JCurvePoint } from '@heirloom/contracts';
import { Suspense, useId } from 'react';
import { formatDay, formatMoney, Skeleton, srOnly, t } from '@heirloom/ui/base';
import { PlotBoundary, useLazyPlot } from './lazy-plot';
import type { JCurveLine } from './JCurvePlot';

const loadPlot = () => import(/* webpackChunkName: "j-curve-plot" */ './JCurvePlot');

/** The pointer readout above the plot (JCurvePlot's first line). */
const READOUT_HEIGHT = 28;

/** The three lines, in the order drawn; colours are theme tokens (the plot reads their values). */
export const jCurveSeries: readonly JCurveLine[] = [
  { key: 'calls', label: 'Capital called', short: 'Called', token: 'warning' },
  { key: 'distributions', label: 'Distributed', short: 'Distributed', token: 'success' },
  { key: 'net', label: 'Net cash flow', short: 'Net', token: 'primary' },
];

export interface JCurveChartProps {
  /** Cumulative points, oldest first (GET /api/private-placements/metrics' jCurve). */
  points: readonly JCurvePoint[];
  /** The day the figures are valued on: the lines are drawn on to it. */
  asOf?: string;
  /** What the chart shows, for its table's caption ("J-curve of the whole program"). */
  title: string;
  /** Height of the plot in px (the loading skeleton takes the same room). */
  height?: number;
  className?: string;
}

const frameStyle = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  margin: 0,
  minWidth: 0,
});
const plotBoxStyle = css({ position: 'relative', width: '100%', minWidth: 0 });
const srOnlyBox = css({ ...srOnly, position: 'absolute' });
const legendStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[4]}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: t.text.sm,
  '& li': { display: 'flex', alignItems: 'center', gap: t.space[2] },
});
const swatchStyle = css({ flex: 'none', width: '0.875rem', height: '0.1875rem', borderRadius: '2px' });
const summaryStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });
/** The points drawn on to `asOf`: the last cumulative figures carried to that day (no new flow). */
export function jCurveThrough(points: readonly JCurvePoint[], asOf?: string): JCurvePoint[] {
  const last = points.at(-1);
  if (!last || !asOf || asOf <= last.date) return [...points];
  return [...points, { ...last, date: asOf }];
}

/** One sentence of what the chart shows, for its description. */
export function describeJCurve(points: readonly JCurvePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No capital calls or distributions yet.';
  const net = last.net.startsWith('-')
    ? `${formatMoney(last.net.slice(1))} more paid in than received`
    : `${formatMoney(last.net)} more received than paid in`;
  return `From ${formatDay(first.date)} to ${formatDay(last.date)}: ${formatMoney(last.calls)} called, ${formatMoney(last.distributions)} distributed, ${net}.`;
}

export function JCurveChart({ points, asOf, title, height = 240, className }: JCurveChartProps) {
  const summaryId = useId();
  const [Plot, retryPlot] = useLazyPlot(loadPlot);
  const drawn = jCurveThrough(points, asOf);

  return (
    <figure css={frameStyle} className={className} data-testid="j-curve">
      <ul css={legendStyle} aria-hidden="true">
        {jCurveSeries.map((s) => (
          <li key={s.key}>
            <span css={swatchStyle} style={{ background: t.color[s.token] }} />
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
      <div css={plotBoxStyle} style={{ minHeight: height + READOUT_HEIGHT }} aria-describedby={summaryId}>
        <PlotBoundary onRetry={retryPlot}>
          <Suspense fallback={<Skeleton height={height + READOUT_HEIGHT} />}>
            <Plot points={drawn} lines={jCurveSeries} height={height} />
          </Suspense>
        </PlotBoundary>
      </div>
      <figcaption id={summaryId} css={summaryStyle}>
        {describeJCurve(points)}
      </figcaption>
      {/* srOnly on a wrapper: a table grows to its content's width whatever its own width says. */}
      <div css={srOnlyBox}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {jCurveSeries.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatDay(p.date)}</th>
                {jCurveSeries.map((s) => (
                  <td key={s.key}>{formatMoney(p[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
