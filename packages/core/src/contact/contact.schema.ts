import { z } from 'zod';
import { emailText, text, textLimits } from '../system/text.ts';

// POST /api/contact/submit: the landing page's contact form. All four fields are required.
export const contactRequestSchema = z.object({
  fullName: text(textLimits.name).trim().min(1, 'Full name is required'),
  email: emailText('Enter a valid email address'),
  organization: text(textLimits.name).trim().min(1, 'Organization is required'),
  message: text(textLimits.long).trim().min(1, 'Message is required'),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
