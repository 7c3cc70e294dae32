// Personal businesses the user owns a share of.
import { z } from '../zod';
import {
  dateInput,
  decimalString,
  entityId,
  enumInput,
  isoDate,
  limits,
  money,
  optionalText,
  percent,
  requiredText,
} from './fields';

export const businessTypes = ['llc', 's_corp', 'c_corp', 'partnership', 'sole_proprietorship'] as const;
export type BusinessType = (typeof businessTypes)[number];

export const businessSchema = z.object({
  id: entityId,
  userId: entityId,
  name: z.string(),
  businessType: z.enum(businessTypes),
  /** Employer Identification Number, "12-3456789". */
  ein: z.string().nullable(),
  foundedDate: isoDate,
  ownershipPercentage: decimalString,
  currentValuation: decimalString,
  annualRevenue: decimalString,
  industry: z.string(),
  /** e.g. "active", "sold", "dissolved". */
  status: z.string(),
  notes: z.string().nullable(),
});
export type Business = z.infer<typeof businessSchema>;

const businessFields = {
  name: requiredText(limits.name, 'Name is required'),
  businessType: enumInput(businessTypes, 'Choose a business type'),
  ein: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z
      .string()
      .trim()
      .regex(/^\d{2}-?\d{7}$/, 'EIN must look like 12-3456789')
      .transform((ein) => `${ein.slice(0, 2)}-${ein.replace('-', '').slice(2)}`)
      .nullable(),
  ),
  foundedDate: dateInput('Founded date is required'),
  ownershipPercentage: percent('Ownership percentage is required'),
  currentValuation: money('Current valuation is required'),
  annualRevenue: money('Annual revenue is required'),
  industry: requiredText(limits.shortText, 'Industry is required'),
  status: requiredText(limits.shortText, 'Status is required'),
  notes: optionalText(limits.notes),
};

export const insertBusinessSchema = z.strictObject({
  ...businessFields,
  businessType: businessFields.businessType.default('llc'),
  status: businessFields.status.default('active'),
});
export const updateBusinessSchema = z.strictObject(businessFields).partial();
export type BusinessInput = z.input<typeof insertBusinessSchema>;
export type InsertBusiness = z.output<typeof insertBusinessSchema>;
export type UpdateBusiness = z.output<typeof updateBusinessSchema>;
