import { z } from 'zod';
import { text, textLimits } from '../system/text.ts';
import { roles } from './roles.ts';
import { authMessages } from './auth.messages.ts';

export { authMessages } from './auth.messages.ts';

const trimmedLower = text(textLimits.email).trim().toLowerCase();

export const loginRequestSchema = z.object({
  email: trimmedLower.min(1, authMessages.fillAllFields),
  password: text(textLimits.password).min(1, authMessages.fillAllFields),
  domain: trimmedLower.min(1, authMessages.fillAllFields).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(roles),
  tenantId: z.string(),
  name: z.string().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const inviteInfoSchema = z.object({ email: z.string(), name: z.string() });
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

export const acceptInviteSchema = z.object({
  token: text(textLimits.token).min(1),
  password: text(textLimits.password).min(6, 'Password must be at least 6 characters'),
});
export type AcceptInvite = z.infer<typeof acceptInviteSchema>;

/** POST /api/auth/change-password: the new password follows the sign-up rule (6 or more characters). */
export const changePasswordSchema = z.object({
  currentPassword: text(textLimits.password).min(1, authMessages.fillAllFields),
  newPassword: text(textLimits.password).min(6, 'Password must be at least 6 characters'),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  tenantId: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
