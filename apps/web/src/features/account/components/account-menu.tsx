import { authMessages, changePasswordSchema } from '@complyra/core';
import { BellRing, KeyRound, LogOut, UserCog } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { changePassword, logoutEverywhere } from '../api/account';
import { ReminderSettingsDialog, reminderSettingsText } from './reminder-settings-dialog';

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The signed-in person's account: change password and sign out everywhere (every role); an employee also
 * chooses their reminder e-mails.
 */
export function AccountMenu({ onSignedOut, role }: { onSignedOut: () => void; role?: string | null }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [remindersOpen, setRemindersOpen] = useState(false);

  const signOutEverywhere = async () => {
    try {
      await logoutEverywhere();
      toast.success(authMessages.signedOutEverywhere);
      onSignedOut();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out everywhere'));
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label="Account">
            <UserCog aria-hidden="true" />
            Account
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialogOpen(true)}>
            <KeyRound aria-hidden="true" />
            Change password
          </DropdownMenuItem>
          {role === 'EMPLOYEE' && (
            <DropdownMenuItem onSelect={() => setRemindersOpen(true)}>
              <BellRing aria-hidden="true" />
              {reminderSettingsText.title}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void signOutEverywhere()}>
            <LogOut aria-hidden="true" />
            Sign out everywhere
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ChangePasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      {role === 'EMPLOYEE' && <ReminderSettingsDialog open={remindersOpen} onOpenChange={setRemindersOpen} />}
    </>
  );
}

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? authMessages.fillAllFields);
      return;
    }
    setSaving(true);
    try {
      const result = await changePassword(parsed.data);
      toast.success(result.message);
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to change password'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>Your other devices are signed out when the password changes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="current-password">Current password</Label>
            <Input id="current-password" name="currentPassword" type="password" autoComplete="current-password" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-password">New password</Label>
            <Input id="new-password" name="newPassword" type="password" autoComplete="new-password" />
          </div>
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={saving}>
              Change password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
