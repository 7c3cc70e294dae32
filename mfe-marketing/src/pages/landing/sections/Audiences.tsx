import { css } from '@emotion/react';
import { ButtonLink, mq, t, Tabs, TabsContent, TabsList, TabsTrigger } from '@heirloom/ui/base';
import { ArrowRight, Briefcase, Home } from 'lucide-react';
import {
  band,
  centred,
  checkList,
  inner,
  kicker,
  mutedBand,
  sectionLede,
  sectionTitle,
} from '../../../components/marketing-styles';

const tabs = css({ marginTop: t.space[10], display: 'flex', flexDirection: 'column', alignItems: 'center' });
const panel = css({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: t.space[10],
  padding: t.space[8],
  marginTop: t.space[6],
  borderRadius: t.radius.xl,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  [mq.down(900)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[6], padding: t.space[5] },
});
const panelTitle = css({ fontSize: t.text['2xl'], fontWeight: 650, lineHeight: 1.25 });
const panelText = css({ marginTop: t.space[3], color: t.color.mutedFg, lineHeight: 1.6 });

const audiences = [
  {
    value: 'families',
    label: 'For Families',
    icon: Home,
    title: 'Everything your family owns and owes, finally in one place',
    text: 'See your net worth, properties, policies and estate documents together, get AI recommendations, and bring in vetted professionals only when you need them.',
    points: [
      'One dashboard for accounts, real estate, private investments and insurance',
      'Proactive alerts before documents go stale or policies expire',
      'A network of CPAs, attorneys and advisors who see the same picture',
      '60% fewer advisor meetings, because everyone starts from the same numbers',
    ],
    cta: 'Find Your Professionals',
  },
  {
    value: 'professionals',
    label: 'For Professionals',
    icon: Briefcase,
    title: 'Serve clients with the whole picture, not a slice of it',
    text: 'CPAs, attorneys, advisors and estate planners work with clients in a shared workspace with permission controls, so each professional sees exactly what the family allows.',
    points: [
      'A shared workspace with permission controls set by the client',
      'Tax documents, K-1s and estate files without the email chase',
      'AI-prepared briefs before every client meeting',
      'Referrals from families who need your expertise',
    ],
    cta: 'Join the Professional Network',
  },
];

export function Audiences() {
  return (
    <section css={[band, mutedBand]} aria-labelledby="landing-audience-title">
      <div css={inner}>
        <div css={centred}>
          <p css={kicker}>Built for both sides of the table</p>
          <h2 id="landing-audience-title" css={sectionTitle}>
            One platform for families and the professionals they trust
          </h2>
          <p css={sectionLede}>
            Families get clarity. Their professionals get context. Everyone works from the same numbers.
          </p>
        </div>
        <Tabs defaultValue="families" css={tabs}>
          <TabsList aria-label="Who it is for">
            {audiences.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" css={{ width: '1rem', height: '1rem' }} />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {audiences.map((audience) => (
            <TabsContent key={audience.value} value={audience.value} css={panel}>
              <div>
                <h3 css={panelTitle}>{audience.title}</h3>
                <p css={panelText}>{audience.text}</p>
                <ButtonLink to="/professionals" css={{ marginTop: t.space[6] }}>
                  {audience.cta} <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </div>
              <ul css={checkList}>
                {audience.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
