import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { explanationVersions, slideNarrations, tenants } from '../../db/schema.ts';
import type { SpokenAudio } from '../ingest/ingest.repository.ts';

export type NarrationRow = typeof slideNarrations.$inferSelect;
export type ExplanationChange = (typeof explanationVersions.$inferInsert)['change'];

export async function findOrganizationNarration(db: Db, courseId: string, tenantId: string, slideNumber: number) {
  const [row] = await db
    .select()
    .from(slideNarrations)
    .where(
      and(
        eq(slideNarrations.courseId, courseId),
        eq(slideNarrations.tenantId, tenantId),
        eq(slideNarrations.slideNumber, slideNumber),
      ),
    )
    .limit(1);
  return row;
}

export async function findNarrationById(db: Db, id: string) {
  const [row] = await db.select().from(slideNarrations).where(eq(slideNarrations.id, id)).limit(1);
  return row;
}

export async function findTenantName(db: Db, tenantId: string) {
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row?.name ?? null;
}

/**
 * Replaces an organization's explanation and keeps the version with who saved it and when. The text it
 * replaces is recorded first if no version exists yet (the generated one), so every version is on file.
 */
export async function saveExplanation(
  db: Db,
  narration: NarrationRow,
  values: {
    explanation: string;
    isApproved: boolean;
    audioPending: boolean;
    /** The new text says little of its slide (the 'little-said' review reason). */
    saysLittle: boolean;
    change: ExplanationChange;
    savedBy: string | null;
  },
) {
  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(explanationVersions)
      .where(eq(explanationVersions.narrationId, narration.id));
    if (count === 0) {
      await tx.insert(explanationVersions).values({
        narrationId: narration.id,
        explanation: narration.explanation,
        change: 'generated',
        isApproved: narration.isApproved,
        savedBy: null,
        savedAt: narration.updatedAt,
      });
    }
    const [row] = await tx
      .update(slideNarrations)
      .set({
        explanation: values.explanation,
        isApproved: values.isApproved,
        audioPending: values.audioPending,
        saysLittle: values.saysLittle,
        updatedAt: new Date(),
      })
      .where(eq(slideNarrations.id, narration.id))
      .returning();
    await tx.insert(explanationVersions).values({
      narrationId: narration.id,
      explanation: values.explanation,
      change: values.change,
      isApproved: values.isApproved,
      savedBy: values.savedBy,
    });
    return row!;
  });
}

/** Stores new audio only if the explanation is still the text that was spoken (a newer edit wins). */
export async function storeSpokenAudio(
  db: Db,
  narrationId: string,
  spokenText: string,
  audio: SpokenAudio,
) {
  const rows = await db
    .update(slideNarrations)
    .set({ ...audio, audioPending: false, updatedAt: new Date() })
    .where(and(eq(slideNarrations.id, narrationId), eq(slideNarrations.explanation, spokenText)))
    .returning({ id: slideNarrations.id });
  return rows.length > 0;
}

export async function listVersions(db: Db, narrationId: string) {
  return db
    .select()
    .from(explanationVersions)
    .where(eq(explanationVersions.narrationId, narrationId))
    .orderBy(asc(explanationVersions.savedAt), asc(explanationVersions.id));
}

/** The speech gave up for good: learners keep hearing the previous audio. */
export async function clearAudioPending(db: Db, narrationId: string) {
  await db.update(slideNarrations).set({ audioPending: false }).where(eq(slideNarrations.id, narrationId));
}
