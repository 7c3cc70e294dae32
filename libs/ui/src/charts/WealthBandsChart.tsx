// Retirement wealth bands (issue 36 §3): the 10th, 50th and 90th percentile of the family's wealth by
// age, in today's dollars, with the retirement age marked. The legend, a one-sentence summary and a
// table of the same figures (what assistive technology reads) render at once; the plot (uPlot, as
// JCurveChart's) loads as its own chunk behind a skeleton of its final size.
import { css } from '@emotion/react';
import { formatMoney } from '@heirloom/contracts';
import { Suspense, useId } from 'react';
import { Skeleton, srOnly, t } from '@heirloom/ui/base';
import { PlotBoundary, useLazyPlot } from './lazy-plot';

const loadPlot = () => import(/* webpackChunkName: "wealth-bands-plot" */ './WealthBandsPlot');

const READOUT_HEIGHT = 28;

/** The bands as the API answers them (GET /api/retirement's projection): whole dollars as strings. */
export interface WealthBands {
  ages: readonly number[];
  p10: readonly string[];
  p50: readonly string[];
  p90: readonly string[];
  retirementAge: number;
}

/** "$1,250,000": the bands are whole dollars. */
export const wholeDollars = (value: string) => formatMoney(value).replace(/\.00$/, '');

/** One sentence of what the chart shows. */
export function describeWealthBands(bands: WealthBands): string {
  const last = bands.ages.length - 1;
  const at = bands.ages.indexOf(bands.retirementAge);
  if (last < 0) return 'No projection yet.';
  const retire = at >= 0 ? `At ${bands.retirementAge}, the median is ${wholeDollars(bands.p50[at]!)}. ` : '';
  return `${retire}At ${bands.ages[last]}, the median is ${wholeDollars(bands.p50[last]!)}, between ${wholeDollars(bands.p10[last]!)} (10th percentile) and ${wholeDollars(bands.p90[last]!)} (90th).`;
}

const frameStyle = css({ display: 'flex', flexDirection: 'column', gap: t.space[3], margin: 0, minWidth: 0 });
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
const lineSwatch = css({
  width: '0.875rem',
  height: '0.1875rem',
  borderRadius: '2px',
  background: t.color.primary,
});
const bandSwatch = css({
  width: '0.875rem',
  height: '0.75rem',
  borderRadius: '2px',
  background: t.color.primary,
  opacity: 0.25,
});
const retireSwatch = css({ width: '0.875rem', borderTop: `2px dashed ${t.color.warning}` });
const summaryStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });
export interface WealthBandsChartProps {
  bands: WealthBands;
  height?: number;
  className?: string;
}

export function WealthBandsChart({ bands, height = 260, className }: WealthBandsChartProps) {
  const summaryId = useId();
  const [Plot, retryPlot] = useLazyPlot(loadPlot);
  return (
    <figure css={frameStyle} className={className} data-testid="wealth-bands">
      <ul css={legendStyle} aria-hidden="true">
        <li>
          <span css={lineSwatch} /> Median
        </li>
        <li>
          <span css={bandSwatch} /> 10th to 90th percentile
        </li>
        <li>
          <span css={retireSwatch} /> Retirement
        </li>
      </ul>
      <div
        css={{ position: 'relative', width: '100%', minWidth: 0 }}
        style={{ height: height + READOUT_HEIGHT }}
        aria-describedby={summaryId}
      >
        <PlotBoundary onRetry={retryPlot}>
          <Suspense fallback={<Skeleton height="100%" />}>
            <Plot bands={bands} height={height} />
          </Suspense>
        </PlotBoundary>
      </div>
      <figcaption id={summaryId} css={summaryStyle}>
        {describeWealthBands(bands)}
      </figcaption>
      <table css={srOnly}>
        <caption>Wealth by age in today&apos;s dollars</caption>
        <thead>
          <tr>
            <th scope="col">Age</th>
            <th scope="col">10th percentile</th>
            <th scope="col">Median</th>
            <th scope="col">90th percentile</th>
          </tr>
        </thead>
        <tbody>
          {bands.ages.map((age, i) => (
            <tr key={age}>
              <th scope="row">{age}</th>
              <td>{wholeDollars(bands.p10[i]!)}</td>
              <td>{wholeDollars(bands.p50[i]!)}</td>
              <td>{wholeDollars(bands.p90[i]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
