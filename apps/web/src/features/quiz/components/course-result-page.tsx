import { quizMessages } from '@complyra/core/quiz/quiz.schema';
import { Printer } from 'lucide-react';
import { PageSpinner } from '../../../components/page-spinner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useLatestResult } from '../api/quiz-api';
import { useStartQuiz } from '../hooks/use-start-quiz';
import { GeneratingOverlay } from './generating-overlay';

type CourseResultPageProps = {
  courseId: string;
  tenantId: string;
  onReviewCourse: () => void;
  onRetryReady: (courseId: string) => void;
  onDashboard: () => void;
};

/**
 * /dashboard/course/{courseId}/result, the spec's second result view, with the real course and holder:
 * a pass shows the issued Certificate of Completion with a print button; a fail offers the course and the quiz again.
 */
export function CourseResultPage({ courseId, tenantId, onReviewCourse, onRetryReady, onDashboard }: CourseResultPageProps) {
  const latest = useLatestResult(courseId);
  const { start, isGenerating } = useStartQuiz(onRetryReady);
  if (latest.isPending) return <PageSpinner />;
  const result = latest.data;
  if (!result) {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-semibold">{quizMessages.noResultsTitle}</h1>
        <p className="text-muted-foreground">{quizMessages.noResultsText}</p>
        <Button onClick={onDashboard}>{quizMessages.returnToDashboard}</Button>
      </main>
    );
  }
  if (result.passed) {
    const png = result.certificate?.certificateUrl.replace(/pdf$/, 'png');
    return (
      <main className="mx-auto flex w-full max-w-4xl flex-col items-center gap-4 p-4 md:p-8">
        <h1 className="text-2xl font-semibold">Certificate of Completion</h1>
        {/* A pass whose certificate is still being issued (the server issues it; the result is read again). */}
        {png ? (
          <img src={png} alt={`Certificate of Completion: ${result.holderName}, ${result.courseTitle}`} width={800} height={600} className="h-auto max-w-full rounded-md border" />
        ) : (
          <p role="status">{quizMessages.generatingCertificate}</p>
        )}
        <div className="flex gap-3 print:hidden">
          <Button onClick={() => window.print()} disabled={!png}>
            <Printer aria-hidden="true" /> Print
          </Button>
          <Button variant="outline" onClick={onDashboard}>
            {quizMessages.returnToDashboard}
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 md:p-8">
      {isGenerating ? <GeneratingOverlay message={quizMessages.generatingOverlay} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{quizMessages.didNotPass}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p>
            {result.courseTitle}: {result.score}% ({result.correct} of {result.total} correct). The pass mark is 70%.
          </p>
          <div className="flex gap-3">
            <Button variant="outline" onClick={onReviewCourse}>
              {quizMessages.reviewCourse}
            </Button>
            {result.canRetakeQuiz ? (
              <Button onClick={() => start({ courseId, tenantId })} disabled={isGenerating}>
                {quizMessages.tryQuizAgain}
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
