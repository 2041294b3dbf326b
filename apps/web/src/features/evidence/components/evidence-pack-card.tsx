import { Download, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { downloadCsv } from '../../../lib/download-csv';

export const evidencePackMessages = {
  title: 'Evidence pack',
  description: 'One signed ZIP for auditors: completions, quiz attempts, certificates, narration approvals, '
    + 'assignments and due dates, reminders sent and the AI trail for the dates you choose.',
  button: 'Download evidence pack',
  failed: 'Failed to build the evidence pack',
  backwards: 'The start of the range must not be after its end',
} as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The admin's evidence pack: a date range (the last twelve months by default) and a download the server streams. */
export function EvidencePackCard({ tenantId }: { tenantId: string }) {
  const today = new Date();
  const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));
  const [from, setFrom] = useState(isoDay(yearAgo));
  const [to, setTo] = useState(isoDay(today));
  const [busy, setBusy] = useState(false);
  const id = useId();
  const backwards = Boolean(from && to && from > to);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (backwards || !from || !to) return;
    setBusy(true);
    const query = new URLSearchParams({ tenantId, from, to });
    downloadCsv(`/api/admin/evidence-pack?${query}`, `evidence-${from}-to-${to}.zip`, evidencePackMessages.failed)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : evidencePackMessages.failed))
      .finally(() => setBusy(false));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{evidencePackMessages.title}</CardTitle>
        <CardDescription>{evidencePackMessages.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit}>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input id={`${id}-from`} type="date" value={from} max={to} required onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input id={`${id}-to`} type="date" value={to} min={from} required onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={busy || backwards}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {evidencePackMessages.button}
          </Button>
        </form>
        {backwards && (
          <p role="alert" className="mt-2 text-destructive text-sm">
            {evidencePackMessages.backwards}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
