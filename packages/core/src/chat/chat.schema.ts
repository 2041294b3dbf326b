import { z } from 'zod';
export { chatMessages } from './chat.messages.ts';

// The AI helper (spec 001 §3, §7): a general chatbot over the organization's courses and details, and a
// course chatbot over one course. Both answer {response, sources}.

/** Chat message: role (user or assistant) and content; chatHistory is a list of these. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000, 'A message can be at most 4000 characters'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatHistorySchema = z
  .array(chatMessageSchema)
  .min(1, 'Ask a question')
  .max(50, 'The conversation is too long; start a new one')
  .refine((history) => history.at(-1)?.role === 'user' && history.at(-1)!.content.trim() !== '', 'Ask a question');

/** POST /api/courses/general-chatbot */
export const generalChatbotRequestSchema = z.object({
  tenantId: z.uuid('Organization not found'),
  chatHistory: chatHistorySchema,
});
export type GeneralChatbotRequest = z.infer<typeof generalChatbotRequestSchema>;

const pocSchema = z.object({ role: z.string(), name: z.string(), contact: z.string() }).partial();

/**
 * POST /api/ai/chatbot: the spec's shape plus the course and the tenant. The server takes the company
 * name, the points of contact and the course content from its own records; the client's are ignored.
 */
export const courseChatbotRequestSchema = z.object({
  chatHistory: chatHistorySchema,
  course_id: z.uuid('Course not found'),
  tenant_id: z.uuid('Organization not found'),
  presentation_url: z.string().optional(),
  company_name: z.string().optional(),
  pocs: z.array(pocSchema).optional(),
});
export type CourseChatbotRequest = z.infer<typeof courseChatbotRequestSchema>;

/** A slide an answer rests on, best first. */
export const chatSourceSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  slide: z.number().int(),
  slideTitle: z.string(),
  excerpt: z.string(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatAnswerSchema = z.object({ response: z.string(), sources: z.array(chatSourceSchema) });
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/**
 * Server-sent events of a streamed answer (Accept: text/event-stream): `delta` pieces of text, then one
 * `done` with the sources (and the whole answer, citations cleaned), or one `error`.
 */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatAnswer }
  | { event: 'error'; data: { message: string } };

/** Questions one user may ask per minute before 429. */
export const chatQuestionsPerMinute = 30;
