import { FeatureCard } from '../../../components/FeatureCard';
import { FileWarning, Landmark, Layers, Receipt, ShieldAlert, UsersRound } from 'lucide-react';
import {
  band,
  cardGrid,
  centred,
  inner,
  kicker,
  sectionLede,
  sectionTitle,
} from '../../../components/marketing-styles';

const painPoints = [
  {
    icon: Layers,
    title: 'Accounts scattered everywhere',
    text: 'Banks, brokerages, 401(k)s, mortgages and policies each live behind their own login. Nobody sees the whole picture.',
  },
  {
    icon: UsersRound,
    title: "Advisors who don't talk to each other",
    text: 'Your CPA, attorney and financial advisor each see one slice, so decisions in one area quietly undo another.',
  },
  {
    icon: Landmark,
    title: 'Missed refinancing windows',
    text: 'Rates move while you are busy. Without someone watching, the moment to refinance comes and goes.',
  },
  {
    icon: Receipt,
    title: 'Taxes left on the table',
    text: 'Tax-loss harvesting, K-1 timing and deductions slip by when nobody connects your portfolio to your return.',
  },
  {
    icon: FileWarning,
    title: 'Outdated wills and trusts',
    text: 'A new child, a new home or a new business, and the estate plan written years ago no longer fits your family.',
  },
  {
    icon: ShieldAlert,
    title: 'Gaps in your coverage',
    text: 'Life, property, liability and umbrella policies bought at different times leave holes you only find after a claim.',
  },
];

export function PainPoints() {
  return (
    <section css={band} aria-labelledby="landing-pain-title">
      <div css={inner}>
        <div css={centred}>
          <p css={kicker}>Sound familiar?</p>
          <h2 id="landing-pain-title" css={sectionTitle}>
            Building wealth is hard. Managing it shouldn&apos;t be.
          </h2>
          <p css={sectionLede}>
            Most families juggle a dozen institutions and a handful of advisors, and money slips through the
            gaps between them.
          </p>
        </div>
        <ul css={[cardGrid(3), { marginTop: '3rem' }]}>
          {painPoints.map((point) => (
            <FeatureCard key={point.title} {...point} />
          ))}
        </ul>
      </div>
    </section>
  );
}
