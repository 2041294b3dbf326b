import type { BankQuestion, QuestionBank } from '@complyra/core/quiz/question-bank.schema';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '../../../components/page-spinner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';
import { editBankQuestion, useQuestionBank } from '../api/question-bank-api';
import { BankQuestionCard } from './bank-question-card';

type QuestionBankPageProps = { courseId: string; tenantId: string };

/**
 * /admin/course/{courseId}/questions: the course's quiz questions as the organization asks them, each with its source
 * slide and how the organization's learners did; the admin retires, restores or rewords a question.
 */
export function QuestionBankPage({ courseId, tenantId }: QuestionBankPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuestionBank(tenantId, courseId);

  /** Sends one change; the server's bank (or its 400 with the reasons) is what the page shows next. */
  const change = async (question: BankQuestion, edit: Parameters<typeof editBankQuestion>[3], done: string) => {
    const bank = await editBankQuestion(tenantId, courseId, question.id, edit);
    queryClient.setQueryData<QuestionBank>(queryKeys.questionBank(tenantId, courseId), bank);
    toast.success(done);
  };

  const bank = query.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => void navigate(paths.adminDashboard.getHref())}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <h1 className="font-semibold text-xl">Quiz Questions</h1>
      </div>
      {query.isPending && <PageSpinner />}
      {query.isError && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-destructive text-sm">{query.error.message}</p>
      )}
      {bank && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{bank.courseTitle}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <p>
                {bank.active} {bank.active === 1 ? 'question' : 'questions'} can be asked (one per fact; a quiz asks up to 10,
                at least {bank.minimum} when the course has them). Retired questions are never asked in your organization.
              </p>
              {bank.warning && (
                <p role="status" className="flex items-start gap-1.5 rounded-md bg-amber-500/10 px-2 py-1.5 text-amber-800 dark:text-amber-300">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{bank.warning}</span>
                </p>
              )}
            </CardContent>
          </Card>
          <ul className="flex flex-col gap-3">
            {bank.questions.map((question) => (
              <li key={question.id}>
                <BankQuestionCard
                  question={question}
                  onRetire={(retired) => change(question, { retired }, retired ? 'Question retired.' : 'Question restored.')}
                  onSave={(wording) => change(question, wording, 'Question updated.')}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
