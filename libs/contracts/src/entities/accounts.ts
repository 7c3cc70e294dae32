// Liquid accounts: bank, savings, credit cards and brokerage accounts.
import { z } from '../zod';
import {
  decimalString,
  entityId,
  enumInput,
  isoDateTime,
  limits,
  optionalDateTimeInput,
  optionalMoney,
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
  /**
   * Negative for money owed. A credit account's balance is always what is owed on it, stored negative
   * whichever sign was sent ("2000" and "-2000" both become "-2000.00"; see normalizeBalance).
   */
  balance: decimalString,
  lastSync: isoDateTime.nullable(),
  /** A credit account's limit, for credit utilization; null when not given. */
  creditLimit: decimalString.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

const accountFields = {
  name: requiredText(limits.name, 'Name is required'),
  accountType: enumInput(accountTypes, 'Choose an account type'),
  institution: requiredText(limits.name, 'Institution is required'),
  balance: signedMoney('Balance is required'),
  lastSync: optionalDateTimeInput(),
  creditLimit: optionalMoney(),
};

export const insertAccountSchema = z.strictObject({
  ...accountFields,
  accountType: accountFields.accountType.default('checking'),
});
export const updateAccountSchema = z.strictObject(accountFields).partial();
export type AccountInput = z.input<typeof insertAccountSchema>;
export type InsertAccount = z.output<typeof insertAccountSchema>;
export type UpdateAccount = z.output<typeof updateAccountSchema>;
