// Liquid accounts: bank, savings, credit cards and brokerage accounts.
import { z } from 'zod';
import {
  decimalString,
  entityId,
  enumInput,
  isoDateTime,
  limits,
  optionalDateTimeInput,
  requiredText,
  signedMoney,
} from './fields';

export const accountTypes = ['checking', 'savings', 'credit', 'investment'] as const;
export type AccountType = (typeof accountTypes)[number];

export const accountSchema = z.object({
  id: entityId,
  userId: entityId,
  name: z.string(),
  accountType: z.enum(accountTypes),
  institution: z.string(),
  /** Negative for money owed (e.g. a credit card's balance may be written either way). */
  balance: decimalString,
  lastSync: isoDateTime.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

const accountFields = {
  name: requiredText(limits.name, 'Name is required'),
  accountType: enumInput(accountTypes, 'Choose an account type'),
  institution: requiredText(limits.name, 'Institution is required'),
  balance: signedMoney('Balance is required'),
  lastSync: optionalDateTimeInput(),
};

export const insertAccountSchema = z.strictObject({
  ...accountFields,
  accountType: accountFields.accountType.default('checking'),
});
export const updateAccountSchema = z.strictObject(accountFields).partial();
export type AccountInput = z.input<typeof insertAccountSchema>;
export type InsertAccount = z.output<typeof insertAccountSchema>;
export type UpdateAccount = z.output<typeof updateAccountSchema>;
