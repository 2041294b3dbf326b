import { z } from 'zod';
import { listAnswerSchema, listQuerySchema } from '../system/paging.schema.ts';
import { emailText, text, textLimits } from '../system/text.ts';

/** Add Organization form (spec 000 section 5), used by the dialog and by POST /api/tenants. */
export const createTenantSchema = z.object({
  name: text(textLimits.name).trim().min(2, 'Organization name is required'),
  domain: text(textLimits.name).trim().toLowerCase().min(2, 'Domain is required'),
  adminEmail: emailText(),
  adminPassword: text(textLimits.password).min(6, 'Password must be at least 6 characters'),
});
export type CreateTenant = z.infer<typeof createTenantSchema>;

export const tenantStatusSchema = z.enum(['active', 'inactive']);
export type TenantStatus = z.infer<typeof tenantStatusSchema>;

export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  adminEmail: z.string(),
  status: tenantStatusSchema,
  userCount: z.number().int(),
  enabledCourseCount: z.number().int(),
  createdAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantListSchema = z.array(tenantSchema);

/** The columns an organization list can be ordered by (newest first unless asked); search is by name. */
export const tenantSorts = ['name', 'userCount', 'enabledCourseCount', 'adminEmail', 'createdAt'] as const;
export type TenantSort = (typeof tenantSorts)[number];
export const tenantListQuerySchema = listQuerySchema(tenantSorts);
/** GET /api/tenants, /api/superadmin/tenants/active and /inactive: the array, or a page when asked. */
export const tenantListAnswerSchema = listAnswerSchema(tenantSchema);

export const tenantIdParamsSchema = z.object({ tenantId: z.uuid('Organization not found') });
export const idParamsSchema = z.object({ id: z.uuid('Organization not found') });

/** GET /api/tenants/{tenantId}: the organization, with details.companyName for the learner side. */
export const tenantWithDetailsSchema = tenantSchema.extend({
  details: z.object({ companyName: z.string() }),
});
export type TenantWithDetails = z.infer<typeof tenantWithDetailsSchema>;

export const tenantMessages = {
  added: 'Organization added successfully!',
  addFailed: 'Failed to add organization. Please try again.',
  deactivated: 'Organization deactivated successfully',
  activated: 'Organization activated successfully',
  deactivateFailed: 'Failed to deactivate organization',
  activateFailed: 'Failed to activate organization',
  loadFailed: 'Failed to load organizations. Please try again later.',
  dataLoadFailed: 'Failed to load data. Please try again later.',
  deleted: 'Organization deleted successfully',
  deleteFailed: 'Failed to delete organization',
} as const;

/** GET /api/superadmin/records-retention: how long a deleted organization's records are kept (RECORDS_RETENTION_YEARS). */
export const recordsRetentionSchema = z.object({ years: z.number().int().positive() });
export type RecordsRetention = z.infer<typeof recordsRetentionSchema>;

/** The Delete confirmation: what happens to the organization, what is kept of it and for how long. */
export function deleteOrganizationWarning(name: string, retentionYears: number | undefined): string {
  // Undefined while the setting is still loading.
  const period = retentionYears === undefined ? 'the retention period' : retentionYears === 1 ? '1 year' : `${retentionYears} years`;
  return `Delete ${name}? The organization is deactivated at once and hidden; its people can no longer sign in. `
    + `Training records, quiz results and certificates are kept for audit for ${period}, then removed for good.`;
}
