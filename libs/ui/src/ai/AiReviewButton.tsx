// An area's AI Review (POST /api/ai/review {area}): a button that opens a dialog, asks the AI service
// and shows its written review, or a clear error with Retry (never a blank panel). Each opening asks
// afresh, so the review reflects the family's data as it is now.
import type { AiReviewArea, AiReviewResponse } from '@heirloom/contracts';
import { css } from '@emotion/react';
import { apiRequest } from '@heirloom/platform';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Spinner } from '../components/Feedback';
import { t } from '../tokens';
import { reviewBlocks, reviewFailure } from './review-text';

export interface AiReviewButtonProps {
  area: AiReviewArea;
  /** The area in words, for the dialog while it loads ("Estate Planning"). */
  areaLabel: string;
  /** The button's text, default 'AI Review'. */
  label?: string;
  variant?: ButtonProps['variant'];
}

const bodyStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  fontSize: t.text.sm,
  lineHeight: 1.6,
  '& ul': {
    display: 'flex',
    flexDirection: 'column',
    gap: t.space[1],
    paddingLeft: t.space[5],
    listStyle: 'disc',
  },
});
const waitStyle = css({ display: 'flex', alignItems: 'center', gap: t.space[3], color: t.color.mutedFg });
const errorStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[3],
  padding: t.space[4],
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.destructive} 10%, transparent)`,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.destructive },
});

async function fetchReview(area: AiReviewArea): Promise<AiReviewResponse> {
  const res = await apiRequest('POST', '/api/ai/review', { area });
  return (await res.json()) as AiReviewResponse;
}

export function AiReviewButton({
  area,
  areaLabel,
  label = 'AI Review',
  variant = 'outline',
}: AiReviewButtonProps) {
  const [open, setOpen] = useState(false);
  const review = useMutation({ mutationFn: () => fetchReview(area) });
  const { mutate, reset } = review;

  useEffect(() => {
    if (open) mutate();
    else reset();
  }, [open, mutate, reset]);

  let body;
  if (review.isError) {
    body = (
      <div css={errorStyle} role="alert" data-testid="ai-review-error">
        <AlertTriangle aria-hidden="true" />
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space[2] }}>
          <p>{reviewFailure(review.error)}</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => mutate()}>
              Retry
            </Button>
          </div>
        </div>
      </div>
    );
  } else if (review.isSuccess) {
    body = (
      <div css={bodyStyle} data-testid="ai-review">
        {reviewBlocks(review.data.review).map((block, i) =>
          block.kind === 'list' ? (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={i}>{block.text}</p>
          ),
        )}
      </div>
    );
  } else {
    body = (
      <p css={waitStyle}>
        <Spinner label="Reviewing" /> Reviewing your {areaLabel.toLowerCase()} data…
      </p>
    );
  }

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Sparkles aria-hidden="true" /> {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={review.data?.title ?? `${areaLabel} review`}
        description="Written by the AI service from the data you have recorded."
        width="40rem"
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <div aria-live="polite" aria-busy={review.isPending}>
          {body}
        </div>
      </Dialog>
    </>
  );
}
