import { css } from '@emotion/react';
import { ButtonLink, mq, t } from '@heirloom/ui/base';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import { band, inner } from '../../../components/marketing-styles';
import { guarantee } from '../../../content/claims';

const panel = css({
  padding: `${t.space[16]} ${t.space[10]}`,
  borderRadius: t.radius.xl,
  textAlign: 'center',
  background: '#132a4a',
  color: '#f1f5fb',
  [mq.mobile]: { padding: `${t.space[10]} ${t.space[5]}` },
});
const title = css({
  fontFamily: t.font.serif,
  fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)',
  fontWeight: 600,
  lineHeight: 1.15,
});
const text = css({ marginTop: t.space[4], marginInline: 'auto', maxWidth: '38rem', color: '#c9d4e3' });
const promise = css({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: t.space[2],
  marginTop: t.space[6],
  maxWidth: '40rem',
  padding: `${t.space[3]} ${t.space[4]}`,
  borderRadius: t.radius.md,
  background: 'rgb(255 255 255 / 0.08)',
  fontSize: t.text.sm,
  textAlign: 'left',
  '& svg': { flexShrink: 0, width: '1.25rem', height: '1.25rem', color: '#5fe0ab' },
});
const ctas = css({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: t.space[3],
  marginTop: t.space[8],
  [mq.mobile]: { '& > a': { flex: '1 1 100%' } },
});
// Fixed colours on the fixed navy panel, in both themes.
const light = css({ background: '#ffffff', color: '#132a4a', '&:hover': { background: '#e8eef7' } });
const outline = css({
  background: 'transparent',
  color: '#ffffff',
  borderColor: 'rgb(255 255 255 / 0.5)',
  '&:hover': { background: 'rgb(255 255 255 / 0.1)' },
  '&:focus-visible': { outlineColor: '#ffffff' },
});

export function ClosingCta() {
  return (
    <section css={band} aria-labelledby="landing-cta-title">
      <div css={inner}>
        <div css={panel}>
          <h2 id="landing-cta-title" css={title}>
            Give your family the office it deserves
          </h2>
          <p css={text}>
            Join 500+ families who see everything they own in one place, with AI and professionals watching
            over it.
          </p>
          <p css={promise}>
            <BadgeCheck aria-hidden="true" />
            <span>{guarantee}</span>
          </p>
          <div css={ctas}>
            <ButtonLink to="/dashboard" size="lg" css={light}>
              Get Started Today <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/platform" size="lg" variant="outline" css={outline}>
              Schedule a Demo
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
