import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';

export const reminderSettingsText = {
  title: 'Reminder e-mails',
  description:
    'You get an e-mail 7 days and 1 day before a course is due, and when it is overdue. Reminders for mandatory courses are always sent.',
  optionalLabel: 'Remind me about optional courses',
  saved: 'Reminder settings saved',
} as const;

/** The employee turns reminders for optional courses on or off; each change is saved at once. */
export function ReminderSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const settings = useReminderSettings(open);
  const save = useSaveReminderSettings();

  const change = (optionalCourseReminders: boolean) =>
    save.mutate(
      { optionalCourseReminders },
      {
        onSuccess: () => toast.success(reminderSettingsText.saved),
        onError: (error) => toast.error(error.message || 'Failed to save your reminder settings'),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{reminderSettingsText.title}</DialogTitle>
          <DialogDescription>{reminderSettingsText.description}</DialogDescription>
        </DialogHeader>
        {settings.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {settings.error.message}
          </p>
        ) : (
          <div className="flex items-center gap-3">
            <Switch
              id="optional-course-reminders"
              checked={settings.data?.optionalCourseReminders ?? false}
              disabled={!settings.data || save.isPending}
              onCheckedChange={change}
            />
            <Label htmlFor="optional-course-reminders">{reminderSettingsText.optionalLabel}</Label>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
