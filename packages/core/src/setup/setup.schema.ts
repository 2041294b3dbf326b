import { z } from 'zod';

/** First-run set-up: the one-time code printed in the console creates the first super user. */
export const setupMessages = {
  title: 'Set up Complyra',
  invalidCode: 'This set-up link is not valid. Use the link printed in the server console.',
  notAvailable: 'Set-up is complete. Sign in as the super user.',
  created: 'Super user created. Welcome to Complyra!',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const setupRequestSchema = z.object({
  code: z.string().min(1),
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email('Please enter a valid email address').trim().toLowerCase(),
  password: z.string().min(8, setupMessages.passwordTooShort),
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

export const setupStatusSchema = z.object({ open: z.literal(true) });
