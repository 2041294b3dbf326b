import type { Tenant, TenantStatus } from '@complyra/core/tenants/tenants.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type OrganizationStatusDialogProps = {
  /** The organization to change, with the status it will get; null when closed. */
  target: { tenant: Tenant; status: TenantStatus } | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Are you sure you want to deactivate the organization {name}?" (and activate likewise). */
export function OrganizationStatusDialog({ target, isPending, onConfirm, onCancel }: OrganizationStatusDialogProps) {
  const activating = target?.status === 'active';
  const action = activating ? 'Activate' : 'Deactivate';
  return (
    <ConfirmDialog
      open={target !== null}
      title={`${action} Organization`}
      description={`Are you sure you want to ${activating ? 'activate' : 'deactivate'} the organization ${target?.tenant.name}?`}
      confirmLabel={action}
      variant={activating ? 'default' : 'destructive'}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
