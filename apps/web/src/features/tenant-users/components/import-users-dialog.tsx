import type { ImportUsersResponse } from '@complyra/core/users/users.schema';
import { FileUp, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useImportUsers } from '../api/import-users';
import { absoluteInviteUrl, inviteLinksCsv } from '../utils/invite-links';
import { CopyButton, InviteLinkField } from './copy-button';

const statusLabel: Record<ImportUsersResponse['rows'][number]['status'], string> = {
  added: 'added',
  exists: 'already exists',
  invalid: 'invalid e-mail',
};

/** FileReader rather than Blob.text(): it works in every browser this app supports (and in jsdom). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('Could not read the file'));
    reader.readAsText(file);
  });
}

/** Import CSV: a `name,email` file with a header row; the server answers one result per row. */
export function ImportUsersDialog({ tenantId }: { tenantId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportUsersResponse | null>(null);
  const importUsers = useImportUsers(tenantId);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFile(null);
      setResult(null);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    try {
      setResult(await importUsers.mutateAsync(await readText(file)));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to import users');
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <FileUp aria-hidden="true" />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>A CSV file with a header row and the columns name,email.</DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm" role="status">
                {result.added} added, {result.existing} already exist, {result.invalid} invalid.
              </p>
              {result.added > 0 ? (
                <CopyButton text={inviteLinksCsv(result.rows)} label="Copy all as CSV">
                  Copy all as CSV
                </CopyButton>
              ) : null}
            </div>
            {result.added > 0 ? (
              <p className="text-muted-foreground text-sm">
                Send each added employee their one-time invite link. Lost links: Resend invite in the Users table.
              </p>
            ) : null}
            <div className="overflow-x-auto rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Row</TableHead>
                    <TableHead>Name</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Result</TableHead>
                    <TableHead>Invite link</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.rows.map((row) => (
                    <TableRow key={row.row}>
                      <TableCell className="tabular-nums">{row.row}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{row.email}</TableCell>
                      <TableCell title={row.message}>
                        {statusLabel[row.status]}
                        {/* A row can be invalid for another reason than its e-mail (e.g. no name): say which. */}
                        {row.status === 'invalid' && row.message !== 'Invalid email address' ? (
                          <span className="block text-muted-foreground text-xs">{row.message}</span>
                        ) : null}
                      </TableCell>
                      <TableCell className="min-w-64">
                        {row.inviteUrl ? <InviteLinkField url={absoluteInviteUrl(row.inviteUrl)} name={row.name} /> : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor={`${id}-file`}>CSV file</Label>
              <Input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!file || importUsers.isPending}>
                {importUsers.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {importUsers.isPending ? 'Importing...' : 'Import'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
