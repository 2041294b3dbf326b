import { assignmentMessages } from '@complyra/core/assignments/assignments.schema';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

type FillDetailsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGoToDetails: () => void;
};

/** The gate before assignment: employees see these contacts, so they must exist first. */
export function FillDetailsDialog({ open, onOpenChange, onGoToDetails }: FillDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{assignmentMessages.fillDetailsFirst}</DialogTitle>
          <DialogDescription>
            Courses show your HR contact and executive team to employees. Add them in Organization Settings.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={onGoToDetails}>
            {assignmentMessages.goToDetails}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
