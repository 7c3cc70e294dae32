// The refinance view of one mortgage, from the AI service's break-even analysis: the payment at the
// assumed market rate, the monthly saving, the closing costs and the months they take to pay back,
// the verdict, and the assumptions behind every figure. A clear error when the AI service is down.
import { css } from '@emotion/react';
import type { MortgageRow } from '@heirloom/contracts';
import { AiFailureBox, AiWaiting, Badge, Button, Dialog, formatMoney, mq, t } from '@heirloom/ui';
import { useRefinance } from '../../data/real-estate';
import { rateText } from './MortgageList';

export interface RefinanceDialogProps {
  /** The mortgage shown; null when closed. */
  mortgage: MortgageRow | null;
  onClose: () => void;
}

export function RefinanceDialog({ mortgage, onClose }: RefinanceDialogProps) {
  const analysis = useRefinance(mortgage?.id ?? null);
  let body;
  if (analysis.isFetching || analysis.isPending) {
    body = <AiWaiting label="Analysing the refinance" text="Working out the break-even…" />;
  } else if (analysis.isError) {
    body = <AiFailureBox error={analysis.error} what="the refinance analysis" />;
  } else {
    const a = analysis.data;
    const saves = a.monthlySaving !== null && Number(a.monthlySaving) > 0;
    body = (
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space[4] }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space[2] }}>
          <Badge variant={a.recommended ? 'success' : 'secondary'} data-testid="refinance-verdict-badge">
            {a.recommended ? 'Worth refinancing' : 'Not worth refinancing'}
          </Badge>
          <span css={{ fontSize: t.text.sm, color: t.color.mutedFg }}>
            {rateText(a.currentRate)} today against {rateText(a.marketRate)} assumed
          </span>
        </div>
        <dl css={grid}>
          <Figure label="Monthly saving" testId="refinance-saving">
            {a.monthlySaving === null ? '—' : formatMoney(a.monthlySaving)}
          </Figure>
          <Figure label="Break-even" testId="refinance-break-even">
            {a.breakEvenMonths === null ? 'Never' : `${a.breakEvenMonths} months`}
          </Figure>
          <Figure label="New payment" testId="refinance-new-payment">
            {a.newPayment === null ? '—' : `${formatMoney(a.newPayment)}/mo`}
          </Figure>
          <Figure label="Current payment">{`${formatMoney(a.currentPayment)}/mo`}</Figure>
          <Figure label="Closing costs">{formatMoney(a.closingCosts)}</Figure>
          <Figure label="Months left">{String(a.remainingMonths)}</Figure>
        </dl>
        <p css={{ fontSize: t.text.sm }} data-testid="refinance-verdict">
          {a.verdict}
          {saves && a.netSavingOverTerm !== null
            ? ` Over the remaining term that is about ${formatMoney(a.netSavingOverTerm)} after closing costs.`
            : ''}
        </p>
        <section aria-labelledby="refinance-assumptions">
          <h3
            id="refinance-assumptions"
            css={{ fontSize: t.text.sm, fontWeight: 600, marginBottom: t.space[2] }}
          >
            Assumptions
          </h3>
          <ul css={assumptions} data-testid="refinance-assumptions">
            {a.assumptions.map((x) => (
              <li key={x.name}>
                <strong>{x.value}</strong>: {x.meaning}
              </li>
            ))}
            <li>Closing costs pay back when the monthly saving has added up to them.</li>
          </ul>
          <p css={{ marginTop: t.space[2], fontSize: t.text.xs, color: t.color.mutedFg }}>
            An estimate from your recorded balance and payment, not an offer: confirm the rate with a lender.
          </p>
        </section>
      </div>
    );
  }

  return (
    <Dialog
      open={mortgage !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Refinance: ${mortgage?.lender ?? ''}`}
      description={
        mortgage ? `${formatMoney(mortgage.currentBalance)} at ${rateText(mortgage.interestRate)}` : undefined
      }
      width="38rem"
      footer={
        <>
          {analysis.isError && !analysis.isFetching ? (
            <Button variant="outline" onClick={() => void analysis.refetch()}>
              Retry
            </Button>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <div data-testid="refinance-view">{body}</div>
    </Dialog>
  );
}

function Figure({ label, children, testId }: { label: string; children: string; testId?: string }) {
  return (
    <div css={figure}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[3],
  [mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const figure = css({
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: t.color.muted,
  '& dt': { fontSize: t.text.xs, color: t.color.mutedFg },
  '& dd': { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
});
const assumptions = css({
  margin: 0,
  paddingLeft: t.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[1],
  fontSize: t.text.sm,
  '& li': { listStyle: 'disc' },
});
