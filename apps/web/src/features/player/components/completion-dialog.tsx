import { playerMessages } from '@complyra/core/progress/progress.rules';
import { PartyPopper } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';

type CompletionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admin preview shows only 'Hurray!!'; employees get 'Course Completed!' with 'Start Assessment'. */
  isPreview: boolean;
  onStartAssessment: () => void;
};

export function CompletionDialog({ open, onOpenChange, isPreview, onStartAssessment }: CompletionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <PartyPopper className="size-10 text-primary" aria-hidden="true" />
          <DialogTitle>{isPreview ? playerMessages.hurray : playerMessages.courseCompleted}</DialogTitle>
          <DialogDescription>
            {isPreview
              ? 'You have reached the end of this course preview.'
              : 'You have finished every slide of this course. Take the assessment to earn your certificate.'}
          </DialogDescription>
        </DialogHeader>
        {isPreview ? null : (
          <DialogFooter className="sm:justify-center">
            <Button onClick={onStartAssessment}>{playerMessages.startAssessment}</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
