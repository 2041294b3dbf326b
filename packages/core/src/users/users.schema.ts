import { z } from 'zod';
import { emailText, text, textLimits } from '../system/text.ts';
import { roles } from '../auth/roles.ts';
import { listAnswerSchema, listQuerySchema } from '../system/paging.schema.ts';

export const createUserSchema = z.object({
  name: text(textLimits.name).trim().min(1, 'Name is required'),
  email: emailText(),
  password: text(textLimits.password)
    .min(6, 'Password must be at least 6 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type CreateUser = z.infer<typeof createUserSchema>;

export const tenantUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  hasPassword: z.boolean(),
  /** Added without a password and has not opened their invite yet (an open invite exists). */
  invitePending: z.boolean(),
  createdAt: z.string(),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

/** The organization's users can be ordered by name (the default) or e-mail; search is by either. */
export const tenantUserSorts = ['name', 'email'] as const;
export type TenantUserSort = (typeof tenantUserSorts)[number];
export const tenantUserListQuerySchema = listQuerySchema(tenantUserSorts);
/** GET /api/tenant-admin/tenants/{tenantId}/users: the array, or a page when asked. */
export const tenantUserListAnswerSchema = listAnswerSchema(tenantUserSchema);

export const createUserResponseSchema = z.object({
  user: tenantUserSchema,
  /** One-time link (valid 7 days) where the employee sets a password; only when none was given. */
  inviteUrl: z.string().optional(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

export const importRowResultSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['added', 'exists', 'invalid']),
  message: z.string(),
  inviteUrl: z.string().optional(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importUsersResponseSchema = z.object({
  added: z.number().int(),
  existing: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(importRowResultSchema),
});
export type ImportUsersResponse = z.infer<typeof importUsersResponseSchema>;

export const tenantUserParamsSchema = z.object({ tenantId: z.uuid('Organization not found'), userId: z.uuid('User not found') });

/** Resend invite: a new one-time link; the employee's earlier links stop working. */
export const resendInviteResponseSchema = z.object({ inviteUrl: z.string() });
export type ResendInviteResponse = z.infer<typeof resendInviteResponseSchema>;

export const inviteMessages = {
  pending: 'Invite not accepted',
  resend: 'Resend invite',
  resent: 'New invite link created. Earlier links no longer work.',
  alreadyAccepted: 'This employee has already set a password.',
  userNotFound: 'User not found',
} as const;

export const userMessages = {
  added: 'User added successfully!',
  addFailed: 'Failed to add user',
  loadFailed: 'Failed to load users',
  emptyList: 'No users found for this organization.',
  loading: 'Loading users...',
} as const;

/** DELETE /api/tenant-admin/tenants/{tenantId}/users/{userId}: the person is anonymized, their records kept. */
export const deleteUserMessages = {
  title: 'Delete User',
  confirm: 'Delete',
  deleted: 'User deleted. Their training records are kept under an anonymized name.',
  deleteFailed: 'Failed to delete user',
  notFound: 'User not found',
} as const;

/** What the confirmation says happens: who did it and when is recorded, the training records stay. */
export function deleteUserWarning(name: string): string {
  return `Delete ${name}? Their name and e-mail are replaced, their sign-ins end and they can no longer sign in. `
    + 'Their completions, quiz results and certificates are kept for audit, and the audit log records who deleted them and when.';
}

/** The name and e-mail a deleted person's records carry from then on (the e-mail stays unique and undeliverable). */
export const anonymizedName = 'Deleted user';
export const anonymizedEmail = (userId: string) => `deleted-${userId}@anonymized.invalid`;
