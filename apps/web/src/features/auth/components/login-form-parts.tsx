import { Loader2, LogIn } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

type LoginFieldProps = Omit<React.ComponentProps<typeof Input>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled, required field of the sign-in forms (Email, Domain, Password). */
export function LoginField({ id, label, value, onValueChange, ...inputProps }: LoginFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} required value={value} onChange={(event) => onValueChange(event.target.value)} {...inputProps} />
    </div>
  );
}

/** The submit button every sign-in form shares: 'Logging in...' while the request runs. */
export function LoginSubmitButton({ isBusy, children }: { isBusy: boolean; children: React.ReactNode }) {
  return (
    <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
      {isBusy ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          Logging in...
        </>
      ) : (
        <>
          <LogIn aria-hidden="true" />
          {children}
        </>
      )}
    </Button>
  );
}
