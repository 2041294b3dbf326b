import { type TenantDetails, tenantDetailsSchema } from '@complyra/core/tenants/tenant-details.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

type DetailsInput = z.input<typeof tenantDetailsSchema>;
type Field = { key: keyof TenantDetails; label: string; type?: string; placeholder?: string };

const hrFields: Field[] = [
  { key: 'hrContactName', label: 'HR Name' },
  { key: 'hrContactEmail', label: 'HR Email', type: 'email', placeholder: 'hr@company.com' },
  { key: 'hrContactPhone', label: 'HR Phone', type: 'tel', placeholder: '+91 98765 43210' },
];
const executiveFields: Field[] = [
  { key: 'ceoName', label: 'CEO Name' },
  { key: 'ceoEmail', label: 'CEO Email', type: 'email', placeholder: 'ceo@company.com' },
  { key: 'ceoContact', label: 'CEO Contact', type: 'tel', placeholder: '+91 98765 43210' },
  { key: 'ctoName', label: 'CTO Name' },
  { key: 'ctoEmail', label: 'CTO Email', type: 'email', placeholder: 'cto@company.com' },
  { key: 'ctoContact', label: 'CTO Contact', type: 'tel', placeholder: '+91 98765 43210' },
];

type TenantDetailsFormProps = {
  defaultValues: TenantDetails;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (details: TenantDetails) => void;
};

/** Edit form: every field optional; the three e-mails are checked by the core schema when filled. */
export function TenantDetailsForm({ defaultValues, isSaving, onCancel, onSave }: TenantDetailsFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsInput, unknown, TenantDetails>({ resolver: zodResolver(tenantDetailsSchema), defaultValues });

  const renderField = (field: Field) => (
    <div key={field.key} className="space-y-1.5">
      <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
      <Input
        id={`${id}-${field.key}`}
        type={field.type ?? 'text'}
        placeholder={field.placeholder}
        aria-invalid={errors[field.key] ? true : undefined}
        disabled={isSaving}
        {...register(field.key)}
      />
      {errors[field.key] ? <p className="text-destructive text-sm">{errors[field.key]?.message}</p> : null}
    </div>
  );

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-sm">HR Contact</legend>
        <div className="grid gap-3 sm:grid-cols-2">{hrFields.map(renderField)}</div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-sm">Executive Team</legend>
        <div className="grid gap-3 sm:grid-cols-2">{executiveFields.map(renderField)}</div>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
