import { chatMessages, chatQuestionsPerMinute } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { takeRateLimit } from '../rate-limits/rate-limit.ts';

/**
 * At most `chatQuestionsPerMinute` questions per learner in a minute, counted in the database: behind a load
 * balancer every server counts the same minute. Throws 429 with the message and when to try again.
 */
export const takeQuestionTurn = (db: Db, userId: string) =>
  takeRateLimit(db, { key: `chat:${userId}`, limit: chatQuestionsPerMinute, windowSeconds: 60, message: chatMessages.tooMany });
