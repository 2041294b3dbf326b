import type { EditBankQuestion, QuestionBank } from '@complyra/core/quiz/question-bank.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const bankPath = (tenantId: string, courseId: string) =>
  `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses/${encodeURIComponent(courseId)}/questions`;

/** GET the course's question bank as the organization has it. */
export function getQuestionBank(tenantId: string, courseId: string) {
  return api.get<QuestionBank>(bankPath(tenantId, courseId), { errorMessage: 'Failed to load the quiz questions.' });
}

export function useQuestionBank(tenantId: string, courseId: string) {
  return useQuery({ queryKey: queryKeys.questionBank(tenantId, courseId), queryFn: () => getQuestionBank(tenantId, courseId) });
}

/** PATCH one question: retire, restore or reword it. A wording the checks refuse answers 400 with the reasons. */
export function editBankQuestion(tenantId: string, courseId: string, questionId: string, edit: EditBankQuestion) {
  return api.patch<QuestionBank>(`${bankPath(tenantId, courseId)}/${encodeURIComponent(questionId)}`, edit,
    { errorMessage: 'Failed to update the question.' });
}
