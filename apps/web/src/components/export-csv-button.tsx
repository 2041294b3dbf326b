import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from './ui/button';
import { downloadCsv } from '../lib/download-csv';

type ExportCsvButtonProps = {
  /** The export's API path with its query. */
  path: string;
  /** The button's words ("Export CSV"), also its accessible name. */
  label: string;
  fallbackName: string;
  errorMessage: string;
};

/** One CSV export: the server streams the file, the button shows it is busy until the download is saved. */
export function ExportCsvButton({ path, label, fallbackName, errorMessage }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    downloadCsv(path, fallbackName, errorMessage)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : errorMessage))
      .finally(() => setBusy(false));
  };
  return (
    <Button type="button" variant="outline" onClick={onClick} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {label}
    </Button>
  );
}
