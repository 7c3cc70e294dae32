// One placement's ledger (issue 36 §1): its capital calls and distributions, oldest first, with what
// they add up to; add, edit and delete an entry, or import a CSV of them. Everything happens inside
// this one dialog (the list, the entry form, the import, the delete question take turns), so no dialog
// ever opens over another and Esc, the focus trap and the focus's return stay the Dialog's.
import { css } from '@emotion/react';
import {
  placementLedgerEntryTypeLabels,
  type LpMetrics,
  type PlacementLedgerEntry,
  type PrivatePlacementRow,
} from '@heirloom/contracts';
import { apiMessage, toast } from '@heirloom/platform';
import {
  Badge,
  Button,
  capitalize,
  Dialog,
  EmptyState,
  formatDay,
  formatMoney,
  mq,
  RowActions,
  Skeleton,
  t,
} from '@heirloom/ui';
import { AlertTriangle, BookOpen, Plus, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDeleteLedgerEntry, usePlacementLedger } from '../../data/private-investments';
import * as s from '../list-rows';
import { LedgerEntryForm } from './LedgerEntryForm';
import { LedgerImport } from './LedgerImport';
import { lpMeasures, measureText } from './lp-format';

export interface LedgerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement?: PrivatePlacementRow;
  /** The placement's LP measures, shown above its entries. */
  metrics?: LpMetrics;
  /** What the person may do to the ledger (issue 31): absent buttons for a reader. */
  may: { add: boolean; edit: boolean; remove: boolean; importCsv: boolean };
}

type View =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'edit'; entry: PlacementLedgerEntry }
  | { kind: 'delete'; entry: PlacementLedgerEntry }
  | { kind: 'import' };

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] });
const sums = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${t.space[2]} ${t.space[3]}`,
  margin: 0,
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: t.color.muted,
  fontVariantNumeric: 'tabular-nums',
  [mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& dt': { fontSize: t.text.xs, color: t.color.mutedFg },
  '& dd': { margin: 0, fontSize: t.text.sm, fontWeight: 600 },
});
const problem = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[2],
  fontSize: t.text.sm,
  color: t.color.destructive,
  '& svg': { flex: 'none', width: '1rem', height: '1rem', marginTop: '0.125rem' },
});

const entryLabel = (entry: PlacementLedgerEntry) =>
  `${placementLedgerEntryTypeLabels[entry.type]} of ${formatDay(entry.date)}`;
/** "the capital call of Apr 1, 2022", inside a sentence. */
const entryPhrase = (entry: PlacementLedgerEntry) =>
  `the ${placementLedgerEntryTypeLabels[entry.type].toLowerCase()} of ${formatDay(entry.date)}`;

export function LedgerDialog({ open, onOpenChange, placement, metrics, may }: LedgerDialogProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const placementId = placement?.id ?? '';
  const ledger = usePlacementLedger(open ? placement?.id : undefined);
  const remove = useDeleteLedgerEntry(placementId);
  const body = useRef<HTMLDivElement>(null);
  const returning = useRef(false);

  // Every opening starts at the list (state adjusted while rendering, as React recommends).
  const opening = open ? (placement?.id ?? null) : null;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (opening !== openedFor) {
    setOpenedFor(opening);
    setView({ kind: 'list' });
  }
  // Back at the list from a form: focus its first button, as the Dialog does on opening.
  useEffect(() => {
    if (view.kind === 'list' && returning.current)
      body.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    if (view.kind === 'delete') body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    returning.current = view.kind !== 'list';
  }, [view]);

  const toList = () => setView({ kind: 'list' });
  const name = placement?.name ?? '';
  const entries = ledger.data ?? [];

  let content;
  if (!placement) content = null;
  else if (view.kind === 'add' || view.kind === 'edit')
    content = (
      <LedgerEntryForm
        key={view.kind === 'edit' ? view.entry.id : 'new'}
        placementId={placementId}
        placementName={name}
        entry={view.kind === 'edit' ? view.entry : undefined}
        onDone={toList}
      />
    );
  else if (view.kind === 'import')
    content = <LedgerImport placementId={placementId} placementName={name} onDone={toList} />;
  else if (view.kind === 'delete') {
    const { entry } = view;
    const confirm = async () => {
      try {
        await remove.mutateAsync(entry.id);
        toast({
          title: 'Entry Deleted',
          description: `${capitalize(entryPhrase(entry))} (${formatMoney(entry.amount)}) has been deleted from ${name}.`,
        });
        toList();
      } catch (error) {
        toast({
          title: 'Error',
          description: apiMessage(error) ?? 'Could not delete the entry. Please try again.',
          variant: 'destructive',
        });
      }
    };
    content = (
      <div
        css={{ display: 'flex', flexDirection: 'column', gap: t.space[4] }}
        role="group"
        aria-label="Delete entry"
      >
        <p>
          Delete {entryPhrase(entry)} ({formatMoney(entry.amount)})? The placement&apos;s figures are
          recomputed without it. This cannot be undone.
        </p>
        <div css={{ display: 'flex', justifyContent: 'flex-end', gap: t.space[2] }}>
          <Button variant="outline" disabled={remove.isPending} onClick={toList}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            data-autofocus
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={() => void confirm()}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Entry'}
          </Button>
        </div>
      </div>
    );
  } else {
    const addButton = may.add ? (
      <Button size="sm" onClick={() => setView({ kind: 'add' })}>
        <Plus aria-hidden="true" /> Add Entry
      </Button>
    ) : null;
    let list;
    if (ledger.isPending)
      list = (
        <div
          css={{ display: 'flex', flexDirection: 'column', gap: t.space[2] }}
          aria-busy="true"
          aria-label="Loading"
        >
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
        </div>
      );
    else if (ledger.isError)
      list = (
        <div css={problem} role="alert">
          <AlertTriangle aria-hidden="true" />
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space[2] }}>
            <p>Could not load the ledger. {apiMessage(ledger.error) ?? ''}</p>
            <div>
              <Button size="sm" variant="outline" onClick={() => void ledger.refetch()}>
                Retry
              </Button>
            </div>
          </div>
        </div>
      );
    else if (entries.length === 0)
      list = (
        <EmptyState
          icon={<BookOpen />}
          title="No capital calls or distributions yet"
          description={
            may.add
              ? "Add each capital call and distribution from the fund's notices, or import them from a CSV file: the figures are computed from them."
              : 'No capital calls or distributions have been added yet.'
          }
          action={addButton}
        />
      );
    else
      list = (
        <ul css={s.rowList} aria-label={`Ledger entries of ${name}`}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              css={s.row}
              data-testid="ledger-row"
              data-entry-id={entry.id}
              data-type={entry.type}
            >
              <div css={{ minWidth: 0 }}>
                <p css={s.primaryText}>
                  <span>{formatDay(entry.date)}</span>
                  <Badge variant={entry.type === 'distribution' ? 'success' : 'warning'}>
                    {placementLedgerEntryTypeLabels[entry.type]}
                  </Badge>
                </p>
                {entry.notes ? <p css={s.secondaryText}>{entry.notes}</p> : null}
              </div>
              <div css={s.figures}>
                <span css={s.mainFigure} data-testid="ledger-amount">
                  {formatMoney(entry.amount)}
                </span>
              </div>
              <RowActions
                label={entryLabel(entry)}
                onEdit={may.edit ? () => setView({ kind: 'edit', entry }) : undefined}
                onDelete={may.remove ? () => setView({ kind: 'delete', entry }) : undefined}
              />
            </li>
          ))}
        </ul>
      );
    content = (
      <>
        {may.add || may.importCsv ? (
          <div css={toolbar}>
            {addButton}
            {may.importCsv ? (
              <Button size="sm" variant="outline" onClick={() => setView({ kind: 'import' })}>
                <Upload aria-hidden="true" /> Import CSV
              </Button>
            ) : null}
          </div>
        ) : null}
        {metrics ? (
          <dl css={sums} aria-label={`${name}: LP measures`} data-testid="ledger-measures">
            {lpMeasures.map((m) => (
              <div key={m.key} data-measure={m.key}>
                <dt>{m.label}</dt>
                <dd>{measureText(metrics, m.key)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {list}
      </>
    );
  }

  const headings: Record<View['kind'], string | null> = {
    list: null,
    add: 'Add an entry',
    edit: 'Edit the entry',
    delete: 'Delete the entry',
    import: 'Import entries from a CSV file',
  };
  const heading = headings[view.kind];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Ledger of ${name}`}
      description={
        view.kind === 'list'
          ? `Capital calls and distributions, oldest first. ${placement ? `${formatMoney(placement.commitment)} committed.` : ''}`
          : undefined
      }
      width="44rem"
      dismissible={!remove.isPending}
      footer={
        view.kind === 'list' ? (
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        ) : undefined
      }
    >
      <div ref={body} css={{ display: 'flex', flexDirection: 'column', gap: t.space[4] }}>
        {heading ? <h3 css={{ fontSize: t.text.md, fontWeight: 600 }}>{heading}</h3> : null}
        {content}
      </div>
    </Dialog>
  );
}
