import { ShieldAlert } from 'lucide-react';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

type AccessDeniedDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
};

export function AccessDeniedDialog({ open, onOpenChange, message }: AccessDeniedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} className="sm:max-w-md">
        <DialogHeader>
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 sm:mx-0">
            <ShieldAlert className="size-6 text-destructive" aria-hidden="true" />
          </div>
          <DialogTitle>Access Denied</DialogTitle>
          <DialogDescription className="text-foreground">{message}</DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground text-sm">
          Contact your organization's administrator or reach out to our support team for assistance.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
