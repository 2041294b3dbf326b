import { deleteUserMessages, deleteUserWarning } from '@complyra/core/users/users.schema';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useDeleteUser } from '../api/delete-user';

/** Delete for one employee, after a confirmation that says they are anonymized and their records kept. */
export function DeleteUserButton({ tenantId, user }: { tenantId: string; user: { userId: string; name: string } }) {
  const remove = useDeleteUser(tenantId);
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () =>
    remove.mutateAsync(user.userId).then(
      () => {
        toast.success(deleteUserMessages.deleted);
        setConfirming(false);
      },
      (error: unknown) => {
        toast.error(error instanceof Error ? error.message : deleteUserMessages.deleteFailed);
        setConfirming(false);
      },
    );

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 text-muted-foreground hover:text-destructive"
        aria-label={`Delete ${user.name}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={deleteUserMessages.title}
        confirmLabel={deleteUserMessages.confirm}
        variant="destructive"
        description={deleteUserWarning(user.name)}
        isPending={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
