import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What the action does: shown before anything is sent. */
  description: React.ReactNode;
  /** The confirming button's word ("Delete", "Deactivate", "Activate"). */
  confirmLabel: string;
  /** Destructive for what takes something away; default for what gives it back. */
  variant: 'destructive' | 'default';
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The one confirmation: Cancel, or the action, whose button keeps the dialog open until the server answers. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, variant, isPending, onConfirm, onCancel } = props;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !isPending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server answers. */}
          <Button variant={variant} disabled={isPending} onClick={onConfirm}>
            {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
