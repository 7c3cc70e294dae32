// Insurance policies.
import { z } from '../zod';
import {
  dateInput,
  decimalString,
  entityId,
  enumInput,
  isoDate,
  limits,
  money,
  optionalDateInput,
  optionalText,
  requiredText,
} from './fields';

export { policyTypes, type PolicyType } from './policy-types';
import { policyTypes } from './policy-types';

export const insurancePolicySchema = z.object({
  id: entityId,
  userId: entityId,
  policyType: z.enum(policyTypes),
  provider: z.string(),
  policyNumber: z.string(),
  coverageAmount: decimalString,
  annualPremium: decimalString,
  startDate: isoDate,
  expirationDate: isoDate.nullable(),
  /** Free text naming who is covered or paid out. */
  beneficiaries: z.string().nullable(),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;

const insurancePolicyFields = {
  policyType: enumInput(policyTypes, 'Choose a policy type'),
  provider: requiredText(limits.name, 'Provider is required'),
  policyNumber: requiredText(limits.shortText, 'Policy number is required'),
  coverageAmount: money('Coverage amount is required'),
  annualPremium: money('Annual premium is required'),
  startDate: dateInput('Start date is required'),
  expirationDate: optionalDateInput(),
  beneficiaries: optionalText(limits.notes),
};

export const insertInsurancePolicySchema = z
  .strictObject({ ...insurancePolicyFields, policyType: insurancePolicyFields.policyType.default('life') })
  .refine((p) => p.expirationDate === null || p.expirationDate > p.startDate, {
    path: ['expirationDate'],
    message: 'Expiration date must be after the start date',
  });
export const updateInsurancePolicySchema = z.strictObject(insurancePolicyFields).partial();
export type InsurancePolicyInput = z.input<typeof insertInsurancePolicySchema>;
export type InsertInsurancePolicy = z.output<typeof insertInsurancePolicySchema>;
export type UpdateInsurancePolicy = z.output<typeof updateInsurancePolicySchema>;
