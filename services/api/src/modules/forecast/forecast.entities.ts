// Issue 36 §2's rows: the family's recurring items (confirmed from a detection or added by hand, and
// the stopped ones, kept so the detector does not suggest them again), its planned one-off events, and
// its forecast settings (one row per family).
import {
  cashDirections,
  limits,
  recurrenceCadences,
  recurringItemSources,
  recurringItemStatuses,
  type CashDirection,
  type RecurrenceCadence,
  type RecurringItemSource,
  type RecurringItemStatus,
} from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import {
  dateColumn,
  enumColumn,
  integerColumn,
  longTextColumn,
  OwnedEntity,
  textColumn,
} from '../../database/columns';
import { moneyColumn, percentColumn } from '../../database/decimal.transformer';

@Entity({ name: 'recurring_items' })
@Index('IDX_recurring_items_user', ['userId'])
export class RecurringItemEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) name!: string;
  @Column(textColumn(limits.name, true)) detectionKey!: string | null;
  @Column(enumColumn(cashDirections)) direction!: CashDirection;
  @Column(moneyColumn()) amount!: string;
  @Column(enumColumn(recurrenceCadences)) cadence!: RecurrenceCadence;
  @Column(dateColumn()) nextDate!: string;
  /** A twice-a-month item's other day of the month (31: the last day). */
  @Column(integerColumn(true)) otherDay!: number | null;
  @Column(enumColumn(recurringItemStatuses)) status!: RecurringItemStatus;
  @Column(enumColumn(recurringItemSources)) source!: RecurringItemSource;
  @Column(longTextColumn()) notes!: string | null;
}

@Entity({ name: 'planned_events' })
@Index('IDX_planned_events_user', ['userId'])
export class PlannedEventEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) name!: string;
  @Column(dateColumn()) date!: string;
  @Column(enumColumn(cashDirections)) direction!: CashDirection;
  @Column(moneyColumn()) amount!: string;
  @Column(longTextColumn()) notes!: string | null;
}

@Entity({ name: 'forecast_settings' })
@Index('UQ_forecast_settings_user', ['userId'], { unique: true })
export class ForecastSettingsEntity extends OwnedEntity {
  /** Null: three months of expenses. */
  @Column(moneyColumn({ nullable: true })) floor!: string | null;
  @Column(integerColumn()) investmentPeriodYears!: number;
  @Column(percentColumn()) taxEstimateShare!: string;
}
