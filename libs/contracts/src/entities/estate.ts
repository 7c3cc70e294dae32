// Estate planning: wills, trusts and similar documents, and the people who inherit.
import { z } from '../zod';
import {
  dateInput,
  decimalString,
  entityId,
  enumInput,
  isoDate,
  limits,
  optionalEntityId,
  optionalPercent,
  optionalText,
  requiredText,
} from './fields';

export const estateDocumentStatuses = ['active', 'draft', 'outdated'] as const;
export type EstateDocumentStatus = (typeof estateDocumentStatuses)[number];

export const estateDocumentSchema = z.object({
  id: entityId,
  userId: entityId,
  /** Underscore-separated, e.g. "last_will", "revocable_trust", "power_of_attorney". */
  documentType: z.string(),
  title: z.string(),
  createdDate: isoDate,
  lastUpdated: isoDate,
  attorney: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(estateDocumentStatuses),
});
export type EstateDocument = z.infer<typeof estateDocumentSchema>;

const estateDocumentFields = {
  documentType: requiredText(limits.shortText, 'Document type is required').regex(
    /^[a-z0-9]+(_[a-z0-9]+)*$/,
    'Use lower-case words separated by underscores',
  ),
  title: requiredText(limits.name, 'Title is required'),
  createdDate: dateInput('Created date is required'),
  lastUpdated: dateInput('Last updated date is required'),
  attorney: optionalText(limits.name),
  notes: optionalText(limits.notes),
  status: enumInput(estateDocumentStatuses, 'Choose a status'),
};

export const insertEstateDocumentSchema = z
  .strictObject({ ...estateDocumentFields, status: estateDocumentFields.status.default('active') })
  .refine((d) => d.lastUpdated >= d.createdDate, {
    path: ['lastUpdated'],
    message: 'Last updated cannot be before the created date',
  });
export const updateEstateDocumentSchema = z.strictObject(estateDocumentFields).partial();
export type EstateDocumentInput = z.input<typeof insertEstateDocumentSchema>;
export type InsertEstateDocument = z.output<typeof insertEstateDocumentSchema>;
export type UpdateEstateDocument = z.output<typeof updateEstateDocumentSchema>;

export const beneficiarySchema = z.object({
  id: entityId,
  userId: entityId,
  name: z.string(),
  relationship: z.string(),
  /** Share of the estate in percent ("50.00"). */
  percentage: decimalString.nullable(),
  contactInfo: z.string().nullable(),
  /**
   * The estate document (a will, a trust) under which this share is given; null when not linked to one.
   * The shares under one document should total 100%.
   */
  estateDocumentId: entityId.nullable(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

const beneficiaryFields = {
  name: requiredText(limits.name, 'Name is required'),
  relationship: requiredText(limits.shortText, 'Relationship is required'),
  percentage: optionalPercent(),
  contactInfo: optionalText(limits.address),
  estateDocumentId: optionalEntityId(),
};

export const insertBeneficiarySchema = z.strictObject(beneficiaryFields);
export const updateBeneficiarySchema = insertBeneficiarySchema.partial();
export type BeneficiaryInput = z.input<typeof insertBeneficiarySchema>;
export type InsertBeneficiary = z.output<typeof insertBeneficiarySchema>;
export type UpdateBeneficiary = z.output<typeof updateBeneficiarySchema>;
