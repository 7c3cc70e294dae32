// The recurring items the forecast counts (confirmed), those the family stopped, the detector's new
// suggestions (confirm or dismiss), and the planned one-off events.
import { css } from '@emotion/react';
import {
  cadenceLabels,
  type DetectedRecurringItem,
  type PlannedEventRow,
  type RecurringItemRow,
} from '@heirloom/contracts';
import {
  Badge,
  Button,
  formatDay,
  listRow,
  listRowMeta,
  listRowTwoColumns,
  mq,
  RowActions,
  rowList,
  t,
} from '@heirloom/ui';
import { Check, CirclePause, CirclePlay, X } from 'lucide-react';
import { forecastMoney } from './forecast-format';

const row = css(listRow, listRowTwoColumns, { gridTemplateColumns: 'minmax(0, 1fr) auto auto' });
const name = css({
  fontWeight: 500,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
});
const amount = css({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  [mq.mobile]: { gridColumn: '1', gridRow: '2', textAlign: 'left' },
});
const actions = css({
  display: 'flex',
  gap: t.space[1],
  alignItems: 'center',
  '& svg': { width: '1rem', height: '1rem' },
  [mq.mobile]: {
    gridColumn: '2',
    gridRow: '1 / span 2',
    alignSelf: 'start',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
  },
});
/** An event's notes under the whole row (in the narrow column beside the amount they wrapped word by word). */
const eventNotes = css({
  gridColumn: '1 / -1',
  gridRow: '2',
  marginTop: `calc(-1 * ${t.space[2]})`,
  [mq.mobile]: { gridRow: '3', marginTop: 0 },
});

export interface RecurringListProps {
  items: readonly RecurringItemRow[];
  onEdit?: (item: RecurringItemRow) => void;
  onToggle?: (item: RecurringItemRow) => void;
  onDelete?: (item: RecurringItemRow) => void;
}

export function RecurringList({ items, onEdit, onToggle, onDelete }: RecurringListProps) {
  return (
    <ul css={rowList}>
      {items.map((item) => {
        const stopped = item.status === 'stopped';
        return (
          <li key={item.id} css={row} data-testid="recurring-row" data-status={item.status}>
            <div css={{ minWidth: 0, opacity: stopped ? 0.65 : 1 }}>
              <p css={name}>
                {item.name}
                {stopped ? <Badge variant="secondary">Stopped</Badge> : null}
                {item.source === 'detected' ? <Badge variant="outline">Detected</Badge> : null}
              </p>
              <div css={listRowMeta}>
                <span>{cadenceLabels[item.cadence]}</span>
                {stopped ? null : <span>Next {formatDay(item.nextDate)}</span>}
              </div>
            </div>
            <p css={amount}>{forecastMoney(item.amount, item.direction)}</p>
            <div css={actions}>
              {onToggle ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${stopped ? 'Resume' : 'Stop'} ${item.name}`}
                  title={stopped ? 'Resume' : 'Stop'}
                  onClick={() => onToggle(item)}
                >
                  {stopped ? <CirclePlay aria-hidden="true" /> : <CirclePause aria-hidden="true" />}
                </Button>
              ) : null}
              <RowActions
                label={item.name}
                onEdit={onEdit && (() => onEdit(item))}
                onDelete={onDelete && (() => onDelete(item))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export interface DetectedListProps {
  detected: readonly DetectedRecurringItem[];
  onConfirm?: (item: DetectedRecurringItem) => void;
  onDismiss?: (item: DetectedRecurringItem) => void;
}

export function DetectedList({ detected, onConfirm, onDismiss }: DetectedListProps) {
  return (
    <ul css={rowList}>
      {detected.map((item) => (
        <li key={item.key} css={row} data-testid="detected-row">
          <div css={{ minWidth: 0 }}>
            <p css={name}>{item.name}</p>
            <div css={listRowMeta}>
              <span>{cadenceLabels[item.cadence]}</span>
              <span>
                Seen {item.occurrences} times, last {formatDay(item.lastDate)}
              </span>
            </div>
          </div>
          <p css={amount}>{forecastMoney(item.amount, item.direction)}</p>
          <div css={actions}>
            {onConfirm ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onConfirm(item)}
                aria-label={`Confirm ${item.name}`}
              >
                <Check aria-hidden="true" /> Confirm
              </Button>
            ) : null}
            {onDismiss ? (
              <Button
                size="icon"
                variant="ghost"
                onClick={() => onDismiss(item)}
                aria-label={`Dismiss ${item.name}`}
                title="Dismiss"
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export interface PlannedListProps {
  events: readonly PlannedEventRow[];
  onEdit?: (event: PlannedEventRow) => void;
  onDelete?: (event: PlannedEventRow) => void;
}

export function PlannedList({ events, onEdit, onDelete }: PlannedListProps) {
  return (
    <ul css={rowList}>
      {events.map((event) => (
        <li key={event.id} css={row} data-testid="planned-row">
          <div css={{ minWidth: 0 }}>
            <p css={name}>{event.name}</p>
            <div css={listRowMeta}>
              <span>{formatDay(event.date)}</span>
            </div>
          </div>
          <p css={amount}>{forecastMoney(event.amount, event.direction)}</p>
          <div css={actions}>
            <RowActions
              label={event.name}
              onEdit={onEdit && (() => onEdit(event))}
              onDelete={onDelete && (() => onDelete(event))}
            />
          </div>
          {event.notes ? <p css={[listRowMeta, eventNotes]}>{event.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}
