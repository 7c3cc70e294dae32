import { css } from '@emotion/react';
import { ButtonLink, mq, t } from '@heirloom/ui/base';
import { ClipboardCheck, Timer } from 'lucide-react';
import { band, inner, kicker, sectionLede, sectionTitle } from '../../../components/marketing-styles';

const panel = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: t.space[8],
  alignItems: 'center',
  padding: t.space[10],
  borderRadius: t.radius.xl,
  border: `1px solid ${t.color.border}`,
  background: `linear-gradient(135deg, color-mix(in srgb, ${t.color.accent} 10%, ${t.color.card}), ${t.color.card} 60%)`,
  [mq.down(960)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[5], padding: t.space[6] },
});
const badge = css({
  display: 'grid',
  placeItems: 'center',
  width: '5rem',
  height: '5rem',
  borderRadius: t.radius.full,
  background: t.color.accent,
  color: t.color.accentFg,
  '& svg': { width: '2.25rem', height: '2.25rem' },
  [mq.mobile]: { width: '3.5rem', height: '3.5rem', '& svg': { width: '1.5rem', height: '1.5rem' } },
});
const timer = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  marginTop: t.space[3],
  fontSize: t.text.sm,
  fontWeight: 600,
  '& svg': { width: '1rem', height: '1rem', color: t.color.accent },
});

export function Assessment() {
  return (
    <section css={band} aria-labelledby="landing-assessment-title">
      <div css={inner}>
        <div css={panel}>
          <span css={badge} aria-hidden="true">
            <ClipboardCheck />
          </span>
          <div>
            <p css={kicker}>Free wealth assessment</p>
            <h2 id="landing-assessment-title" css={sectionTitle}>
              Find out what you&apos;re missing in 3 minutes
            </h2>
            <p css={sectionLede}>
              Our assessment bot asks a few questions about your home, investments, insurance and estate plan,
              then shows where families like yours usually find savings.
            </p>
            <p css={timer}>
              <Timer aria-hidden="true" /> A 3-minute quiz. No account numbers needed.
            </p>
          </div>
          <ButtonLink to="/dashboard" size="lg">
            Take the 3-Minute Assessment
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
