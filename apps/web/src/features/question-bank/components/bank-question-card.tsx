import { choiceLetters, type Choices } from '@complyra/core/quiz/quiz.schema';
import type { BankQuestion } from '@complyra/core/quiz/question-bank.schema';
import { Archive, ArchiveRestore, Check, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

type Wording = { question: string; choices: Choices; hint: string };

type BankQuestionCardProps = {
  question: BankQuestion;
  onRetire: (retired: boolean) => Promise<void>;
  onSave: (wording: Wording) => Promise<void>;
};

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** One bank question: its slide, choices (the key marked), hint, the organization's results, and its actions. */
export function BankQuestionCard({ question, onRetire, onSave }: BankQuestionCardProps) {
  const [draft, setDraft] = useState<Wording | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
      setDraft(null);
    } catch (error) {
      // The server's reasons (a 400 names the checks the wording failed), shown beside the form.
      setRefusal(error instanceof Error ? error.message : 'Failed to update the question.');
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setDraft(null);
    setRefusal(null);
  };
  const label = `question on slide ${question.slide}: ${question.question}`;

  return (
    <Card data-testid={`bank-question-${question.id}`} className={question.retired ? 'opacity-60' : undefined}>
      <CardContent className="flex flex-col gap-2 pt-4 text-sm">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="secondary">Slide {question.slide}</Badge>
          {question.retired && <Badge variant="outline">Retired</Badge>}
          {question.edited && <Badge variant="outline">Edited</Badge>}
          {question.source === 'ai' && <Badge variant="outline">AI</Badge>}
          <span className="text-muted-foreground">
            {question.asked === 0
              ? 'Not asked yet'
              : `Asked ${question.asked} ${question.asked === 1 ? 'time' : 'times'} · answered right ${percent(question.rightShare)} · used the hint ${percent(question.hintShare)}`}
          </span>
        </div>
        {draft ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => onSave(draft));
            }}
          >
            <Label htmlFor={`stem-${question.id}`}>Question</Label>
            <Textarea id={`stem-${question.id}`} value={draft.question} onChange={(e) => setDraft({ ...draft, question: e.target.value })} />
            {choiceLetters.map((letter) => (
              <div key={letter} className="flex items-center gap-2">
                <Label htmlFor={`choice-${question.id}-${letter}`} className="w-28 shrink-0">
                  Choice {letter}{letter === question.correctAnswer ? ' (right)' : ''}
                </Label>
                <Input
                  id={`choice-${question.id}-${letter}`}
                  value={draft.choices[letter]}
                  onChange={(e) => setDraft({ ...draft, choices: { ...draft.choices, [letter]: e.target.value } })}
                />
              </div>
            ))}
            <Label htmlFor={`hint-${question.id}`}>Hint</Label>
            <Input id={`hint-${question.id}`} value={draft.hint} onChange={(e) => setDraft({ ...draft, hint: e.target.value })} />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={busy}>Save</Button>
              <Button type="button" size="sm" variant="outline" disabled={busy} onClick={cancel}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p className="font-medium">{question.question}</p>
            <ul className="flex flex-col gap-1">
              {choiceLetters.map((letter) => (
                <li key={letter} className={letter === question.correctAnswer ? 'flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-400' : 'flex items-center gap-1'}>
                  {letter}. {question.choices[letter]}
                  {letter === question.correctAnswer && <Check className="size-3.5" aria-label="right answer" />}
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground text-xs">Hint: {question.hint}</p>
            <div className="flex gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Edit ${label}`}
                onClick={() => setDraft({ question: question.question, choices: question.choices, hint: question.hint })}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`${question.retired ? 'Restore' : 'Retire'} ${label}`}
                onClick={() => void run(() => onRetire(!question.retired))}
              >
                {question.retired ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
                {question.retired ? 'Restore' : 'Retire'}
              </Button>
            </div>
          </>
        )}
        {refusal && <p role="alert" className="rounded-md bg-destructive/10 p-2 text-destructive text-xs">{refusal}</p>}
      </CardContent>
    </Card>
  );
}
