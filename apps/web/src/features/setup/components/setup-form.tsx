import { setupMessages } from '@complyra/core/setup/setup.schema';
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
import { useCompleteSetup } from '../api/setup';

const setupFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    email: z.email('Please enter a valid email address'),
    password: z.string().min(8, setupMessages.passwordTooShort),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { message: setupMessages.passwordsDiffer, path: ['confirm'] });
type SetupForm = z.infer<typeof setupFormSchema>;

const fields = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Repeat the password', type: 'password', autoComplete: 'new-password' },
] as const;

/** First-run set-up: the super user's account, then straight to the Super User Dashboard. */
export function SetupForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const complete = useCompleteSetup();
  const form = useForm<SetupForm>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const [isDone, setIsDone] = useState(false);

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    try {
      const { token } = await complete.mutateAsync({ code, name, email, password });
      setSession(token, decodeToken(token).tenantId);
      setIsDone(true);
      toast.success(setupMessages.created);
      await navigate(paths.superuserDashboard.getHref(), { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Set-up failed. Please try again.');
    }
  });

  if (isDone) return <SuccessNotice>Opening the Super User Dashboard...</SuccessNotice>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {fields.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`setup-${field.name}`}>{field.label}</Label>
          <Input
            id={`setup-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            {...form.register(field.name)}
          />
          {errors[field.name] ? <p className="text-destructive text-sm">{errors[field.name]?.message}</p> : null}
        </div>
      ))}
      <Button type="submit" disabled={complete.isPending}>
        {complete.isPending ? 'Creating...' : 'Create super user'}
      </Button>
    </form>
  );
}
