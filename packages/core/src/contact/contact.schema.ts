import { z } from 'zod';

// POST /api/contact/submit: the landing page's contact form. All four fields are required.
export const contactRequestSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required'),
  email: z.email('Enter a valid email address'),
  organization: z.string().trim().min(1, 'Organization is required'),
  message: z.string().trim().min(1, 'Message is required'),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
