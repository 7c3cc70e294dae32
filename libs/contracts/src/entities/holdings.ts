// Positions held in investment accounts.
import { z } from '../zod';
import {
  decimalInput,
  decimalString,
  entityId,
  limits,
  money,
  optionalDecimalInput,
  requiredText,
} from './fields';

export const holdingSchema = z.object({
  id: entityId,
  accountId: entityId,
  symbol: z.string(),
  name: z.string(),
  /** Up to six decimals for fractional shares ("12.500000"). */
  shares: decimalString,
  costBasis: decimalString,
  currentValue: decimalString,
  /** Unrealised return in percent, negative for a loss ("-12.34"). */
  returnPercent: decimalString,
});
export type Holding = z.infer<typeof holdingSchema>;

const holdingFields = {
  accountId: entityId,
  symbol: requiredText(limits.symbol, 'Symbol is required')
    .toUpperCase()
    .regex(/^[A-Z0-9.\-^]+$/, 'Use letters, digits, dots and dashes only'),
  name: requiredText(limits.name, 'Name is required'),
  shares: decimalInput({ required: 'Shares are required', places: 6, max: 999_999_999 }),
  costBasis: money('Cost basis is required'),
  currentValue: money('Current value is required'),
  /** Derived from cost basis and current value when missing. */
  returnPercent: optionalDecimalInput({ min: -100, max: 99_999_999 }),
};

export const insertHoldingSchema = z.strictObject(holdingFields);
export const updateHoldingSchema = insertHoldingSchema.partial();
export type HoldingInput = z.input<typeof insertHoldingSchema>;
export type InsertHolding = z.output<typeof insertHoldingSchema>;
export type UpdateHolding = z.output<typeof updateHoldingSchema>;
