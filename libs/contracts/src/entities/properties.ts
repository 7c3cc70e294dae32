// Real estate: properties and the mortgages secured on them.
import { z } from '../zod';
import {
  dateInput,
  decimalInput,
  decimalString,
  entityId,
  enumInput,
  isoDate,
  limits,
  money,
  optionalIntegerInput,
  optionalText,
  requiredText,
} from './fields';

export const propertyTypes = ['primary_residence', 'investment', 'vacation', 'commercial'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertySchema = z.object({
  id: entityId,
  userId: entityId,
  address: z.string(),
  propertyType: z.enum(propertyTypes),
  purchasePrice: decimalString,
  currentValue: decimalString,
  purchaseDate: isoDate,
  squareFeet: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type Property = z.infer<typeof propertySchema>;

const propertyFields = {
  address: requiredText(limits.address, 'Address is required'),
  propertyType: enumInput(propertyTypes, 'Choose a property type'),
  purchasePrice: money('Purchase price is required'),
  currentValue: money('Current value is required'),
  purchaseDate: dateInput('Purchase date is required'),
  squareFeet: optionalIntegerInput(1, 10_000_000),
  notes: optionalText(limits.notes),
};

export const insertPropertySchema = z.strictObject({
  ...propertyFields,
  propertyType: propertyFields.propertyType.default('primary_residence'),
});
export const updatePropertySchema = z.strictObject(propertyFields).partial();
export type PropertyInput = z.input<typeof insertPropertySchema>;
export type InsertProperty = z.output<typeof insertPropertySchema>;
export type UpdateProperty = z.output<typeof updatePropertySchema>;

export const mortgageSchema = z.object({
  id: entityId,
  propertyId: entityId,
  lender: z.string(),
  originalAmount: decimalString,
  currentBalance: decimalString,
  /** Annual rate in percent, up to three decimals ("6.875"). */
  interestRate: decimalString,
  monthlyPayment: decimalString,
  startDate: isoDate,
  maturityDate: isoDate,
  /** Free text such as "30-year fixed" or "5/1 ARM". */
  loanType: z.string(),
});
export type Mortgage = z.infer<typeof mortgageSchema>;

const mortgageFields = {
  propertyId: entityId,
  lender: requiredText(limits.name, 'Lender is required'),
  originalAmount: money('Original amount is required'),
  currentBalance: money('Current balance is required'),
  interestRate: decimalInput({ required: 'Interest rate is required', places: 3, max: 100 }),
  monthlyPayment: money('Monthly payment is required'),
  startDate: dateInput('Start date is required'),
  maturityDate: dateInput('Maturity date is required'),
  loanType: requiredText(limits.shortText, 'Loan type is required'),
};

export const insertMortgageSchema = z
  .strictObject(mortgageFields)
  .refine((m) => m.maturityDate > m.startDate, {
    path: ['maturityDate'],
    message: 'Maturity date must be after the start date',
  });
export const updateMortgageSchema = z.strictObject(mortgageFields).partial();
export type MortgageInput = z.input<typeof insertMortgageSchema>;
export type InsertMortgage = z.output<typeof insertMortgageSchema>;
export type UpdateMortgage = z.output<typeof updateMortgageSchema>;
