import { z } from 'zod';
import { text, textLimits } from '../system/text.ts';

// The organization's contact details (Organization Settings dialog, spec 000 sections 2, 3, 5).

const optionalText = text(textLimits.name).trim().default('');
const optionalEmail = text(textLimits.email)
  .trim()
  .default('')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Invalid email address');

export const tenantDetailsSchema = z.object({
  hrContactName: optionalText,
  hrContactEmail: optionalEmail,
  hrContactPhone: optionalText,
  ceoName: optionalText,
  ceoEmail: optionalEmail,
  ceoContact: optionalText,
  ctoName: optionalText,
  ctoEmail: optionalEmail,
  ctoContact: optionalText,
});
export type TenantDetails = z.infer<typeof tenantDetailsSchema>;
export const tenantDetailFields = Object.keys(tenantDetailsSchema.shape) as (keyof TenantDetails)[];
/** Every detail empty: what an organization has before Organization Settings are saved. */
export const emptyTenantDetails: Readonly<TenantDetails> = Object.freeze(
  Object.fromEntries(tenantDetailFields.map((field) => [field, ''])) as TenantDetails,
);

/**
 * GET /api/tenants/{tenantId}/details?missing=empty: the web app's variant, which answers 200 with empty
 * details while none were saved (a 404 there is an expected state, yet the browser logs it as an error).
 * Without it the spec's answer stays: 404 when none were saved.
 */
export const tenantDetailsQuerySchema = z.object({ missing: z.literal('empty').optional() });
export const tenantDetailsMissingAsEmpty = { missing: 'empty' } as const;

/** GET /api/tenants/{tenantId}/details answers {details:{...}}; 404 when none were saved (see the query above). */
export const tenantDetailsResponseSchema = z.object({
  details: tenantDetailsSchema.extend({ companyName: z.string() }),
});

/** The assignment gate: every detail must be filled before a course is assigned. */
export function hasMissingTenantDetails(details: Partial<TenantDetails> | null | undefined): boolean {
  return tenantDetailFields.some((field) => !(details?.[field] ?? '').trim());
}

export const tenantDetailsMessages = {
  saved: 'Tenant details saved successfully!',
  saveFailed: 'Failed to save tenant details. Please try again.',
  noTenant: 'No tenant ID found. Please create a tenant first.',
  noTenantInline: 'No tenant ID found. Please log in again.',
  empty: 'No details found. Click the edit button below to add them.',
  notFound: 'No details saved for this organization yet.',
} as const;
