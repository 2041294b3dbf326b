import { type CreateUser, createUserSchema, userMessages } from '@complyra/core/users/users.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useAddUser } from '../api/add-user';
import { absoluteInviteUrl } from '../utils/invite-links';
import { InviteLinkField } from './copy-button';

type FormValues = { name: string; email: string; password?: string };
const emptyValues: FormValues = { name: '', email: '', password: '' };

/** Add User: with a password the employee can sign in at once; without one they get a one-time invite link. */
export function AddUserDialog({ tenantId }: { tenantId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const addUser = useAddUser(tenantId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, CreateUser>({ resolver: zodResolver(createUserSchema), defaultValues: emptyValues });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset(emptyValues);
      setInviteUrl(null);
    }
  };

  const onSubmit = handleSubmit((values) =>
    addUser.mutateAsync(values).then(
      (answer) => {
        toast.success(userMessages.added);
        if (answer.inviteUrl) setInviteUrl(absoluteInviteUrl(answer.inviteUrl));
        else close(false);
      },
      (error: unknown) => toast.error(error instanceof Error ? error.message : userMessages.addFailed),
    ),
  );

  const field = (name: keyof FormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    disabled: addUser.isPending,
    ...register(name),
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            Leave the password empty to get a one-time link the employee uses to set their own.
          </DialogDescription>
        </DialogHeader>
        {inviteUrl ? (
          <div className="space-y-3">
            <p className="text-sm">Send this one-time invite link to the employee. If it gets lost, use Resend invite in the Users table.</p>
            <InviteLinkField url={inviteUrl} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`}>Name</Label>
              <Input autoComplete="off" {...field('name')} />
              {errors.name ? <p className="text-destructive text-sm">{errors.name.message}</p> : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input type="email" autoComplete="off" {...field('email')} />
              {errors.email ? <p className="text-destructive text-sm">{errors.email.message}</p> : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-password`}>Password (optional)</Label>
              <Input type="password" autoComplete="new-password" {...field('password')} />
              {errors.password ? <p className="text-destructive text-sm">{errors.password.message}</p> : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={addUser.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={addUser.isPending}>
                {addUser.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {addUser.isPending ? 'Adding...' : 'Add User'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
