import { z } from 'zod';

/**
 * GET/PUT /api/user-dashboard/reminder-settings: the employee's own choice of reminder e-mails. Reminders
 * for mandatory courses are always sent; these are for optional courses with a due date.
 */
export const reminderSettingsSchema = z.object({ optionalCourseReminders: z.boolean() });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
