// About (/about), spec section 2: Our Mission; Leadership (founder and CEO with a mail-link contact
// button); the parent financial company; a copyright footer (2025).
import { css } from '@emotion/react';
import { brand } from '@heirloom/contracts';
import { buttonStyles, Card, CardContent, mq, PageContainer, PageHeader, t } from '@heirloom/ui/base';
import { Building, Compass, Eye, Lock, Mail, Users } from 'lucide-react';

const section = css({ display: 'flex', flexDirection: 'column', gap: t.space[4] });
const h2 = css({
  fontSize: t.text['2xl'],
  fontWeight: 650,
  letterSpacing: '-0.015em',
  [mq.mobile]: { fontSize: t.text.xl },
});
const prose = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[4],
  maxWidth: '46rem',
  fontSize: t.text.md,
  lineHeight: 1.7,
  color: t.color.fg,
});
const lead = css({
  fontFamily: t.font.serif,
  fontSize: t.text.xl,
  lineHeight: 1.5,
  [mq.mobile]: { fontSize: t.text.lg },
});

const values = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  marginTop: t.space[2],
  [mq.down(900)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const valueIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.accent} 14%, transparent)`,
  color: t.color.accent,
  marginBottom: t.space[3],
  '& svg': { width: '1.25rem', height: '1.25rem' },
});
const valueTitle = css({ fontSize: t.text.md, fontWeight: 600 });
const valueText = css({
  marginTop: t.space[1],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  lineHeight: 1.6,
});

const leader = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: t.space[6],
  alignItems: 'start',
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[4] },
});
const avatar = css({
  display: 'grid',
  placeItems: 'center',
  width: '5.5rem',
  height: '5.5rem',
  borderRadius: t.radius.full,
  background: t.color.primary,
  color: t.color.primaryFg,
  fontFamily: t.font.serif,
  fontSize: t.text['3xl'],
  fontWeight: 600,
  letterSpacing: '0.02em',
});
const leaderName = css({ fontSize: t.text.xl, fontWeight: 650 });
const leaderTitle = css({
  marginTop: '0.125rem',
  fontSize: t.text.sm,
  fontWeight: 600,
  color: t.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
const leaderBio = css({ marginTop: t.space[3], maxWidth: '44rem', color: t.color.mutedFg, lineHeight: 1.7 });

const parent = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: t.space[5],
  alignItems: 'start',
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[3] },
});
const parentIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: t.radius.lg,
  background: t.color.muted,
  color: t.color.fg,
  '& svg': { width: '1.5rem', height: '1.5rem' },
});

const footer = css({
  marginTop: t.space[4],
  paddingTop: t.space[6],
  borderTop: `1px solid ${t.color.border}`,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: t.space[2],
});

const principles = [
  {
    icon: Compass,
    title: 'The whole picture',
    text: 'Your home, portfolio, insurance, taxes and estate plan affect one another. We look at them together, never in isolation.',
  },
  {
    icon: Eye,
    title: 'Proactive, not reactive',
    text: 'We watch for refinancing windows, tax-loss harvesting, outdated documents and coverage gaps before they cost you.',
  },
  {
    icon: Lock,
    title: 'Your data stays yours',
    text: 'Bank-grade security with SOC 2 controls and AES-256 encryption. We never sell your information.',
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export default function AboutPage() {
  const { founder, productName, parentCompany } = brand;
  const firstName = founder.name.split(' ')[0] ?? founder.name;

  return (
    <PageContainer css={{ gap: t.space[10], [mq.mobile]: { gap: t.space[8] } }}>
      <PageHeader
        title={`About ${productName}`}
        subtitle="Family-office care for the families building wealth today."
      />

      <section css={section} aria-labelledby="about-mission">
        <h2 id="about-mission" css={h2}>
          Our Mission
        </h2>
        <div css={prose}>
          <p css={lead}>
            For generations, the coordinated advice of a family office has been reserved for households with
            $100 million or more. We think every family that works hard to build wealth deserves the same
            care.
          </p>
          <p>
            Most families assemble their financial picture on their own: one advisor for investments, another
            for taxes, an attorney for the will, an agent for insurance, and a drawer full of statements in
            between. The gaps between those pieces are where money is quietly lost: a mortgage that should
            have been refinanced, losses that were never harvested, a trust that no longer reflects the family
            it protects.
          </p>
          <p>
            {productName} closes those gaps. We bring every part of your financial life into one secure place,
            use AI to watch it around the clock, and connect you with the CPAs, attorneys and advisors who can
            act on what we find. Our mission is simple: to help families protect what they have built and pass
            it on with confidence.
          </p>
        </div>
        <ul css={values}>
          {principles.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card css={{ height: '100%' }}>
                <CardContent>
                  <span css={valueIcon} aria-hidden="true">
                    <Icon />
                  </span>
                  <h3 css={valueTitle}>{title}</h3>
                  <p css={valueText}>{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section css={section} aria-labelledby="about-leadership">
        <h2 id="about-leadership" css={h2}>
          Leadership
        </h2>
        <Card>
          <CardContent css={leader}>
            <span css={avatar} aria-hidden="true">
              {initials(founder.name)}
            </span>
            <div>
              <h3 css={leaderName}>{founder.name}</h3>
              <p css={leaderTitle}>{founder.title}</p>
              <p css={leaderBio}>
                {founder.name} founded {productName} to give working families the coordinated, forward-looking
                advice that the very wealthy have long taken for granted. She leads the company&apos;s
                strategy, product and client experience, and she personally reviews every inquiry that reaches
                our team.
              </p>
              <a
                href={`mailto:${founder.email}`}
                css={[buttonStyles('default', 'md'), { marginTop: t.space[5] }]}
                data-testid="founder-contact"
              >
                <Mail aria-hidden="true" /> Contact {firstName}
              </a>
            </div>
          </CardContent>
        </Card>
      </section>

      <section css={section} aria-labelledby="about-parent">
        <h2 id="about-parent" css={h2}>
          Part of {parentCompany}
        </h2>
        <Card>
          <CardContent css={parent}>
            <span css={parentIcon} aria-hidden="true">
              <Building />
            </span>
            <div css={[prose, { gap: t.space[3] }]}>
              <p>
                {productName} is offered by {parentCompany}, our parent financial company. Being part of{' '}
                {parentCompany} means {productName} is backed by an established firm&apos;s standards for
                compliance, security and client service, while our own team stays focused on one thing: a
                better family office experience for the mass affluent.
              </p>
              <p
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: t.space[2],
                  color: t.color.mutedFg,
                  fontSize: t.text.sm,
                }}
              >
                <Users aria-hidden="true" css={{ width: '1rem', height: '1rem' }} />
                Serving 500+ families with more than $2.5B in assets.
              </p>
            </div>
          </CardContent>
        </Card>
      </section>

      <footer css={footer} data-testid="about-footer">
        <p>© 2025 {productName}. All rights reserved.</p>
        <p>
          {productName} is a {parentCompany} company.
        </p>
      </footer>
    </PageContainer>
  );
}
