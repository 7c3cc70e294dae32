// The answers of the API and the AI service, named as the OpenAPI documents name them (the transaction
// page and summary, the generation result and sign-out-others live beside their entities). Each stored row
// answers with its owner and its timestamps besides the entity's fields.
import { z } from './zod';
import { aiReviewResponseSchema } from './entities/ai';
import { accountSchema } from './entities/accounts';
import { budgetSchema } from './entities/budgets';
import { businessSchema } from './entities/businesses';
import { chatCapabilitiesSchema, chatResponseSchema } from './entities/chat';
import { contactRequestResponseSchema } from './entities/contact';
import { conversationMessageSchema, conversationSchema } from './entities/conversations';
import { beneficiarySchema, estateDocumentSchema } from './entities/estate';
import { ownedRowFields } from './entities/fields';
import { holdingSchema } from './entities/holdings';
import { insurancePolicySchema } from './entities/insurance';
import { k1DocumentSchema } from './entities/k1-documents';
import { newsletterSignupResponseSchema } from './entities/newsletter';
import { privatePlacementSchema } from './entities/private-placements';
import { professionalSchema } from './entities/professionals';
import { mortgageSchema, propertySchema } from './entities/properties';
import { generateRecommendationsResultSchema } from './entities/recommendations';
import { taxDocumentSchema } from './entities/tax';
import { userSchema } from './entities/users';
import { secondFactorReasons } from './second-factor-rules';

/** Every error answer of both services (libs/server/src/http-error.ts). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    /** Validation failures: one entry per field ("" for the whole body). */
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** A 403 the browser can act on (issue 32): enrol or prove a second factor, or confirm it again. */
    reason: z.enum(secondFactorReasons).optional(),
  })
  .meta({ id: 'Error', description: 'What every error answers: a message, and field errors for a 400.' });

// Generic over the shape (not the object type), so the rows' inferred types keep their fields.
const row = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, id: string) =>
  schema.extend(ownedRowFields).meta({ id });

export const accountRowSchema = row(accountSchema, 'Account');
export const budgetRowSchema = row(budgetSchema, 'Budget');
export const holdingRowSchema = row(holdingSchema, 'Holding');
export const propertyRowSchema = row(propertySchema, 'Property');
export const mortgageRowSchema = row(mortgageSchema, 'Mortgage');
export const insurancePolicyRowSchema = row(insurancePolicySchema, 'InsurancePolicy');
export const estateDocumentRowSchema = row(estateDocumentSchema, 'EstateDocument');
export const beneficiaryRowSchema = row(beneficiarySchema, 'Beneficiary');
export const taxDocumentRowSchema = row(taxDocumentSchema, 'TaxDocument');
export const professionalRowSchema = row(professionalSchema, 'Professional');
export const privatePlacementRowSchema = row(privatePlacementSchema, 'PrivatePlacement');
export const businessRowSchema = row(businessSchema, 'Business');
export const k1DocumentRowSchema = row(k1DocumentSchema, 'K1Document');
export const conversationRowSchema = row(conversationSchema, 'Conversation');
export const conversationMessageRowSchema = row(conversationMessageSchema, 'ConversationMessage');

export const userAnswerSchema = userSchema.meta({ id: 'User' });
// Readiness: `shutting-down` from the moment a process received SIGTERM until it exits.
export const healthSchema = z
  .object({ status: z.enum(['ok', 'error', 'shutting-down']), database: z.enum(['up', 'down']) })
  .meta({ id: 'Health' });
export const aiHealthSchema = z.object({ status: z.enum(['ok', 'shutting-down']) }).meta({ id: 'AiHealth' });
/** Liveness: the process answers; nothing it depends on is checked (a restart would not fix it). */
export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
export const newsletterAnswerSchema = newsletterSignupResponseSchema.meta({ id: 'NewsletterSignup' });
export const contactRequestAnswerSchema = contactRequestResponseSchema.meta({ id: 'ContactRequest' });
export const chatAnswerSchema = chatResponseSchema.meta({ id: 'ChatResponse' });
export const chatCapabilitiesAnswerSchema = chatCapabilitiesSchema.meta({ id: 'ChatCapabilities' });
export const aiReviewAnswerSchema = aiReviewResponseSchema.meta({ id: 'AiReview' });
export const generateRecommendationsAnswerSchema = generateRecommendationsResultSchema;

/** What every error answer is. */
export type ApiErrorBody = z.infer<typeof errorBodySchema>;

// Row types for clients: what each list and item answer holds (the remotes type their hooks with these).
export type AccountRow = z.infer<typeof accountRowSchema>;
export type BudgetRow = z.infer<typeof budgetRowSchema>;
export type HoldingRow = z.infer<typeof holdingRowSchema>;
export type PropertyRow = z.infer<typeof propertyRowSchema>;
export type MortgageRow = z.infer<typeof mortgageRowSchema>;
export type InsurancePolicyRow = z.infer<typeof insurancePolicyRowSchema>;
export type EstateDocumentRow = z.infer<typeof estateDocumentRowSchema>;
export type BeneficiaryRow = z.infer<typeof beneficiaryRowSchema>;
export type TaxDocumentRow = z.infer<typeof taxDocumentRowSchema>;
export type ProfessionalRow = z.infer<typeof professionalRowSchema>;
export type PrivatePlacementRow = z.infer<typeof privatePlacementRowSchema>;
export type BusinessRow = z.infer<typeof businessRowSchema>;
export type K1DocumentRow = z.infer<typeof k1DocumentRowSchema>;
export type ConversationRow = z.infer<typeof conversationRowSchema>;
export type ConversationMessageRow = z.infer<typeof conversationMessageRowSchema>;
