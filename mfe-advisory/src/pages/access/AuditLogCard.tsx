// The audit log: every read and change by anyone but an owner (who, role, action, area, entity, time,
// client address), filtered by person, area and dates, a page at a time, and exported as CSV with the
// same filters.
import { css } from '@emotion/react';
import { accessAreaLabels, accessAreas, type AccessArea } from '@heirloom/contracts';
import {
  Button,
  buttonStyles,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  Input,
  mq,
  Select,
  srOnly,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  t,
} from '@heirloom/ui';
import { AlertTriangle, Download, ScrollText } from 'lucide-react';
import { Fragment, useState } from 'react';
import { auditCsvUrl, useAuditLog, type AuditFilters } from '../../data/access';
import { auditActionLabels, roleLabels, type AuditPerson } from './access-view';

const header = css({
  flexDirection: 'row',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[3],
});
const filtersStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[3],
  marginBottom: t.space[4],
  [mq.down(1024)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const headerText = css({
  flex: '1 1 24rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[1],
});
const mono = css({ fontFamily: t.font.mono, fontSize: t.text.xs, whiteSpace: 'nowrap' });
const nowrap = css({ whiteSpace: 'nowrap' });
// What was asked ("GET /api/tax-documents") under the action: "Viewed" alone does not say what.
// It breaks after a slash, never inside a word ("k1-documents").
const requestStyle = css({
  display: 'block',
  maxWidth: '18rem',
  marginTop: 2,
  fontFamily: t.font.mono,
  fontSize: t.text.xs,
  color: t.color.mutedFg,
  '& > span': { whiteSpace: 'nowrap' },
  // A phone gives the action the whole width; an id longer than that still wraps.
  [mq.mobile]: { maxWidth: 'none', '& > span': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

function RequestLine({ request }: { request: string }) {
  const parts = request.split('/');
  return (
    <span css={requestStyle} data-testid="audit-request">
      {parts.map((part, i) => (
        <Fragment key={i}>
          <span>{i < parts.length - 1 ? `${part}/` : part}</span>
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
const none = '—';
// On a phone the seven columns do not fit: each entry becomes a block of labelled cells (the label is
// the cell's data-label), the time across the top.
const table = css({
  [mq.mobile]: {
    '& thead': srOnly,
    '& tbody > tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${t.space[2]} ${t.space[3]}`,
      padding: `${t.space[3]} 0`,
    },
    '& td': { display: 'block', padding: 0, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '& td::before': {
      content: 'attr(data-label)',
      display: 'block',
      marginBottom: 2,
      fontSize: t.text.xs,
      fontFamily: t.font.sans,
      fontWeight: 500,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      color: t.color.mutedFg,
    },
    '& td[data-wide]': { gridColumn: '1 / -1' },
  },
});
const pager = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[2],
  marginTop: t.space[4],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
const problem = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[3],
  padding: t.space[4],
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.destructive} 10%, transparent)`,
  fontSize: t.text.sm,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.destructive },
});

const noFilters: AuditFilters = { actorId: '', area: '', from: '', to: '', page: 1 };
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
};

export function AuditLogCard({ people }: { people: readonly AuditPerson[] }) {
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const badRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const audit = useAuditLog(filters, { enabled: !badRange });
  const filtered = filters.actorId !== '' || filters.area !== '' || filters.from !== '' || filters.to !== '';
  const set = (change: Partial<Omit<AuditFilters, 'page'>>) =>
    setFilters((f) => ({ ...f, ...change, page: 1 }));

  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.entries.length - (data.entries.length > 0 ? 1 : 0) : 0;

  let body;
  if (badRange) {
    body = null;
  } else if (audit.isPending) {
    body = (
      <div css={{ display: 'grid', gap: t.space[2] }} aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="2.5rem" />
        ))}
      </div>
    );
  } else if (audit.isError) {
    body = (
      <div css={problem} role="alert" data-testid="audit-error">
        <AlertTriangle aria-hidden="true" />
        <div css={{ display: 'grid', gap: t.space[2] }}>
          <p>Could not load the audit log.</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => void audit.refetch()}>
              Retry
            </Button>
          </div>
        </div>
      </div>
    );
  } else if (!data || data.entries.length === 0) {
    body = (
      <EmptyState
        icon={<ScrollText />}
        title={filtered ? 'No entries match these filters' : 'No entries yet'}
        description={
          filtered
            ? 'Try another person, area or dates.'
            : 'Every read and change by anyone but an owner will be listed here.'
        }
        action={
          filtered ? (
            <Button variant="outline" onClick={() => setFilters(noFilters)}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <Table
          aria-label="Audit log"
          aria-busy={audit.isFetching || undefined}
          css={table}
          data-testid="audit-table"
        >
          <TableHeader>
            <TableRow>
              <TableHead>Time</TableHead>
              <TableHead>Person</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Area</TableHead>
              <TableHead>Entity</TableHead>
              <TableHead>Address</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.entries.map((entry) => (
              <TableRow key={entry.id} data-testid="audit-row" data-action={entry.action}>
                <TableCell css={nowrap} data-label="Time" data-wide>
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </TableCell>
                <TableCell data-label="Person">{entry.actorName}</TableCell>
                <TableCell data-label="Role">{roleLabels[entry.role] ?? entry.role}</TableCell>
                <TableCell data-label="Action" data-wide>
                  {auditActionLabels[entry.action] ?? entry.action}
                  <RequestLine request={entry.request} />
                </TableCell>
                <TableCell data-label="Area">{entry.area ? accessAreaLabels[entry.area] : none}</TableCell>
                <TableCell css={entry.entityId ? mono : undefined} data-label="Entity">
                  {entry.entityId ?? none}
                </TableCell>
                <TableCell css={mono} data-label="Address">
                  {entry.address}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <nav css={pager} aria-label="Audit log pages">
          <span aria-live="polite">
            {first}–{last} of {data.total}
          </span>
          <div css={{ display: 'flex', gap: t.space[2] }}>
            <Button
              size="sm"
              variant="outline"
              disabled={data.page <= 1 || audit.isFetching}
              onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
              data-testid="audit-previous"
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={data.page >= pages || audit.isFetching}
              onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
              data-testid="audit-next"
            >
              Next
            </Button>
          </div>
        </nav>
      </>
    );
  }

  return (
    <Card data-testid="audit-log">
      <CardHeader css={header}>
        <div css={headerText}>
          <CardTitle>Audit log</CardTitle>
          <CardDescription>
            Every read and change by anyone but an owner: who, what, when and from where. Entries are never
            changed or deleted.
          </CardDescription>
        </div>
        <a
          href={auditCsvUrl(filters)}
          download
          css={buttonStyles('outline', 'sm')}
          aria-disabled={badRange || undefined}
          onClick={(event) => badRange && event.preventDefault()}
          data-testid="audit-export"
        >
          <Download aria-hidden="true" /> Export CSV
        </a>
      </CardHeader>
      <CardContent>
        <div css={filtersStyle} role="group" aria-label="Filter the audit log">
          <Field label="Person">
            <Select
              value={filters.actorId}
              onChange={(e) => set({ actorId: e.target.value })}
              data-testid="audit-person"
            >
              <option value="">Everyone</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({roleLabels[person.role]})
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Area">
            <Select
              value={filters.area}
              onChange={(e) => set({ area: e.target.value as AccessArea | '' })}
              data-testid="audit-area"
            >
              <option value="">All areas</option>
              {accessAreas.map((area) => (
                <option key={area} value={area}>
                  {accessAreaLabels[area]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="From">
            <Input
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
              data-testid="audit-from"
            />
          </Field>
          <Field label="To" error={badRange ? 'The end date must be on or after the start date' : undefined}>
            <Input
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
              data-testid="audit-to"
            />
          </Field>
        </div>
        {body}
      </CardContent>
    </Card>
  );
}
