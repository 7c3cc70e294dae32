// AI Platform (/platform), spec section 2: eight feature cards, the AI and privacy blocks, Schedule Demo
// (to /contact) and Try Interactive Demo (to /dashboard).
import { css } from '@emotion/react';
import { ButtonLink, Card, CardContent, mq, PageContainer, t } from '@heirloom/ui/base';
import {
  ArrowRight,
  Bell,
  Bot,
  BrainCircuit,
  FileStack,
  LayoutDashboard,
  Link2,
  Lock,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { cardGrid, cardText, checkList, iconTile } from '../../components/marketing-styles';
import { FeatureCard } from '../../components/FeatureCard';
import { PageHero } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';

const section = css({ display: 'flex', flexDirection: 'column', gap: t.space[6] });
const blocks = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: t.space[5],
  [mq.down(960)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const blockHead = css({ display: 'flex', alignItems: 'center', gap: t.space[3], marginBottom: t.space[4] });
const cta = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: t.space[3],
  padding: `${t.space[10]} ${t.space[6]}`,
});
const ctaRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: t.space[3],
  marginTop: t.space[3],
  [mq.mobile]: { width: '100%', '& > a': { flex: '1 1 100%' } },
});

const features = [
  {
    icon: LayoutDashboard,
    title: 'Unified Dashboard',
    text: 'Net worth, cash, investments, property equity and private holdings on one screen.',
  },
  {
    icon: Link2,
    title: 'Connected Accounts',
    text: 'Banks, brokerages, property values and payroll apps linked and kept in sync.',
  },
  {
    icon: BrainCircuit,
    title: 'AI Recommendations',
    text: 'Refinancing, tax-loss harvesting, estate updates and coverage gaps, each with its value.',
  },
  {
    icon: Bot,
    title: 'AI Financial Advisor',
    text: 'Ask questions in plain language and get answers grounded in your own numbers.',
  },
  {
    icon: FileStack,
    title: 'Document Vault',
    text: 'Tax returns, K-1s, wills, trusts and policies stored, organised and searchable.',
  },
  {
    icon: Bell,
    title: '24/7 Monitoring',
    text: 'Rates, expirations and document ages watched around the clock, with alerts when they matter.',
  },
  {
    icon: Users,
    title: 'Professional Workspace',
    text: 'A shared workspace with permission controls for your CPA, attorney and advisors.',
  },
  {
    icon: Wallet,
    title: 'Budgets & Cash Flow',
    text: 'Spending by category against your budget, alongside the bigger picture.',
  },
];

export default function PlatformPage() {
  return (
    <PageContainer css={{ gap: t.space[12], [mq.mobile]: { gap: t.space[10] } }}>
      <PageHero
        eyebrow="Technology"
        title="AI Platform"
        lede="The software behind your digital family office: every account connected, every document organised, and AI that turns it all into decisions."
        actions={
          <>
            <ButtonLink to="/contact" size="lg">
              Schedule Demo
            </ButtonLink>
            <ButtonLink to="/dashboard" size="lg" variant="outline">
              Try Interactive Demo <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </>
        }
      />

      <section css={section} aria-labelledby="platform-features">
        <SectionHeading id="platform-features" eyebrow="Features" title="Everything in one platform" />
        <ul css={cardGrid(4)}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </section>

      <div css={blocks}>
        <section aria-labelledby="platform-ai">
          <Card css={{ height: '100%' }}>
            <CardContent>
              <div css={blockHead}>
                <span css={iconTile} aria-hidden="true">
                  <BrainCircuit />
                </span>
                <SectionHeading id="platform-ai" title="AI that knows your finances" />
              </div>
              <p css={cardText}>
                Our analyst reads your accounts, properties, policies and documents together, the way a family
                office team would, and explains each recommendation with the numbers behind it.
              </p>
              <ul css={[checkList, { marginTop: t.space[4] }]}>
                <li>$47,000 in average annual savings identified</li>
                <li>60% fewer advisor meetings and 20+ hours saved per month</li>
                <li>Recommendations you can review, act on or hand to a professional</li>
              </ul>
            </CardContent>
          </Card>
        </section>
        <section aria-labelledby="platform-privacy">
          <Card css={{ height: '100%' }}>
            <CardContent>
              <div css={blockHead}>
                <span css={iconTile} aria-hidden="true">
                  <Lock />
                </span>
                <SectionHeading id="platform-privacy" title="Private by design" />
              </div>
              <p css={cardText}>
                Your financial life is sensitive. We protect it like the bank-grade systems we are built on,
                and you decide who sees what.
              </p>
              <ul css={[checkList, { marginTop: t.space[4] }]}>
                <li>SOC 2 audited controls</li>
                <li>AES-256 encryption for data at rest, TLS in transit</li>
                <li>Permission controls for every professional you invite</li>
                <li>We never sell your data</li>
              </ul>
            </CardContent>
          </Card>
        </section>
      </div>

      <section aria-labelledby="platform-cta">
        <Card>
          <div css={cta}>
            <ShieldCheck aria-hidden="true" css={{ width: '2rem', height: '2rem', color: t.color.accent }} />
            <SectionHeading id="platform-cta" title="See the platform for yourself" />
            <p css={{ color: t.color.mutedFg, maxWidth: '36rem' }}>
              Book a guided demo with our team, or explore the interactive demo with a sample family&apos;s
              data.
            </p>
            <div css={ctaRow}>
              <ButtonLink to="/contact" size="lg">
                Schedule Demo
              </ButtonLink>
              <ButtonLink to="/dashboard" size="lg" variant="outline">
                Try Interactive Demo
              </ButtonLink>
            </div>
          </div>
        </Card>
      </section>
    </PageContainer>
  );
}
