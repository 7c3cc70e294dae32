// Why a recommendation says what it says: the inputs the AI service read from the family's data, the
// formula it applied and the assumptions it used, exactly as stored with the recommendation.
import { css } from '@emotion/react';
import type { RecommendationEvidence } from '@heirloom/contracts';
import { mq, t } from '@heirloom/ui';
import { evidenceLabel, evidenceValue } from './recommendation-view';

const panel = css({
  display: 'grid',
  gap: t.space[4],
  marginTop: t.space[3],
  padding: t.space[4],
  borderRadius: t.radius.md,
  background: t.color.muted,
  fontSize: t.text.sm,
  [mq.mobile]: { padding: t.space[3] },
});
const heading = css({
  fontSize: t.text.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: t.color.mutedFg,
  marginBottom: t.space[2],
});
const pairs = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 18rem) minmax(0, 1fr)',
  gap: `${t.space[2]} ${t.space[4]}`,
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[1] },
});
const term = css({ display: 'flex', flexDirection: 'column', minWidth: 0 });
const key = css({
  fontFamily: t.font.mono,
  fontSize: t.text.xs,
  color: t.color.mutedFg,
  overflowWrap: 'anywhere',
});
const value = css({
  fontWeight: 500,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  [mq.mobile]: { marginBottom: t.space[2] },
});
const formulaStyle = css({
  margin: 0,
  padding: t.space[3],
  borderRadius: t.radius.sm,
  background: t.color.card,
  border: `1px solid ${t.color.border}`,
  fontFamily: t.font.mono,
  fontSize: t.text.xs,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
const none = css({ color: t.color.mutedFg });

function Pairs({ entries, testId }: { entries: [string, string | number | null][]; testId: string }) {
  if (entries.length === 0) return <p css={none}>None stated.</p>;
  return (
    <dl css={pairs} data-testid={testId}>
      {entries.map(([name, v]) => (
        <div key={name} css={{ display: 'contents' }}>
          <dt css={term}>
            <span>{evidenceLabel(name)}</span>
            <code css={key}>{name}</code>
          </dt>
          <dd css={value}>{evidenceValue(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface EvidencePanelProps {
  id: string;
  evidence: RecommendationEvidence | null;
  hidden: boolean;
}

export function EvidencePanel({ id, evidence, hidden }: EvidencePanelProps) {
  return (
    <div id={id} hidden={hidden} css={hidden ? undefined : panel} data-testid="evidence-panel">
      {evidence ? (
        <>
          <section>
            <h4 css={heading}>Inputs</h4>
            <Pairs entries={Object.entries(evidence.inputs)} testId="evidence-inputs" />
          </section>
          <section>
            <h4 css={heading}>Formula</h4>
            <pre css={formulaStyle} data-testid="evidence-formula">
              <code>{evidence.formula}</code>
            </pre>
          </section>
          <section>
            <h4 css={heading}>Assumptions</h4>
            <Pairs entries={Object.entries(evidence.assumptions)} testId="evidence-assumptions" />
          </section>
        </>
      ) : (
        <p css={none}>
          This recommendation was stored without its evidence, so the figures behind it cannot be shown.
        </p>
      )}
    </div>
  );
}
