import { Check, Copy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** Copies `text` to the clipboard and says Copied; a refused clipboard asks for a manual copy. */
export function CopyButton({ text, label, children = 'Copy' }: { text: string; label: string; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error('Could not copy; select the text and copy it by hand.');
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={label}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : children}
    </Button>
  );
}

/** A one-time invite link, selectable, with its copy button. */
export function InviteLinkField({ url, name }: { url: string; name?: string }) {
  return (
    <div className="flex gap-2">
      <Input
        readOnly
        value={url}
        aria-label={name ? `Invite link for ${name}` : 'Invite link'}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1"
      />
      <CopyButton text={url} label={name ? `Copy invite link for ${name}` : 'Copy invite link'} />
    </div>
  );
}
