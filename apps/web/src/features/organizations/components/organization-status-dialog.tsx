import type { Tenant, TenantStatus } from '@complyra/core/tenants/tenants.schema';
import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';

type OrganizationStatusDialogProps = {
  /** The organization to change, with the status it will get; null when closed. */
  target: { tenant: Tenant; status: TenantStatus } | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Are you sure you want to deactivate the organization {name}?" (and activate likewise). */
export function OrganizationStatusDialog({ target, isPending, onConfirm, onCancel }: OrganizationStatusDialogProps) {
  const verb = target?.status === 'active' ? 'activate' : 'deactivate';
  const action = target?.status === 'active' ? 'Activate' : 'Deactivate';
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && !isPending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{action} Organization</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to {verb} the organization {target?.tenant.name}?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server answers. */}
          <Button
            variant={target?.status === 'active' ? 'default' : 'destructive'}
            disabled={isPending}
            onClick={onConfirm}
          >
            {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {action}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
