// Schedule K-1 documents issued by private placements and businesses.
import { z } from '../zod';
import {
  decimalString,
  entityId,
  enumInput,
  isoDateTime,
  limits,
  optionalDateTimeInput,
  optionalSignedMoney,
  optionalText,
  requiredText,
  yearInput,
} from './fields';

export const k1EntityTypes = ['private_placement', 'business'] as const;
export type K1EntityType = (typeof k1EntityTypes)[number];

export const k1DocumentSchema = z.object({
  id: entityId,
  userId: entityId,
  entityType: z.enum(k1EntityTypes),
  /** The private placement or business that issued it. */
  entityId: entityId,
  taxYear: z.number().int(),
  uploadDate: isoDateTime,
  ordinaryIncome: decimalString.nullable(),
  capitalGains: decimalString.nullable(),
  qualifiedDividends: decimalString.nullable(),
  section199aDividends: decimalString.nullable(),
  otherIncome: decimalString.nullable(),
  fileUrl: z.string(),
  notes: z.string().nullable(),
});
export type K1Document = z.infer<typeof k1DocumentSchema>;

// K-1 lines can report losses, so the income fields are signed.
const k1DocumentFields = {
  entityType: enumInput(k1EntityTypes, 'Choose who issued the K-1'),
  entityId,
  taxYear: yearInput('Tax year is required'),
  /** Defaults to now on the server when missing. */
  uploadDate: optionalDateTimeInput(),
  ordinaryIncome: optionalSignedMoney(),
  capitalGains: optionalSignedMoney(),
  qualifiedDividends: optionalSignedMoney(),
  section199aDividends: optionalSignedMoney(),
  otherIncome: optionalSignedMoney(),
  fileUrl: requiredText(limits.url, 'File is required'),
  notes: optionalText(limits.notes),
};

export const insertK1DocumentSchema = z.strictObject(k1DocumentFields);
export const updateK1DocumentSchema = insertK1DocumentSchema.partial();
export type K1DocumentInput = z.input<typeof insertK1DocumentSchema>;
export type InsertK1Document = z.output<typeof insertK1DocumentSchema>;
export type UpdateK1Document = z.output<typeof updateK1DocumentSchema>;
