// Tax returns and other tax documents.
import { z } from '../zod';
import {
  decimalString,
  entityId,
  isoDateTime,
  limits,
  optionalDateTimeInput,
  optionalMoney,
  optionalSignedMoney,
  optionalText,
  requiredText,
  yearInput,
} from './fields';

export const taxDocumentSchema = z.object({
  id: entityId,
  userId: entityId,
  taxYear: z.number().int(),
  /** e.g. "1040", "W-2", "1099-DIV". */
  documentType: z.string(),
  filingStatus: z.string().nullable(),
  totalIncome: decimalString.nullable(),
  totalTax: decimalString.nullable(),
  uploadDate: isoDateTime,
  preparer: z.string().nullable(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

const taxDocumentFields = {
  taxYear: yearInput('Tax year is required'),
  documentType: requiredText(limits.shortText, 'Document type is required'),
  filingStatus: optionalText(limits.shortText),
  // Income can be a loss; tax paid cannot be negative.
  totalIncome: optionalSignedMoney(),
  totalTax: optionalMoney(),
  /** Defaults to now on the server when missing. */
  uploadDate: optionalDateTimeInput(),
  preparer: optionalText(limits.name),
};

export const insertTaxDocumentSchema = z.strictObject(taxDocumentFields);
export const updateTaxDocumentSchema = insertTaxDocumentSchema.partial();
export type TaxDocumentInput = z.input<typeof insertTaxDocumentSchema>;
export type InsertTaxDocument = z.output<typeof insertTaxDocumentSchema>;
export type UpdateTaxDocument = z.output<typeof updateTaxDocumentSchema>;
