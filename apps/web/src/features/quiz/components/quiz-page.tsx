import { hintPenalty } from '@complyra/core/quiz/quiz.rules';
import { choiceLetters, quizMessages } from '@complyra/core/quiz/quiz.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';
import { queryKeys } from '../../../lib/query-keys';
import { requestHint, submitQuiz } from '../api/quiz-api';
import { type CurrentQuiz, readCurrentQuiz, saveCurrentQuiz, saveQuizResults } from '../quiz-storage';
import { GeneratingOverlay } from './generating-overlay';

type QuizPageProps = {
  courseId: string;
  /** No stored quiz for this course: back to the course page. */
  onMissing: () => void;
  onSubmitted: (courseId: string) => void;
};

/** Spec 001 "Quiz": one question at a time, a hint (−3), Next once answered, Submit Quiz when all are answered. */
export function QuizPage({ courseId, onMissing, onSubmitted }: QuizPageProps) {
  const [quiz, setQuiz] = useState<CurrentQuiz | null>(() => {
    const stored = readCurrentQuiz();
    return stored && stored.courseId === courseId ? stored : null;
  });
  const [index, setIndex] = useState(0);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (quiz) return;
    toast.error(quizMessages.quizNotFound);
    onMissing();
  }, [quiz, onMissing]);

  const update = (next: CurrentQuiz) => {
    setQuiz(next);
    saveCurrentQuiz(next);
  };

  const hint = useMutation({
    mutationFn: (number: number) => requestHint(quiz!.attemptId, number),
    onSuccess: (data, number) => update({ ...quiz!, hints: { ...quiz!.hints, [number]: data.hint } }),
    onError: (error) => toast.error(error.message),
  });
  const submit = useMutation({
    mutationFn: () => submitQuiz(quiz!.attemptId, quiz!.answers),
    onSuccess: (result) => {
      // The results page reads this query: without it a retry's page would first show the previous attempt.
      queryClient.setQueryData(queryKeys.latestQuizResult(courseId), result);
      saveQuizResults(result);
      saveCurrentQuiz(null);
      onSubmitted(courseId);
    },
    onError: (error) => toast.error(error.message || quizMessages.submitFailed),
  });

  if (!quiz) return <GeneratingOverlay message={quizMessages.generating} />;
  const question = quiz.mcqs[index]!;
  const key = String(question.number);
  const answer = quiz.answers[key];
  const isLast = index === quiz.mcqs.length - 1;
  const allAnswered = quiz.mcqs.every((q) => quiz.answers[String(q.number)]);
  const hintText = quiz.hints[key];

  const onSubmit = () => {
    if (!allAnswered) {
      toast.error(quizMessages.answerAll);
      return;
    }
    submit.mutate();
  };

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 md:p-8">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>
          Question {index + 1} of {quiz.mcqs.length}
        </span>
        <span>{Object.keys(quiz.answers).length} answered</span>
      </div>
      <Progress value={((index + 1) / quiz.mcqs.length) * 100} aria-label="Quiz progress" />
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl leading-snug" id="quiz-question">
              {question.question}
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <fieldset aria-labelledby="quiz-question" className="flex flex-col gap-2">
            {choiceLetters.map((letter) => (
              <label
                key={letter}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border p-3 focus-within:ring-2 focus-within:ring-ring hover:bg-accent',
                  answer === letter && 'border-primary bg-primary/10',
                )}
              >
                <input
                  type="radio"
                  name={`question-${key}`}
                  value={letter}
                  checked={answer === letter}
                  onChange={() => update({ ...quiz, answers: { ...quiz.answers, [key]: letter } })}
                  className="mt-1"
                />
                <span>
                  <span className="font-semibold">{letter}.</span> {question.choices[letter]}
                </span>
              </label>
            ))}
          </fieldset>
          {hintText ? (
            <p className="rounded-md bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100" role="note">
              <Lightbulb className="mr-1 inline size-4" aria-hidden="true" />
              {hintText} <span className="font-medium">(Hint used: −{hintPenalty} points)</span>
            </p>
          ) : (
            <Button variant="outline" size="sm" className="self-start" disabled={hint.isPending} onClick={() => hint.mutate(question.number)}>
              <Lightbulb aria-hidden="true" /> Hint (−{hintPenalty} points)
            </Button>
          )}
        </CardContent>
        <CardFooter className="justify-between">
          <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Previous
          </Button>
          {isLast ? (
            allAnswered ? (
              <Button onClick={onSubmit} disabled={submit.isPending}>
                {quizMessages.submitQuiz}
              </Button>
            ) : null
          ) : (
            <Button disabled={!answer} onClick={() => setIndex(index + 1)}>
              Next
            </Button>
          )}
        </CardFooter>
      </Card>
    </main>
  );
}
