// The Add K-1 form: who issued it is one choice among the user's placements and businesses
// ("private_placement:<id>" / "business:<id>"), parsed into the entityType and entityId the API takes.
// The other fields are the K-1 insert schema's own, so the form and the API give the same messages.
import { z } from './zod';
import { insertK1DocumentSchema, k1EntityTypes, type K1EntityType } from './entities/k1-documents';

const ISSUER = new RegExp(`^(${k1EntityTypes.join('|')}):.+$`);
const CHOOSE_ISSUER = 'Choose the placement or business that issued the K-1';

/** The issuer select's value for one placement or business. */
export const k1IssuerValue = (entityType: K1EntityType, entityId: string) => `${entityType}:${entityId}`;

const {
  taxYear,
  ordinaryIncome,
  capitalGains,
  qualifiedDividends,
  section199aDividends,
  otherIncome,
  fileUrl,
  notes,
} = insertK1DocumentSchema.shape;

export const k1DocumentFormSchema = z
  .strictObject({
    issuer: z.string({ error: CHOOSE_ISSUER }).regex(ISSUER, CHOOSE_ISSUER),
    taxYear,
    ordinaryIncome,
    capitalGains,
    qualifiedDividends,
    section199aDividends,
    otherIncome,
    fileUrl,
    notes,
  })
  .transform(({ issuer, ...k1 }) => {
    const colon = issuer.indexOf(':');
    return {
      ...k1,
      entityType: issuer.slice(0, colon) as K1EntityType,
      entityId: issuer.slice(colon + 1),
    };
  });
export type K1DocumentFormInput = z.input<typeof k1DocumentFormSchema>;
export type K1DocumentForm = z.output<typeof k1DocumentFormSchema>;
