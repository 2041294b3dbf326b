import { chatMessages, chatQuestionsPerMinute } from '@complyra/core';
import { AppError } from '../../lib/app-error.ts';

/** At most `limit` questions per user in any minute (kept in memory: one process serves the chat). */
export class QuestionRateLimit {
  private readonly asked = new Map<string, number[]>();
  constructor(
    private readonly limit = chatQuestionsPerMinute,
    private readonly windowMs = 60_000,
    private readonly now = () => Date.now(),
  ) {}

  /** Counts one question, or throws 429 with the message and when to try again. */
  take(userId: string): void {
    const now = this.now();
    const recent = (this.asked.get(userId) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.asked.set(userId, recent);
      const retryAfter = Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', chatMessages.tooMany, { 'retry-after': String(retryAfter) });
    }
    recent.push(now);
    this.asked.set(userId, recent);
    if (this.asked.size > 10_000) this.sweep(now);
  }

  private sweep(now: number) {
    for (const [user, times] of this.asked) if (times.every((t) => now - t >= this.windowMs)) this.asked.delete(user);
  }
}
