// The AI Review button of an area's page (Private Investments, Estate Planning) and the dialog it opens: POST /api/ai/review {area}, shown
// while it is written, then the review (paragraphs and bullet lists), or a clear error with Retry
// when the AI service is down. Each opening asks again: the review follows the family's latest data.
import { css } from '@emotion/react';
import type { AiReviewArea, AiReviewResponse } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, t } from '@heirloom/ui/base';
import { AiFailureBox, AiWaiting } from './AiStatus';
import { reviewBlocks } from './review-text';

export interface AiReviewDialogProps {
  area: AiReviewArea;
  /** The dialog's title, e.g. "Private Investments AI Review". */
  title: string;
  /** The button's text, default 'AI Review'. */
  label?: string;
}

export function AiReviewDialog({ area, title, label = 'AI Review' }: AiReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const review = useMutation({
    mutationFn: (): Promise<AiReviewResponse> => dataOf(api.POST('/api/ai/review', { body: { area } })),
  });
  const start = () => {
    setOpen(true);
    review.mutate();
  };

  let body;
  if (review.isError) {
    body = <AiFailureBox error={review.error} what="this review" testId="ai-review-error" />;
  } else if (review.isSuccess) {
    body = (
      <div css={reviewStyle} data-testid="ai-review">
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
    body = <AiWaiting label="Writing the review" text="Reviewing your data…" />;
  }

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={start}>
        <Sparkles aria-hidden="true" /> {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description="Written from your recorded data by the AI analyst."
        width="40rem"
        footer={
          <>
            {review.isError ? (
              <Button variant="outline" onClick={() => review.mutate()}>
                Retry
              </Button>
            ) : null}
            <Button onClick={() => setOpen(false)}>Close</Button>
          </>
        }
      >
        <div aria-live="polite" aria-busy={review.isPending || undefined}>
          {body}
        </div>
      </Dialog>
    </>
  );
}

const reviewStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  fontSize: t.text.sm,
  lineHeight: 1.6,
  '& ul': { margin: 0, paddingLeft: t.space[5], display: 'flex', flexDirection: 'column', gap: t.space[1] },
  '& ul li': { listStyle: 'disc' },
  '& > p:last-child': { color: t.color.mutedFg, fontSize: t.text.xs },
});
