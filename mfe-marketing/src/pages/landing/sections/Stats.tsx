import { t } from '@heirloom/ui/base';
import { StatsGrid } from '../../../components/StatsGrid';
import { band, centred, inner, kicker, mutedBand, sectionTitle } from '../../../components/marketing-styles';
import { headlineStats, operatingStats } from '../../../content/claims';

export function Stats() {
  return (
    <section css={[band, mutedBand]} aria-labelledby="landing-stats-title">
      <div css={inner}>
        <div css={centred}>
          <p css={kicker}>By the numbers</p>
          <h2 id="landing-stats-title" css={sectionTitle}>
            Trusted by 500+ families with $2.5B+ in assets
          </h2>
        </div>
        <StatsGrid stats={headlineStats} css={{ marginTop: t.space[10] }} />
        <StatsGrid stats={operatingStats} css={{ marginTop: t.space[4] }} />
      </div>
    </section>
  );
}
