// Our Services (/services), spec section 2: six service cards with feature lists, the professional-team
// card and the stats.
import { css } from '@emotion/react';
import { ButtonLink, Card, CardContent, mq, PageContainer, t } from '@heirloom/ui/base';
import { ArrowRight, Handshake } from 'lucide-react';
import { cardGrid, checkList, iconTile } from '../../components/marketing-styles';
import { FeatureCard } from '../../components/FeatureCard';
import { PageHero } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';
import { StatsGrid } from '../../components/StatsGrid';
import { headlineStats, operatingStats } from '../../content/claims';
import { services } from '../../content/services';

const section = css({ display: 'flex', flexDirection: 'column', gap: t.space[6] });
const team = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: t.space[6],
  alignItems: 'center',
  // The icon sits beside the heading, not the middle of the text block.
  '& > span:first-of-type': { alignSelf: 'start' },
  [mq.down(900)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[4] },
});
const roles = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
  marginTop: t.space[4],
  '& li': {
    padding: `${t.space[1]} ${t.space[3]}`,
    borderRadius: t.radius.full,
    background: t.color.muted,
    fontSize: t.text.xs,
    fontWeight: 600,
  },
});

const professionals = [
  'CPAs',
  'Estate attorneys',
  'Financial advisors',
  'Insurance agents',
  'Mortgage brokers',
  'Tax specialists',
];

export default function ServicesPage() {
  return (
    <PageContainer css={{ gap: t.space[12], [mq.mobile]: { gap: t.space[10] } }}>
      <PageHero
        eyebrow="Comprehensive wealth management"
        title="Our Services"
        lede="Everything a traditional family office does for the ultra-wealthy, organised around your family and watched over by AI."
        actions={
          <ButtonLink to="/contact" size="lg">
            Schedule a Demo
          </ButtonLink>
        }
      />

      <section css={section} aria-labelledby="services-list">
        <SectionHeading
          id="services-list"
          eyebrow="Six services, one picture"
          title="What we manage for you"
        />
        <ul css={cardGrid(3)}>
          {services.map(({ icon, title, summary, features }) => (
            <FeatureCard key={title} icon={icon} title={title} text={summary}>
              <ul css={[checkList, { marginTop: t.space[4] }]} aria-label={`${title} features`}>
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-team">
        <Card>
          <CardContent css={team}>
            <span css={iconTile} aria-hidden="true">
              <Handshake />
            </span>
            <div>
              <SectionHeading
                id="services-team"
                title="Your professional team"
                lede="Software finds the opportunities; people act on them. Work with vetted professionals who share one workspace with you, with permission controls you set."
              />
              <ul css={roles} aria-label="Professionals in the network">
                {professionals.map((role) => (
                  <li key={role}>{role}</li>
                ))}
              </ul>
            </div>
            <ButtonLink to="/professionals">
              Build Your Network <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </CardContent>
        </Card>
      </section>

      <section css={section} aria-labelledby="services-stats">
        <SectionHeading id="services-stats" eyebrow="Results" title="What families see" />
        <StatsGrid stats={headlineStats} />
        <StatsGrid stats={operatingStats} />
      </section>
    </PageContainer>
  );
}
