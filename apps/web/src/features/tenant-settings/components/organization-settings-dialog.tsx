import { type TenantDetails, tenantDetailsMessages } from '@complyra/core/tenants/tenant-details.schema';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useTenantDetails } from '../api/get-tenant-details';
import { useSaveTenantDetails } from '../api/save-tenant-details';
import { TenantDetailsForm } from './tenant-details-form';
import { TenantDetailsView } from './tenant-details-view';

/** The server's own words when it gave some; otherwise the screen's fallback is shown. */
function serverMessage(error: Error): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { message, error: text } = error.body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof text === 'string' && text) return text;
  return null;
}

type OrganizationSettingsDialogProps = {
  tenantId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Organization Settings: read view, Edit Details, and the form; Save goes back to the read view. */
export function OrganizationSettingsDialog({ tenantId, open, onOpenChange }: OrganizationSettingsDialogProps) {
  const [isEditing, setIsEditing] = useState(false);
  const details = useTenantDetails(tenantId ?? '', open && Boolean(tenantId));
  const save = useSaveTenantDetails(tenantId ?? '');

  const changeOpen = (next: boolean) => {
    if (!next) setIsEditing(false);
    onOpenChange(next);
  };

  const onSave = (values: TenantDetails) => {
    if (!tenantId) {
      toast.error(tenantDetailsMessages.noTenant);
      return;
    }
    save.mutate(values, {
      onSuccess: () => {
        toast.success(tenantDetailsMessages.saved);
        setIsEditing(false);
      },
      onError: (error) => toast.error(serverMessage(error) ?? tenantDetailsMessages.saveFailed),
    });
  };

  let body: React.ReactNode;
  if (!tenantId) body = <p role="alert" className="text-destructive text-sm">{tenantDetailsMessages.noTenantInline}</p>;
  else if (details.isPending) body = <p role="status" className="text-muted-foreground text-sm">Loading details...</p>;
  else if (details.isError)
    body = (
      <p role="alert" className="text-destructive text-sm">
        {details.error.message}
      </p>
    );
  else if (isEditing)
    body = (
      <TenantDetailsForm
        defaultValues={details.data}
        isSaving={save.isPending}
        onCancel={() => setIsEditing(false)}
        onSave={onSave}
      />
    );
  else
    body = (
      <>
        <TenantDetailsView details={details.data} />
        <DialogFooter>
          <Button type="button" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Details
          </Button>
        </DialogFooter>
      </>
    );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Organization Settings</DialogTitle>
          <DialogDescription>Contacts of your organization, shown to employees in their courses.</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
