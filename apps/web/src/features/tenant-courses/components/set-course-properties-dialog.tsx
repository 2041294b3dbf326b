import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { CoursePropertiesFields, type CoursePropertiesValue, emptyPoc, noDue } from './course-properties-fields';

/** The assignment dialog starts with SAME and one empty point of contact (spec 000 sections 2, 9). */
export const initialAssignmentProperties = (): CoursePropertiesValue => ({
  skippable: false,
  mandatory: true,
  retryType: 'SAME',
  pocs: [emptyPoc()],
  due: noDue(),
  recurMonths: null,
});

type SetCoursePropertiesDialogProps = {
  open: boolean;
  courseTitles: string[];
  isAssigning: boolean;
  onOpenChange: (open: boolean) => void;
  onAssign: (properties: CoursePropertiesValue) => void;
};

export function SetCoursePropertiesDialog({
  open,
  courseTitles,
  isAssigning,
  onOpenChange,
  onAssign,
}: SetCoursePropertiesDialogProps) {
  const [value, setValue] = useState(initialAssignmentProperties);
  // Each opening starts from the defaults.
  useEffect(() => {
    if (open) setValue(initialAssignmentProperties());
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(next) => !isAssigning && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Set Course Properties</DialogTitle>
          <DialogDescription>{courseTitles.join(', ')}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            onAssign(value);
          }}
        >
          <CoursePropertiesFields value={value} onChange={setValue} disabled={isAssigning} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isAssigning} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isAssigning}>
              {isAssigning ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {isAssigning ? 'Assigning...' : 'Assign Course'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
