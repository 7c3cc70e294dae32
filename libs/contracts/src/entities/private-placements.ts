// Private placements: private equity, hedge funds, real estate funds, venture capital.
import { z } from '../zod';
import {
  dateInput,
  decimalString,
  entityId,
  enumInput,
  isoDate,
  limits,
  money,
  optionalMoney,
  optionalPercent,
  optionalText,
  optionalIntegerInput,
  requiredText,
} from './fields';

export const investmentTypes = [
  'private_equity',
  'hedge_fund',
  'real_estate_fund',
  'venture_capital',
] as const;
export type InvestmentType = (typeof investmentTypes)[number];

export const placementStatuses = ['active', 'exited', 'pending'] as const;
export type PlacementStatus = (typeof placementStatuses)[number];

export const privatePlacementSchema = z.object({
  id: entityId,
  userId: entityId,
  name: z.string(),
  investmentType: z.enum(investmentTypes),
  sponsor: z.string(),
  investmentDate: isoDate,
  initialInvestment: decimalString,
  currentValue: decimalString,
  ownershipPercentage: decimalString.nullable(),
  vintage: z.number().int().nullable(),
  managementFee: decimalString.nullable(),
  carriedInterest: decimalString.nullable(),
  distributionsMade: decimalString.nullable(),
  capitalCalls: decimalString.nullable(),
  status: z.enum(placementStatuses),
  notes: z.string().nullable(),
});
export type PrivatePlacement = z.infer<typeof privatePlacementSchema>;

const privatePlacementFields = {
  name: requiredText(limits.name, 'Name is required'),
  investmentType: enumInput(investmentTypes, 'Choose an investment type'),
  sponsor: requiredText(limits.name, 'Sponsor is required'),
  investmentDate: dateInput('Investment date must be a date', 'Investment date must be a date'),
  initialInvestment: money('Initial investment is required'),
  currentValue: money('Current value is required'),
  ownershipPercentage: optionalPercent(),
  vintage: optionalIntegerInput(1900, 2200),
  managementFee: optionalPercent(),
  carriedInterest: optionalPercent(),
  distributionsMade: optionalMoney(),
  capitalCalls: optionalMoney(),
  status: enumInput(placementStatuses, 'Choose a status'),
  notes: optionalText(limits.notes),
};

export const insertPrivatePlacementSchema = z
  .strictObject({
    ...privatePlacementFields,
    /** The client sends a placeholder ('demo-user'); the API always uses the session's user. */
    userId: z.string().max(limits.id).optional(),
    investmentType: privatePlacementFields.investmentType.default('private_equity'),
    distributionsMade: privatePlacementFields.distributionsMade.transform((v) => v ?? '0.00'),
    capitalCalls: privatePlacementFields.capitalCalls.transform((v) => v ?? '0.00'),
    status: privatePlacementFields.status.default('active'),
  })
  // The vintage defaults to the year of the investment.
  .transform(({ userId: _ignored, ...placement }) => ({
    ...placement,
    vintage: placement.vintage ?? Number(placement.investmentDate.slice(0, 4)),
  }));
export const updatePrivatePlacementSchema = z.strictObject(privatePlacementFields).partial();
export type PrivatePlacementInput = z.input<typeof insertPrivatePlacementSchema>;
export type InsertPrivatePlacement = z.output<typeof insertPrivatePlacementSchema>;
export type UpdatePrivatePlacement = z.output<typeof updatePrivatePlacementSchema>;
