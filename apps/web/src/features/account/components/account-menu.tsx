import { authMessages } from '@complyra/core/auth/auth.messages';
import { BellRing, KeyRound, LogOut, UserCog } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { logoutEverywhere } from '../api/account';
import { errorMessage } from './error-message';
import { ReminderSettingsDialog, reminderSettingsText } from './reminder-settings-dialog';

// The password rules are zod schemas: the menu, loaded on every signed-in screen, asks for them only when opened.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

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
      {dialogOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onOpenChange={setDialogOpen} />
        </Suspense>
      )}
      {role === 'EMPLOYEE' && <ReminderSettingsDialog open={remindersOpen} onOpenChange={setRemindersOpen} />}
    </>
  );
}
