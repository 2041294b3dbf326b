import type { ChatAnswer, ChatMessage } from '@complyra/core/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/courses/general-chatbot: all of the organization's enabled courses and its details. */
export function askGeneralChatbot(tenantId: string, chatHistory: ChatMessage[]): Promise<ChatAnswer> {
  return api.post<ChatAnswer>('/api/courses/general-chatbot', { tenantId, chatHistory }, { errorMessage: 'Failed to get response from chatbot' });
}

/** POST /api/ai/chatbot: one course. The server reads the company name, contacts and content itself. */
export function askCourseChatbot(
  courseId: string,
  tenantId: string,
  chatHistory: ChatMessage[],
  context: { presentationUrl: string; companyName: string },
): Promise<ChatAnswer> {
  return api.post<ChatAnswer>(
    '/api/ai/chatbot',
    {
      chatHistory,
      course_id: courseId,
      tenant_id: tenantId,
      presentation_url: context.presentationUrl,
      company_name: context.companyName,
    },
    { errorMessage: 'Failed to get response from AI service' },
  );
}

/** GET /api/tenants/{tenantId}: details.companyName (falls back to 'Your Company' in chat). */
export function useTenantCompany(tenantId: string) {
  return useQuery({
    queryKey: queryKeys.tenantCompany(tenantId),
    queryFn: () =>
      api.get<{ details?: { companyName?: string } }>(`/api/tenants/${encodeURIComponent(tenantId)}`, {
        errorMessage: 'Failed to fetch tenant details',
      }),
    enabled: Boolean(tenantId),
    select: (tenant) => tenant.details?.companyName?.trim() || 'Your Company',
  });
}

/** GET /api/courses/{courseId}/chatbot-material?tenantId: the presentation link the course chatbot sends. */
export function useChatbotMaterial(courseId: string | null, tenantId: string) {
  return useQuery({
    queryKey: queryKeys.chatbotMaterial(tenantId, courseId),
    queryFn: async () => {
      const query = new URLSearchParams({ tenantId });
      const answer = await api.get<{ materialUrl?: string }>(
        `/api/courses/${encodeURIComponent(courseId ?? '')}/chatbot-material?${query}`,
        { errorMessage: 'Failed to fetch course material URL' },
      );
      if (!answer.materialUrl) throw new Error('Material URL is empty in the response');
      return answer.materialUrl;
    },
    enabled: Boolean(courseId && tenantId),
  });
}
