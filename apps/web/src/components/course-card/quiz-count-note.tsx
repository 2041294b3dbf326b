import { questionBankMessages, quizCountWarning } from '@complyra/core/quiz/question-bank.messages';
import { AlertTriangle, ListChecks } from 'lucide-react';

type QuizCountNoteProps = {
  /** Questions the course's quiz bank supports; null or absent before the course was counted. */
  count: number | null | undefined;
  /** Say the count only when it is a problem (the admin's card); the super user's card always says it. */
  warningsOnly?: boolean;
};

/**
 * How many quiz questions a ready course supports, with a warning when it is none or under the minimum. A
 * note, not a status: it says nothing new while the card is open, and the card's one status is its state.
 */
export function QuizCountNote({ count, warningsOnly = false }: QuizCountNoteProps) {
  if (count === null || count === undefined) return null;
  const warning = quizCountWarning(count);
  if (warning) {
    return (
      <p role="note" className="mt-1.5 flex items-start gap-1.5 rounded-md bg-amber-500/10 px-2 py-1.5 text-amber-800 text-xs dark:text-amber-300">
        <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span className="line-clamp-3">{warning}</span>
      </p>
    );
  }
  if (warningsOnly) return null;
  return (
    <p className="mt-1.5 flex items-center gap-1.5 text-muted-foreground text-xs">
      <ListChecks className="size-3.5 shrink-0" aria-hidden="true" />
      {questionBankMessages.supported(count)}
    </p>
  );
}
