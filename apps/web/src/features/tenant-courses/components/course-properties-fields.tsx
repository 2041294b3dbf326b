import type { PocInput, RetryType } from '@complyra/core/assignments/assignments.schema';
import { dueMessages, maxDueDays } from '@complyra/core/assignments/due-dates';
import { recurMonthsOptions } from '@complyra/core/assignments/recurrence';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

export type EditablePoc = { role: string; name: string; email: string; contact: string };
export type DueKind = 'none' | 'date' | 'days';
export type EditableDue = { kind: DueKind; date: string; days: string };
export type CoursePropertiesValue = {
  skippable: boolean;
  mandatory: boolean;
  retryType: RetryType;
  pocs: EditablePoc[];
  due: EditableDue;
  /** Recertification: every 6, 12, 24 or 36 months; null: once. */
  recurMonths: number | null;
};

export const noDue = (): EditableDue => ({ kind: 'none', date: '', days: '30' });

/** The form's due choice from the stored rule. */
export function editableDue(rule: { dueDate: string | null; dueDays: number | null }): EditableDue {
  if (rule.dueDate) return { kind: 'date', date: rule.dueDate, days: '30' };
  if (rule.dueDays) return { kind: 'days', date: '', days: String(rule.dueDays) };
  return noDue();
}

/** What the API takes (one rule at a time), or the sentence that says what to fix. */
export function toDueFields(due: EditableDue): { dueDate: string | null; dueDays: number | null } | { error: string } {
  if (due.kind === 'date') {
    return /^\d{4}-\d{2}-\d{2}$/.test(due.date) ? { dueDate: due.date, dueDays: null } : { error: dueMessages.date };
  }
  if (due.kind === 'days') {
    const days = Number(due.days);
    const inRange = Number.isInteger(days) && days >= 1 && days <= maxDueDays;
    return inRange ? { dueDate: null, dueDays: days } : { error: dueMessages.days };
  }
  return { dueDate: null, dueDays: null };
}

export const emptyPoc = (): EditablePoc => ({ role: '', name: '', email: '', contact: '' });

/** What the API takes: no ids, empty entries dropped by the server's `dropEmptyPocs` rule too. */
export function toPocInputs(pocs: EditablePoc[]): PocInput[] {
  return pocs.map(({ role, name, email, contact }) => ({ role, name, email, contact }));
}

type CoursePropertiesFieldsProps = {
  value: CoursePropertiesValue;
  onChange: (value: CoursePropertiesValue) => void;
  disabled?: boolean;
};

/** Skippable, mandatory, retry type and the points of contact; shared by assignment and editing. */
export function CoursePropertiesFields({ value, onChange, disabled }: CoursePropertiesFieldsProps) {
  const id = useId();
  const setPoc = (index: number, patch: Partial<EditablePoc>) =>
    onChange({ ...value, pocs: value.pocs.map((poc, i) => (i === index ? { ...poc, ...patch } : poc)) });

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-skippable`}
            checked={value.skippable}
            disabled={disabled}
            onCheckedChange={(skippable) => onChange({ ...value, skippable })}
          />
          <Label htmlFor={`${id}-skippable`}>Skippable</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-mandatory`}
            checked={value.mandatory}
            disabled={disabled}
            onCheckedChange={(mandatory) => onChange({ ...value, mandatory })}
          />
          <Label htmlFor={`${id}-mandatory`}>Mandatory</Label>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-retry`}>Retry type</Label>
          <select
            id={`${id}-retry`}
            className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            value={value.retryType}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, retryType: event.currentTarget.value as RetryType })}
          >
            <option value="SAME">SAME</option>
            <option value="DIFFERENT">DIFFERENT</option>
          </select>
        </div>
      </div>

      <DueRuleFields value={value.due} onChange={(due) => onChange({ ...value, due })} disabled={disabled} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-recurs`}>Recurs</Label>
          <select
            id={`${id}-recurs`}
            className={selectClass}
            value={value.recurMonths === null ? '' : String(value.recurMonths)}
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              onChange({ ...value, recurMonths: chosen === '' ? null : Number(chosen) });
            }}
          >
            <option value="">Once</option>
            {recurMonthsOptions.map((months) => (
              <option key={months} value={String(months)}>{`Every ${months} months`}</option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-sm">Points of Contact</legend>
        {value.pocs.map((poc, index) => {
          const n = index + 1;
          return (
            // Entries have no id until saved, so the position is the key.
            <div key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]">
              <div className="space-y-1">
                <Label htmlFor={`${id}-role-${n}`}>Role</Label>
                <Input id={`${id}-role-${n}`} value={poc.role} disabled={disabled} onChange={(e) => setPoc(index, { role: e.currentTarget.value })} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-name-${n}`}>Name</Label>
                <Input id={`${id}-name-${n}`} value={poc.name} disabled={disabled} onChange={(e) => setPoc(index, { name: e.currentTarget.value })} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-email-${n}`}>Email (optional)</Label>
                <Input id={`${id}-email-${n}`} type="email" value={poc.email} disabled={disabled} onChange={(e) => setPoc(index, { email: e.currentTarget.value })} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-contact-${n}`}>Contact</Label>
                <Input
                  id={`${id}-contact-${n}`}
                  placeholder="email or phone"
                  value={poc.contact}
                  disabled={disabled}
                  onChange={(e) => setPoc(index, { contact: e.currentTarget.value })}
                />
              </div>
              <div className="flex items-end">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove point of contact ${n}`}
                  disabled={disabled || value.pocs.length <= 1}
                  onClick={() => onChange({ ...value, pocs: value.pocs.filter((_, i) => i !== index) })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onChange({ ...value, pocs: [...value.pocs, emptyPoc()] })}
        >
          <Plus aria-hidden="true" />
          Add another
        </Button>
      </fieldset>
    </div>
  );
}

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Due date: none, by a date, or within N days of each employee being added (the onboarding window). */
type DueRuleFieldsProps = { value: EditableDue; onChange: (due: EditableDue) => void; disabled?: boolean };
function DueRuleFields({ value, onChange, disabled }: DueRuleFieldsProps) {
  const id = useId();
  const checked = toDueFields(value);
  const error = 'error' in checked && (value.kind === 'days' || value.date !== '') ? checked.error : null;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-due`}>Due</Label>
        <select
          id={`${id}-due`}
          className={selectClass}
          value={value.kind}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, kind: event.currentTarget.value as DueKind })}
        >
          <option value="none">No due date</option>
          <option value="date">By a date</option>
          <option value="days">Within days of being added</option>
        </select>
      </div>
      {value.kind === 'date' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-due-date`}>Due date</Label>
          <Input
            id={`${id}-due-date`}
            type="date"
            value={value.date}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-due-error` : undefined}
            onChange={(e) => onChange({ ...value, date: e.currentTarget.value })}
          />
        </div>
      )}
      {value.kind === 'days' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-due-days`}>Days after being added</Label>
          <Input
            id={`${id}-due-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxDueDays}
            value={value.days}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-due-error` : undefined}
            onChange={(e) => onChange({ ...value, days: e.currentTarget.value })}
          />
        </div>
      )}
      {error ? (
        <p id={`${id}-due-error`} role="alert" className="self-end text-destructive text-sm sm:col-span-1">
          {error}
        </p>
      ) : null}
    </div>
  );
}
