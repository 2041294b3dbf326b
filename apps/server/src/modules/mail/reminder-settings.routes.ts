import { reminderSettingsSchema } from '@complyra/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { getReminderSettings, setReminderSettings } from './reminder-settings.service.ts';

// Employees only: reminders go to employees; admins get the weekly digest instead.
const employeeOnly = { roles: ['EMPLOYEE'] } as const;

export const reminderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-dashboard/reminder-settings',
    { schema: { response: { 200: reminderSettingsSchema } }, config: { access: employeeOnly } },
    async (request) => getReminderSettings(app.database.db, requireCaller(request)),
  );

  app.put(
    '/user-dashboard/reminder-settings',
    { schema: { body: reminderSettingsSchema, response: { 200: reminderSettingsSchema } }, config: { access: employeeOnly } },
    async (request) => setReminderSettings(app.database.db, requireCaller(request), request.body),
  );
};
