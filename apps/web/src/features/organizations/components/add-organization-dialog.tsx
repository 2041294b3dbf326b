import { type CreateTenant, createTenantSchema, tenantMessages } from '@complyra/core/tenants/tenants.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-client';
import { useCreateTenant } from '../api/create-tenant';

const emptyValues: CreateTenant = { name: '', domain: '', adminEmail: '', adminPassword: '' };

type AddOrganizationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function AddOrganizationDialog({ open, onOpenChange }: AddOrganizationDialogProps) {
  const id = useId();
  const createTenant = useCreateTenant();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateTenant>({ resolver: zodResolver(createTenantSchema), defaultValues: emptyValues });

  const close = (next: boolean) => {
    if (createTenant.isPending) return;
    if (!next) reset(emptyValues);
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createTenant.mutateAsync(values);
      toast.success(tenantMessages.added);
      reset(emptyValues);
      onOpenChange(false);
    } catch (error) {
      // A taken domain or admin e-mail (409) says which; anything else gets the catalogue's sentence.
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : tenantMessages.addFailed);
    }
  });

  const isBusy = createTenant.isPending;
  const fields: { name: keyof CreateTenant; label: string; type: string; autoComplete: string; placeholder: string }[] = [
    { name: 'name', label: 'Organization Name', type: 'text', autoComplete: 'organization', placeholder: 'Acme Corporation' },
    { name: 'domain', label: 'Domain', type: 'text', autoComplete: 'off', placeholder: 'acme.com' },
    { name: 'adminEmail', label: 'Admin Email', type: 'email', autoComplete: 'off', placeholder: 'admin@acme.com' },
    { name: 'adminPassword', label: 'Admin Password', type: 'password', autoComplete: 'new-password', placeholder: '' },
  ];

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add New Organization</DialogTitle>
          <DialogDescription>The organization's admin signs in at Admin Login with this e-mail and password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {fields.map((field) => {
            const error = errors[field.name]?.message;
            return (
              <div key={field.name} className="space-y-2">
                <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
                <Input
                  id={`${id}-${field.name}`}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder || undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${field.name}-error` : undefined}
                  disabled={isBusy}
                  {...register(field.name)}
                />
                {error && (
                  <p id={`${id}-${field.name}-error`} className="text-destructive text-sm">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isBusy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy}>
              {isBusy ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" />
                  Creating...
                </>
              ) : (
                'Create Organization'
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
