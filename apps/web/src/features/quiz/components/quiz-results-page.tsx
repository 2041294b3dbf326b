import type { QuizResult } from '@complyra/core/quiz/quiz.schema';
import { quizMessages } from '@complyra/core/quiz/quiz.schema';
import { Award, CheckCircle2, Download, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { confirmCertificate, useLatestResult } from '../api/quiz-api';
import { useStartQuiz } from '../hooks/use-start-quiz';
import { clearQuizState, saveQuizResults } from '../quiz-storage';
import { GeneratingOverlay } from './generating-overlay';

type QuizResultsPageProps = {
  courseId: string | null;
  tenantId: string;
  userId: string | null;
  onDashboard: () => void;
  onRetryReady: (courseId: string) => void;
};

/** Spec 001 "Quiz results": the server's result of the last submitted attempt (local storage is only a cache). */
export function QuizResultsPage({ courseId, tenantId, userId, onDashboard, onRetryReady }: QuizResultsPageProps) {
  const latest = useLatestResult(courseId);
  const { start, isGenerating } = useStartQuiz(onRetryReady);
  const result = latest.data;

  useEffect(() => {
    if (result) saveQuizResults(result);
  }, [result]);

  const returnToDashboard = () => {
    clearQuizState();
    onDashboard();
  };

  if (courseId && latest.isPending) return <PageSpinner />;
  if (!result) {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-semibold">{quizMessages.noResultsTitle}</h1>
        <p className="text-muted-foreground">{quizMessages.noResultsText}</p>
        <Button onClick={returnToDashboard}>{quizMessages.returnToDashboard}</Button>
      </main>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8">
      {isGenerating ? <GeneratingOverlay message={quizMessages.generatingOverlay} /> : null}
      <Card>
        <CardHeader className="text-center">
          <CardTitle>
            <h1 className="text-2xl">{quizMessages.resultsTitle}</h1>
          </CardTitle>
          <CardDescription>{result.passed ? quizMessages.passedText : quizMessages.failedText}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          <p className="text-5xl font-bold" data-testid="quiz-score">
            {result.score}%
          </p>
          <Progress value={result.score} className="h-3 max-w-md" aria-label="Score" />
          <Badge variant={result.passed ? 'default' : 'destructive'} className="gap-1 text-sm">
            {result.passed ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
            {result.passed ? quizMessages.passed : quizMessages.notPassed}
          </Badge>
          <dl className="grid w-full grid-cols-3 gap-3 text-center">
            {[
              [quizMessages.totalQuestions, result.total],
              [quizMessages.correctAnswers, result.correct],
              [quizMessages.incorrectAnswers, result.incorrect],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {result.items.some((item) => item.usedHint) ? (
            <p className="text-sm text-muted-foreground">
              Hints used: {result.items.filter((item) => item.usedHint).length} (−3 points each)
            </p>
          ) : null}
        </CardContent>
      </Card>

      {result.passed ? <CertificateCard result={result} userId={userId} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{quizMessages.detailedResults}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3">
            {result.items.map((item, i) => (
              <li key={i} className="rounded-md border p-3">
                <p className="font-medium">
                  {i + 1}. {item.question}
                </p>
                <p className={item.isCorrect ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}>
                  Your answer: {item.userAnswer}
                  {item.usedHint ? ' (hint used)' : ''}
                </p>
                {item.isCorrect ? null : <p className="text-muted-foreground">Correct answer: {item.correctAnswer}</p>}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <div className="flex justify-center gap-3">
        <Button variant="outline" onClick={returnToDashboard}>
          {quizMessages.returnToDashboard}
        </Button>
        {/* The server's rule: open until the course is passed (README, Assessment). */}
        {result.canRetakeQuiz ? (
          <Button onClick={() => start({ courseId: result.courseId, tenantId })} disabled={isGenerating}>
            {quizMessages.tryAgain}
          </Button>
        ) : null}
      </div>
    </main>
  );
}

function CertificateCard({ result, userId }: { result: QuizResult; userId: string | null }) {
  const certificate = result.certificate;
  const confirmed = useRef(false);
  useEffect(() => {
    // The spec's store call, once; the server only confirms the record it issued. Errors are only logged.
    if (!certificate || !userId || confirmed.current) return;
    confirmed.current = true;
    confirmCertificate(userId, result.courseId, certificate.certificateUrl).catch((error: unknown) => console.error(error));
  }, [certificate, userId, result.courseId]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <Award aria-hidden="true" /> {quizMessages.yourCertificate}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {certificate ? (
          <>
            <p>{quizMessages.certificateReady}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <a href={`${certificate.certificateUrl}?download=1`} download>
                  <Download aria-hidden="true" /> Download Certificate
                </a>
              </Button>
              <Button variant="outline" asChild>
                <a href={certificate.certificateUrl} target="_blank" rel="noreferrer">
                  View certificate
                </a>
              </Button>
              <Button variant="link" asChild>
                <a href={certificate.verifyUrl} target="_blank" rel="noreferrer">
                  Verification code {certificate.code}
                </a>
              </Button>
            </div>
          </>
        ) : (
          <p role="status">{quizMessages.generatingCertificate}</p>
        )}
      </CardContent>
    </Card>
  );
}
