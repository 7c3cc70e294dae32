import { css } from '@emotion/react';
import { ButtonLink, mq, t } from '@heirloom/ui/base';
import { ArrowRight, Sparkles } from 'lucide-react';
import {
  band,
  checkList,
  inner,
  kicker,
  mutedBand,
  sectionLede,
  sectionTitle,
} from '../../../components/marketing-styles';

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: t.space[12],
  alignItems: 'center',
  [mq.down(960)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[8] },
});
const feed = css({
  display: 'grid',
  gap: t.space[3],
  padding: t.space[5],
  borderRadius: t.radius.xl,
  background: t.color.card,
  border: `1px solid ${t.color.border}`,
  boxShadow: t.shadow.md,
});
const feedItem = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: t.space[3],
  alignItems: 'center',
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: t.color.muted,
  fontSize: t.text.sm,
  '& strong': { display: 'block', fontWeight: 600 },
  '& span': { color: t.color.mutedFg },
});
const saving = css({ fontWeight: 700, color: t.color.accent, fontVariantNumeric: 'tabular-nums' });
const spark = css({ width: '1.25rem', height: '1.25rem', color: t.color.accent });

const examples = [
  {
    title: 'Refinance your primary residence',
    detail: 'Rates are 1.1 points below your loan',
    amount: '$4,800/yr',
  },
  { title: 'Harvest losses in two holdings', detail: 'Offsets gains from this year', amount: '$3,200' },
  { title: 'Update your revocable trust', detail: 'Last reviewed six years ago', amount: 'Estate' },
];

export function AiSection() {
  return (
    <section css={[band, mutedBand]} aria-labelledby="landing-ai-title">
      <div css={[inner, layout]}>
        <div>
          <p css={kicker}>AI that never sleeps</p>
          <h2 id="landing-ai-title" css={sectionTitle}>
            Recommendations grounded in your own numbers
          </h2>
          <p css={sectionLede}>
            Our AI reviews your mortgages, portfolio, policies and estate documents together, around the
            clock, and tells you what deserves attention and what it is worth.
          </p>
          <ul css={[checkList, { marginTop: t.space[6] }]}>
            <li>Refinancing opportunities with the break-even worked out</li>
            <li>Tax-loss harvesting before the year closes</li>
            <li>Estate documents that no longer match your family</li>
            <li>Insurance coverage gaps, and the professional who can close them</li>
          </ul>
          <ButtonLink to="/recommendations" size="lg" css={{ marginTop: t.space[8] }}>
            See AI Recommendations <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
        <figure css={feed} aria-label="Example recommendations">
          {examples.map((example) => (
            <div key={example.title} css={feedItem}>
              <Sparkles aria-hidden="true" css={spark} />
              <p>
                <strong>{example.title}</strong>
                <span>{example.detail}</span>
              </p>
              <p css={saving}>{example.amount}</p>
            </div>
          ))}
        </figure>
      </div>
    </section>
  );
}
