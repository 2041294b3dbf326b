import { inviteMessages } from '@complyra/core/users/users.schema';
import { Loader2, MailPlus } from 'lucide-react';
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
import { useResendInvite } from '../api/resend-invite';
import { absoluteInviteUrl } from '../utils/invite-links';
import { InviteLinkField } from './copy-button';

/** Resend invite for one employee: makes a new link and shows it to copy. */
export function ResendInviteButton({ tenantId, user }: { tenantId: string; user: { userId: string; name: string } }) {
  const resend = useResendInvite(tenantId);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);

  const onClick = () =>
    resend.mutateAsync(user.userId).then(
      (answer) => {
        toast.success(inviteMessages.resent);
        setInviteUrl(absoluteInviteUrl(answer.inviteUrl));
      },
      (error: unknown) => toast.error(error instanceof Error ? error.message : 'Failed to resend the invite'),
    );

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onClick}
        disabled={resend.isPending}
        aria-label={`${inviteMessages.resend} to ${user.name}`}
      >
        {resend.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MailPlus aria-hidden="true" />}
        {inviteMessages.resend}
      </Button>
      <Dialog open={inviteUrl !== null} onOpenChange={(open) => !open && setInviteUrl(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New invite link</DialogTitle>
            <DialogDescription>
              Send this one-time link to {user.name}. Their earlier links no longer work.
            </DialogDescription>
          </DialogHeader>
          {inviteUrl ? <InviteLinkField url={inviteUrl} /> : null}
          <DialogFooter>
            <Button type="button" onClick={() => setInviteUrl(null)}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
