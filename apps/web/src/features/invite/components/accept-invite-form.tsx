import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { SuccessNotice } from '../../../components/success-notice';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../config/paths';
import { decodeToken, setSession } from '../../../lib/session';
import { useAcceptInvite } from '../api/accept-invite';

const passwordFormSchema = z
  .object({
    password: z.string().min(6, 'Password must be at least 6 characters'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { message: 'The passwords do not match', path: ['confirm'] });
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** The one-time invite: the employee chooses a password and is signed in to their dashboard. */
export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const [isDone, setIsDone] = useState(false);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { token: sessionToken } = await accept.mutateAsync({ token, password });
      setSession(sessionToken, decodeToken(sessionToken).tenantId);
      setIsDone(true);
      toast.success('Your password is set. Welcome!');
      await navigate(paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not set your password. Please try again.');
    }
  });

  if (isDone) return <SuccessNotice>Opening your dashboard...</SuccessNotice>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="invite-email">Email</Label>
        <Input id="invite-email" value={email} readOnly disabled />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-password">New password</Label>
        <Input id="invite-password" type="password" autoComplete="new-password" {...form.register('password')} />
        {errors.password ? <p className="text-destructive text-sm">{errors.password.message}</p> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-confirm">Repeat the password</Label>
        <Input id="invite-confirm" type="password" autoComplete="new-password" {...form.register('confirm')} />
        {errors.confirm ? <p className="text-destructive text-sm">{errors.confirm.message}</p> : null}
      </div>
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? 'Saving...' : 'Set password and sign in'}
      </Button>
    </form>
  );
}
