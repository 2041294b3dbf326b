import type { ReminderSettings } from '@complyra/core';
import { accessMessages } from '../../access/access-messages.ts';
import type { Caller } from '../../access/caller.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findReminderSettings, saveReminderSettings } from './mail.repository.ts';

// The employee's own reminder choice: the session names the person, so no other id is taken from the request.

export async function getReminderSettings(db: Db, caller: Caller): Promise<ReminderSettings> {
  const row = await findReminderSettings(db, caller.userId);
  if (!row) throw new AppError('NOT_FOUND', accessMessages.userNotFound);
  return row;
}

export async function setReminderSettings(db: Db, caller: Caller, settings: ReminderSettings): Promise<ReminderSettings> {
  const row = await saveReminderSettings(db, caller.userId, settings);
  if (!row) throw new AppError('NOT_FOUND', accessMessages.userNotFound);
  return row;
}
