import { quizMessages } from '@complyra/core/quiz/quiz.messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { generateQuiz } from '../api/quiz-api';
import { saveCurrentQuiz, saveLastQuizCourseId, saveQuizResults } from '../quiz-storage';

/**
 * Asks the server for an attempt (first time new questions; later SAME or DIFFERENT as the course says),
 * keeps it as the current quiz and hands over to the quiz page.
 */
export function useStartQuiz(onReady: (courseId: string) => void) {
  const mutation = useMutation({
    mutationFn: ({ courseId, tenantId }: { courseId: string; tenantId: string }) => generateQuiz(courseId, tenantId),
    onSuccess: (quiz, { courseId }) => {
      if (!Array.isArray(quiz.mcqs) || quiz.mcqs.length === 0) {
        toast.error(quizMessages.invalidMcq);
        return;
      }
      saveCurrentQuiz({ attemptId: quiz.attemptId, courseId, mcqs: quiz.mcqs, answers: {}, hints: {}, notice: quiz.notice });
      saveQuizResults(null);
      saveLastQuizCourseId(courseId);
      if (quiz.notice) toast.info(quiz.notice);
      onReady(courseId);
    },
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : quizMessages.prepareFailed),
  });
  return { start: mutation.mutate, isGenerating: mutation.isPending };
}
