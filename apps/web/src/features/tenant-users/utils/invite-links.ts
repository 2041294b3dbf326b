import type { ImportRowResult } from '@complyra/core/users/users.schema';

/** The server answers `/invite/{token}`; people need the whole address to send on. */
export function absoluteInviteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** "Copy all as CSV": one line per added employee, ready for a mail merge. */
export function inviteLinksCsv(rows: ImportRowResult[]): string {
  const lines = rows
    .filter((row) => row.status === 'added' && row.inviteUrl)
    .map((row) => [row.name, row.email, absoluteInviteUrl(row.inviteUrl ?? '')].map(csvCell).join(','));
  return ['name,email,invite_link', ...lines].join('\n');
}
