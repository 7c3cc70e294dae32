// The "Request Information or Demo" form on /contact and POST /api/contact-requests, which stores it.
import { z } from '../zod';
import { emailAddress, entityId, enumInput, isoDateTime, limits, optionalText, requiredText } from './fields';

export const inquiryTypes = ['demo', 'pricing', 'general', 'partnership'] as const;
export type InquiryType = (typeof inquiryTypes)[number];
export const inquiryTypeLabels: Readonly<Record<InquiryType, string>> = {
  demo: 'Request Demo',
  pricing: 'Pricing Information',
  general: 'General Inquiry',
  partnership: 'Partnership Opportunity',
};

export const assetRanges = ['under-1m', '1m-5m', '5m-10m', '10m-25m', '25m-50m', 'over-50m'] as const;
export type AssetRange = (typeof assetRanges)[number];
export const assetRangeLabels: Readonly<Record<AssetRange, string>> = {
  'under-1m': 'Under $1M',
  '1m-5m': '$1M - $5M',
  '5m-10m': '$5M - $10M',
  '10m-25m': '$10M - $25M',
  '25m-50m': '$25M - $50M',
  'over-50m': 'Over $50M',
};

export const contactRequestSchema = z.strictObject({
  firstName: requiredText(limits.shortText, 'First name is required'),
  lastName: requiredText(limits.shortText, 'Last name is required'),
  email: emailAddress('Email is required'),
  phone: optionalText(limits.phone),
  company: optionalText(limits.name),
  inquiryType: enumInput(inquiryTypes, 'Choose a type of inquiry'),
  assetsUnderManagement: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    enumInput(assetRanges, 'Choose a range').nullable(),
  ),
  message: requiredText(limits.message, 'Message is required'),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** What POST /api/contact-requests answers (201): the stored request. */
export const contactRequestResponseSchema = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  inquiryType: z.enum(inquiryTypes),
  assetsUnderManagement: z.enum(assetRanges).nullable(),
  message: z.string(),
  createdAt: isoDateTime,
});
export type StoredContactRequest = z.infer<typeof contactRequestResponseSchema>;
