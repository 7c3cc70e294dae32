// The user's network of advisors.
import { z } from '../zod';
import {
  entityId,
  enumInput,
  limits,
  optionalDecimalInput,
  optionalEmailAddress,
  optionalText,
  requiredText,
} from './fields';

export {
  professionalTypeLabel,
  professionalTypeLabels,
  professionalTypes,
  type ProfessionalType,
} from './professional-types';
import { professionalTypes } from './professional-types';

/** The spec's rating rule (section 5): a number from 1 to 5 in steps of 0.1. */
export const RATING_RANGE_MESSAGE = 'Rating must be from 1 to 5';

export const professionalSchema = z.object({
  id: entityId,
  userId: entityId,
  name: z.string(),
  type: z.enum(professionalTypes),
  firm: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  specialty: z.string().nullable(),
  /** 1 to 5 in steps of 0.1, as a decimal string ("4.5"). */
  rating: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Professional = z.infer<typeof professionalSchema>;

const professionalFields = {
  name: requiredText(limits.name, 'Name is required'),
  type: enumInput(professionalTypes, 'Choose a professional type'),
  firm: optionalText(limits.name),
  email: optionalEmailAddress(),
  phone: optionalText(limits.phone),
  specialty: optionalText(limits.name),
  rating: optionalDecimalInput({ places: 1, min: 1, max: 5, range: RATING_RANGE_MESSAGE }),
  notes: optionalText(limits.notes),
};

export const insertProfessionalSchema = z.strictObject(professionalFields);
export const updateProfessionalSchema = insertProfessionalSchema.partial();
export type ProfessionalInput = z.input<typeof insertProfessionalSchema>;
export type InsertProfessional = z.output<typeof insertProfessionalSchema>;
export type UpdateProfessional = z.output<typeof updateProfessionalSchema>;
