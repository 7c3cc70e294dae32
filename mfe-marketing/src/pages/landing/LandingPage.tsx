// The landing screen at '/' (spec section 2, "Landing screen"): full screen, without the shell's chrome.
// The header, hero and client strip live here; each section below the fold is its own file in sections/.
import { css } from '@emotion/react';
import { brand } from '@heirloom/contracts';
import { ButtonLink, mq, t } from '@heirloom/ui/base';
import {
  ArrowRight,
  BadgeCheck,
  Clock,
  FileText,
  Landmark,
  ShieldCheck,
  TrendingDown,
  Umbrella,
  Users,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { inner } from '../../components/marketing-styles';
import { guarantee } from '../../content/claims';
import { AiSection } from './sections/AiSection';
import { Assessment } from './sections/Assessment';
import { Audiences } from './sections/Audiences';
import { ClosingCta } from './sections/ClosingCta';
import { Contrast } from './sections/Contrast';
import { LandingFooter } from './sections/LandingFooter';
import { PainPoints } from './sections/PainPoints';
import { Stats } from './sections/Stats';

const shell = css({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: t.color.bg,
  color: t.color.fg,
});

const header = css({
  position: 'sticky',
  top: 0,
  zIndex: t.z.header,
  background: t.color.headerBg,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: `1px solid ${t.color.border}`,
});
const headerRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[2],
  height: '4rem',
});
const logoLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  flexShrink: 0,
  fontSize: t.text.lg,
  [mq.down(420)]: { fontSize: t.text.md, '& svg': { width: 26, height: 26 } },
  fontWeight: 700,
  letterSpacing: '-0.01em',
  borderRadius: t.radius.sm,
});
const nav = css({ display: 'flex', alignItems: 'center', gap: 0, [mq.up(480)]: { gap: t.space[2] } });
const textLink = css({
  padding: `${t.space[2]} ${t.space[2]}`,
  fontSize: t.text.sm,
  fontWeight: 500,
  color: t.color.mutedFg,
  borderRadius: t.radius.sm,
  '&:hover': { color: t.color.fg },
});

const hero = css({
  position: 'relative',
  overflow: 'hidden',
  padding: `${t.space[20]} 0 ${t.space[16]}`,
  background: `radial-gradient(60rem 30rem at 85% -10%, color-mix(in srgb, ${t.color.accent} 16%, transparent), transparent 70%),
    radial-gradient(50rem 28rem at -10% 110%, color-mix(in srgb, ${t.color.primary} 12%, transparent), transparent 70%)`,
  [mq.mobile]: { padding: `${t.space[10]} 0 ${t.space[10]}` },
});
const heroGrid = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: t.space[12],
  [mq.down(960)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[10] },
});
const eyebrow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  padding: `${t.space[1]} ${t.space[3]}`,
  borderRadius: t.radius.full,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  fontSize: t.text.xs,
  fontWeight: 600,
  color: t.color.mutedFg,
  '& span': { width: '0.5rem', height: '0.5rem', borderRadius: t.radius.full, background: t.color.accent },
});
const h1 = css({
  marginTop: t.space[5],
  fontFamily: t.font.serif,
  fontSize: 'clamp(2.25rem, 1.4rem + 3.2vw, 3.75rem)',
  fontWeight: 600,
  lineHeight: 1.08,
  letterSpacing: '-0.02em',
  '& em': { fontStyle: 'normal', color: t.color.accent },
});
const lede = css({
  marginTop: t.space[5],
  maxWidth: '36rem',
  fontSize: t.text.lg,
  color: t.color.mutedFg,
  [mq.mobile]: { fontSize: t.text.md },
});
const ctas = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[3],
  marginTop: t.space[8],
  [mq.mobile]: { '& > a': { flex: '1 1 100%' } },
});
const trust = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[3]} ${t.space[6]}`,
  marginTop: t.space[8],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: t.space[2] },
  '& svg': { width: '1rem', height: '1rem', color: t.color.accent },
});

const watchCard = css({
  background: t.color.card,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.xl,
  boxShadow: t.shadow.lg,
  padding: t.space[6],
  [mq.mobile]: { padding: t.space[5] },
});
const watchTitle = css({ fontSize: t.text.lg, fontWeight: 600 });
const watchSub = css({ marginTop: t.space[1], fontSize: t.text.sm, color: t.color.mutedFg });
const watchList = css({ display: 'grid', gap: t.space[3], marginTop: t.space[5] });
const watchItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: t.color.muted,
  fontSize: t.text.sm,
  fontWeight: 500,
});
const watchIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: t.radius.md,
  background: t.color.card,
  color: t.color.accent,
  border: `1px solid ${t.color.border}`,
  '& svg': { width: '1.125rem', height: '1.125rem' },
});
const savings = css({
  marginTop: t.space[5],
  paddingTop: t.space[5],
  borderTop: `1px solid ${t.color.border}`,
  display: 'flex',
  alignItems: 'baseline',
  gap: t.space[3],
  '& strong': {
    fontFamily: t.font.serif,
    fontSize: t.text['3xl'],
    fontWeight: 600,
    color: t.color.accent,
    lineHeight: 1,
  },
  '& span': { fontSize: t.text.sm, color: t.color.mutedFg },
});

const guaranteeNote = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[2],
  marginTop: t.space[4],
  fontSize: t.text.sm,
  fontWeight: 500,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.accent },
});

const strip = css({
  background: t.color.primary,
  color: t.color.primaryFg,
  // The pale dark-theme primary would make a glaring band: keep it deep navy there.
  ':root.dark &, :root[data-theme="dark"] &': { background: '#132a4a', color: '#f1f5fb' },
});
const stripRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[3]}`,
  paddingBlock: t.space[4],
  textAlign: 'center',
});
const stripLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  borderRadius: t.radius.sm,
  '& svg': { width: '1rem', height: '1rem', transition: `transform ${t.transition}` },
  '&:hover svg': { transform: 'translateX(2px)' },
  '&:focus-visible': { outlineColor: 'currentColor' },
});

const watched = [
  { icon: Landmark, text: 'Mortgage refinance opportunities' },
  { icon: TrendingDown, text: 'Tax-loss harvesting in your portfolio' },
  { icon: FileText, text: 'Wills and trusts that need an update' },
  { icon: Umbrella, text: 'Gaps in your insurance coverage' },
];

export default function LandingPage() {
  return (
    <div css={shell}>
      <header css={header}>
        <div css={[inner, headerRow]}>
          <Link to="/" css={logoLink} aria-label={`${brand.productName} home`}>
            <BrandMark size={30} />
            <span>{brand.productName}</span>
          </Link>
          <nav aria-label="Main" css={nav}>
            <Link to="/about" css={textLink}>
              About
            </Link>
            <ButtonLink to="/dashboard" variant="ghost" size="sm">
              Login
            </ButtonLink>
            <ButtonLink to="/dashboard" size="sm">
              Get Started
            </ButtonLink>
          </nav>
        </div>
      </header>

      <main id="main">
        <section css={hero} aria-labelledby="landing-title">
          <div css={[inner, heroGrid]}>
            <div>
              <p css={eyebrow}>
                <span aria-hidden="true" />A {brand.parentCompany} company
              </p>
              <h1 id="landing-title" css={h1}>
                The family office, <em>reimagined</em> for every family.
              </h1>
              <p css={lede}>
                Family offices have traditionally required $100M+ in assets. {brand.productName} brings the
                same coordinated care to your investments, real estate, insurance, taxes and estate plan, with
                AI that watches everything around the clock and a network of professionals ready to act.
              </p>
              <div css={ctas}>
                <ButtonLink to="/dashboard" size="lg">
                  Open Your Dashboard <ArrowRight aria-hidden="true" />
                </ButtonLink>
                <ButtonLink to="/about" variant="outline" size="lg">
                  Meet {brand.productName}
                </ButtonLink>
              </div>
              <ul css={trust} aria-label="Why families trust us">
                <li>
                  <ShieldCheck aria-hidden="true" /> SOC 2 and AES-256 encryption
                </li>
                <li>
                  <Clock aria-hidden="true" /> 24/7 monitoring
                </li>
                <li>
                  <Users aria-hidden="true" /> 500+ families, $2.5B+ in assets
                </li>
              </ul>
            </div>

            <aside css={watchCard} aria-labelledby="landing-watch-title">
              <h2 id="landing-watch-title" css={watchTitle}>
                Always watching, so you don't have to
              </h2>
              <p css={watchSub}>
                Our AI reviews your whole financial picture and flags what deserves attention.
              </p>
              <ul css={watchList}>
                {watched.map(({ icon: Icon, text }) => (
                  <li key={text} css={watchItem}>
                    <span css={watchIcon} aria-hidden="true">
                      <Icon />
                    </span>
                    {text}
                  </li>
                ))}
              </ul>
              <p css={savings}>
                <strong>$47,000</strong>
                <span>average annual savings identified for our families.</span>
              </p>
              <p css={guaranteeNote}>
                <BadgeCheck aria-hidden="true" />
                {guarantee}
              </p>
            </aside>
          </div>
        </section>

        <section css={strip} aria-label="Existing clients">
          <p css={[inner, stripRow]}>
            <span>Already a client?</span>
            <Link to="/dashboard" css={stripLink}>
              Go to Dashboard <ArrowRight aria-hidden="true" />
            </Link>
          </p>
        </section>

        <PainPoints />
        <AiSection />
        <Assessment />
        <Audiences />
        <Contrast />
        <Stats />
        <ClosingCta />
      </main>

      <LandingFooter />
    </div>
  );
}
