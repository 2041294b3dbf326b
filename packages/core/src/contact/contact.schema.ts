import { z } from 'zod';
import { emailText, text, textLimits } from '../system/text.ts';
import { listQuerySchema, pageSchema } from '../system/paging.schema.ts';

// POST /api/contact/submit: the landing page's contact form. All four fields are required.
export const contactRequestSchema = z.object({
  fullName: text(textLimits.name).trim().min(1, 'Full name is required'),
  email: emailText('Enter a valid email address'),
  organization: text(textLimits.name).trim().min(1, 'Organization is required'),
  message: text(textLimits.long).trim().min(1, 'Message is required'),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** One contact-form message in the super user's inbox. */
export const contactInboxItemSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  organization: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactInboxItem = z.infer<typeof contactInboxItemSchema>;

export const contactInboxFilters = ['all', 'unread', 'read'] as const;
export type ContactInboxFilter = (typeof contactInboxFilters)[number];

/** GET /api/superadmin/contact-requests?page=&limit=&search=&filter=: newest first, searched in name, e-mail, organization and message. */
export const contactInboxQuerySchema = listQuerySchema(['createdAt'] as const).extend({
  filter: z.enum(contactInboxFilters).optional(),
});
export const contactInboxPageSchema = pageSchema(contactInboxItemSchema).extend({
  /** Unread messages in all, whatever the filter: the tab's badge. */
  unread: z.number().int(),
});
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

/** PATCH /api/superadmin/contact-requests/{id}: marks it read or unread. */
export const contactReadSchema = z.object({ read: z.boolean() });
export const contactIdParamsSchema = z.object({ id: z.uuid('Message not found') });

export const contactInboxMessages = {
  title: 'Contact Messages',
  description: 'Messages sent from the contact form',
  empty: 'No messages yet.',
  loading: 'Loading messages...',
  loadFailed: 'Failed to load messages',
  notFound: 'Message not found',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  updateFailed: 'Failed to update the message',
} as const;
