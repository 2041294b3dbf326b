import type { GeneratedQuiz, QuizResult } from '@complyra/core/quiz/quiz.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function generateQuiz(courseId: string, tenantId: string): Promise<GeneratedQuiz> {
  return api.post<GeneratedQuiz>('/api/ai/generate_mcq', { course_id: courseId, tenant_id: tenantId }, { errorMessage: 'Failed to generate MCQs' });
}

export function requestHint(attemptId: string, number: number): Promise<{ hint: string }> {
  return api.post(`/api/quiz/attempts/${encodeURIComponent(attemptId)}/hint`, { number }, { errorMessage: 'Failed to load hint' });
}

export function submitQuiz(attemptId: string, answers: Record<string, string>): Promise<QuizResult> {
  return api.post(`/api/quiz/attempts/${encodeURIComponent(attemptId)}/submit`, { answers }, { errorMessage: 'Failed to submit quiz. Please try again.' });
}

export function getLatestResult(courseId: string): Promise<QuizResult> {
  return api.get(`/api/quiz/attempts/latest?courseId=${encodeURIComponent(courseId)}`, { errorMessage: 'Error parsing quiz results' });
}

const certificatePollMs = 3000;

export function useLatestResult(courseId: string | null) {
  return useQuery({
    queryKey: queryKeys.latestQuizResult(courseId),
    queryFn: () => getLatestResult(courseId!),
    enabled: Boolean(courseId),
    retry: false,
    // A pass whose certificate is still being issued (after a server restart, by its job): read again until it is there.
    refetchInterval: (query) => (query.state.data?.passed && !query.state.data.certificate ? certificatePollMs : false),
  });
}

/** The spec's store call: the server already issued the certificate; this only confirms the record. */
export function confirmCertificate(userId: string, courseId: string, certificateUrl: string) {
  return api.post('/api/user-dashboard/certificates/store', { userId, courseId, certificateUrl }, { errorMessage: 'Failed to store certificate' });
}
