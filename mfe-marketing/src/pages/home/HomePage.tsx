// Home (/home), spec section 2: hero (Schedule a Demo, Explore Dashboard), what a family office is, the
// six service cards, View All Services, Explore Our Technology and a demo call to action.
import { css } from '@emotion/react';
import { brand } from '@heirloom/contracts';
import { ButtonLink, Card, CardContent, mq, PageContainer, srOnly, t } from '@heirloom/ui/base';
import { ArrowRight, Cpu } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  cardGrid,
  cardHeading,
  cardText,
  checkList,
  iconTile,
  stretchCard,
} from '../../components/marketing-styles';
import { PageHero } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';
import { guarantee } from '../../content/claims';
import { services } from '../../content/services';

const section = css({ display: 'flex', flexDirection: 'column', gap: t.space[6] });
const explainer = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
  gap: t.space[8],
  [mq.down(960)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[5] },
});
const prose = css({ display: 'grid', gap: t.space[3], color: t.color.mutedFg, lineHeight: 1.7 });
const cardLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  marginTop: 'auto',
  paddingTop: t.space[4],
  fontSize: t.text.sm,
  fontWeight: 600,
  color: t.color.accent,
  borderRadius: t.radius.sm,
  '& svg': { width: '1rem', height: '1rem' },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
});
const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[4],
});
const tech = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: t.space[5],
  alignItems: 'center',
  [mq.down(800)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const demo = css({
  padding: `${t.space[12]} ${t.space[8]}`,
  borderRadius: t.radius.xl,
  textAlign: 'center',
  background: '#132a4a',
  color: '#f1f5fb',
  [mq.mobile]: { padding: `${t.space[8]} ${t.space[5]}` },
});
const onNavy = css({ background: '#ffffff', color: '#132a4a', '&:hover': { background: '#e8eef7' } });

export default function HomePage() {
  return (
    <PageContainer css={{ gap: t.space[12], [mq.mobile]: { gap: t.space[10] } }}>
      <PageHero
        eyebrow={`${brand.productName} by ${brand.parentCompany}`}
        title="Your Family Office, Democratized"
        lede="Coordinated care for your investments, real estate, insurance, taxes and estate plan, without the $100M+ that family offices have traditionally required."
        actions={
          <>
            <ButtonLink to="/contact" size="lg">
              Schedule a Demo
            </ButtonLink>
            <ButtonLink to="/dashboard" size="lg" variant="outline">
              Explore Dashboard <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </>
        }
      />

      <section css={section} aria-labelledby="home-what">
        <SectionHeading id="home-what" eyebrow="The idea" title="What is a family office?" />
        <div css={explainer}>
          <div css={prose}>
            <p>
              A family office is a private team that manages everything a wealthy family owns: investments,
              property, insurance, taxes, estate plans and the professionals behind them, all coordinated from
              one place.
            </p>
            <p>
              Traditionally you needed $100M+ in assets to afford one. {brand.productName} combines software,
              AI and a network of professionals to bring that same coordination to families who are still
              building their wealth.
            </p>
          </div>
          <Card>
            <CardContent>
              <h3 css={{ fontWeight: 600 }}>What you get</h3>
              <ul css={[checkList, { marginTop: t.space[3] }]}>
                <li>One view of everything you own and owe</li>
                <li>AI recommendations from your own numbers</li>
                <li>Professionals who see the same picture</li>
                <li>{guarantee}</li>
              </ul>
            </CardContent>
          </Card>
        </div>
      </section>

      <section css={section} aria-labelledby="home-services">
        <div css={row}>
          <SectionHeading id="home-services" eyebrow="What we do" title="Everything a family office covers" />
          <ButtonLink to="/services" variant="outline">
            View All Services <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
        <ul css={cardGrid(3)}>
          {services.map(({ icon: Icon, title, summary, to }) => (
            <li key={to}>
              <Card css={stretchCard}>
                <CardContent css={[stretchCard, { height: 'auto', flex: 1 }]}>
                  <span css={iconTile} aria-hidden="true">
                    <Icon />
                  </span>
                  <h3 css={cardHeading}>{title}</h3>
                  <p css={cardText}>{summary}</p>
                  <Link to={to} css={cardLink}>
                    Learn more<span css={srOnly}> about {title}</span> <ArrowRight aria-hidden="true" />
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-tech">
        <Card>
          <CardContent css={tech}>
            <span css={iconTile} aria-hidden="true">
              <Cpu />
            </span>
            <SectionHeading
              id="home-tech"
              title="Technology that does the watching"
              lede="Our AI platform monitors your accounts and documents 24/7 and turns what it finds into clear recommendations."
            />
            <ButtonLink to="/platform">
              Explore Our Technology <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </CardContent>
        </Card>
      </section>

      <section css={demo} aria-labelledby="home-demo">
        <h2 id="home-demo" css={{ fontFamily: t.font.serif, fontSize: t.text['3xl'], fontWeight: 600 }}>
          See it with your own numbers
        </h2>
        <p css={{ marginTop: t.space[3], marginInline: 'auto', maxWidth: '36rem', color: '#c9d4e3' }}>
          A 30-minute walkthrough with our team, tailored to your family&apos;s situation.
        </p>
        <ButtonLink to="/contact" size="lg" css={[onNavy, { marginTop: t.space[6] }]}>
          Schedule a Demo
        </ButtonLink>
      </section>
    </PageContainer>
  );
}
