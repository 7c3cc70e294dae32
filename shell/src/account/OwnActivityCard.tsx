// "Your activity with {family}" on /account (issue 31): the family's audit log as far as it is about the
// signed-in person (the API answers a non-owner only their own entries), newest first, 50 a page, and
// the same record as CSV. Owners read everyone's on the Access page instead.
import { css } from '@emotion/react';
import {
  Button,
  buttonStyles,
  ListCard,
  mq,
  srOnly,
  t,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@heirloom/ui';
import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { activityRow, pageSpan } from './own-activity';
import { ownActivityCsvUrl, useOwnActivity } from './use-own-activity';

export function OwnActivityCard({ familyId, familyName }: { familyId: string; familyName: string }) {
  const [page, setPage] = useState(1);
  const activity = useOwnActivity(familyId, page);
  const data = activity.data;
  const span = data ? pageSpan(data) : null;
  const busy = activity.isFetching;

  const exportLink = (
    <a
      href={ownActivityCsvUrl}
      download
      css={buttonStyles('outline', 'sm')}
      data-testid="own-activity-export"
    >
      <Download aria-hidden="true" /> Export CSV
    </a>
  );
  const pager =
    data && span && span.total > 0 ? (
      <nav css={pagerStyle} aria-label="Pages of your activity">
        <span aria-live="polite">
          {span.first}–{span.last} of {span.total}
        </span>
        <div css={{ display: 'flex', gap: t.space[2] }}>
          <Button
            size="sm"
            variant="outline"
            disabled={!span.hasPrevious || busy}
            onClick={() => setPage(data.page - 1)}
            data-testid="own-activity-previous"
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!span.hasNext || busy}
            onClick={() => setPage(data.page + 1)}
            data-testid="own-activity-next"
          >
            Next
          </Button>
        </div>
      </nav>
    ) : undefined;

  return (
    <ListCard
      css={wide}
      data-testid="own-activity"
      title={`Your activity with ${familyName}`}
      description={`Every read and change you make for ${familyName} is recorded in the family’s audit log. These are your own entries, newest first.`}
      actions={exportLink}
      loading={activity.isPending}
      error={activity.isError ? activity.error : undefined}
      onRetry={() => void activity.refetch()}
      empty={data?.total === 0}
      emptyIcon={<ScrollText />}
      emptyTitle="No activity yet"
      emptyDescription={`What you open or change for ${familyName} will be listed here.`}
      footer={pager}
    >
      {data ? (
        <Table aria-label="Your activity" aria-busy={busy || undefined} css={stacked}>
          <TableHeader>
            <TableRow>
              <TableHead>Time</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Area</TableHead>
              <TableHead>Request</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.entries.map((entry) => {
              const row = activityRow(entry);
              return (
                <TableRow key={entry.id} data-testid="own-activity-row" data-action={entry.action}>
                  <TableCell data-col="time" css={nowrap}>
                    <time dateTime={entry.at}>{row.time}</time>
                  </TableCell>
                  <TableCell data-col="action" css={nowrap}>
                    {row.action}
                  </TableCell>
                  <TableCell data-col="area" data-empty={entry.area === null || undefined}>
                    {row.area}
                  </TableCell>
                  <TableCell data-col="request" css={mono}>
                    {row.request}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </ListCard>
  );
}

// The account page is a grid of cards; this one takes its whole width.
const wide = css({ gridColumn: '1 / -1' });
const nowrap = css({ whiteSpace: 'nowrap' });
const mono = css({ fontFamily: t.font.mono, fontSize: t.text.xs, overflowWrap: 'anywhere' });
const pagerStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[2],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
// A phone has no room for four columns: each entry becomes lines (time and action, the area when it has
// one, the request), the column names read by screen readers only.
const stacked = css({
  [mq.mobile]: {
    '& thead': srOnly,
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: t.space[3],
      rowGap: t.space[1],
      padding: `${t.space[3]} 0`,
    },
    '& tbody td': { padding: 0 },
    '& td[data-col="action"]': { textAlign: 'right', fontWeight: 500 },
    '& td[data-col="area"]': { gridColumn: '1 / -1', color: t.color.mutedFg },
    '& td[data-col="area"][data-empty]': { display: 'none' },
    '& td[data-col="request"]': { gridColumn: '1 / -1', color: t.color.mutedFg },
  },
});
