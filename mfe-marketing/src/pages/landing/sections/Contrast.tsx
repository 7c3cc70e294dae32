import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui/base';
import { Check, Minus } from 'lucide-react';
import {
  band,
  centred,
  inner,
  kicker,
  sectionLede,
  sectionTitle,
} from '../../../components/marketing-styles';

const columns = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: t.space[5],
  marginTop: t.space[12],
  [mq.down(800)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const column = css({
  padding: t.space[8],
  borderRadius: t.radius.xl,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  [mq.mobile]: { padding: t.space[5] },
});
const ours = css({ borderColor: t.color.accent, boxShadow: `0 0 0 1px ${t.color.accent}, ${t.shadow.md}` });
const columnTitle = css({ fontSize: t.text.xl, fontWeight: 650 });
const list = css({
  display: 'grid',
  gap: t.space[3],
  marginTop: t.space[5],
  fontSize: t.text.sm,
  '& li': { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: t.space[3], lineHeight: 1.5 },
  '& svg': { width: '1.125rem', height: '1.125rem', marginTop: '0.1rem' },
});

const budgetingApps = [
  'Track what you spent last month',
  'Checking, savings and credit cards',
  'Generic tips for everyone',
  'You are on your own when it gets complicated',
];
const heirloom = [
  'Plan what your family will own in twenty years',
  'Real estate, private investments, businesses, insurance, tax and estate',
  'AI recommendations computed from your own numbers, worth $47,000 a year on average',
  'CPAs, attorneys and advisors working from the same picture',
];

export function Contrast() {
  return (
    <section css={band} aria-labelledby="landing-contrast-title">
      <div css={inner}>
        <div css={centred}>
          <p css={kicker}>Not another budgeting app</p>
          <h2 id="landing-contrast-title" css={sectionTitle}>
            Budgeting apps count your coffee. We grow your wealth.
          </h2>
          <p css={sectionLede}>
            Family offices have traditionally required $100M+ in assets. We bring the same coordinated care to
            families who are still building theirs.
          </p>
        </div>
        <div css={columns}>
          <div css={column}>
            <h3 css={columnTitle}>Budgeting apps</h3>
            <ul css={list}>
              {budgetingApps.map((item) => (
                <li key={item}>
                  <Minus aria-hidden="true" css={{ color: t.color.mutedFg }} />
                  <span css={{ color: t.color.mutedFg }}>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div css={[column, ours]}>
            <h3 css={columnTitle}>A digital family office</h3>
            <ul css={list}>
              {heirloom.map((item) => (
                <li key={item}>
                  <Check aria-hidden="true" css={{ color: t.color.accent }} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
