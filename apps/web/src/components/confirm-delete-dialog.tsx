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

type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  /** What deleting does: shown before anything is sent. */
  description: React.ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The one "Delete X" confirmation: Cancel or a destructive Delete that keeps the dialog open until the server answers. */
export function ConfirmDeleteDialog({ open, title, description, isPending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
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
          <Button variant="destructive" disabled={isPending} onClick={onConfirm}>
            {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
