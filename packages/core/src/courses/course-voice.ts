import { z } from 'zod';

/** Re-speaking a ready course with the voice its language has now; the course stays ready meanwhile. */
export const respeakStateSchema = z.object({
  status: z.enum(['idle', 'speaking', 'failed']),
  /** Recordings done of all the course's (the catalogue's and each organization's), spoken or already in the voice. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  failureReason: z.string().nullable(),
});
export type RespeakState = z.infer<typeof respeakStateSchema>;

/** The voice fields of a catalogue course: what spoke it, what would speak it now, and any re-speaking. */
export const courseVoiceFields = {
  /** The voice that spoke the whole course ("eSpeak NG"); null when spoken before voices were recorded, or by several. */
  voice: z.string().nullable(),
  /** The voice its language is spoken with now (SPEECH_VOICE and what is installed). */
  currentVoice: z.string().nullable(),
  respeak: respeakStateSchema,
};

type VoiceOfCourse = { status: string; voice: string | null; currentVoice: string | null; respeak: RespeakState };

/**
 * What the course card offers when a ready course was spoken by another voice than its language has now:
 * the line that says so and the button's words. Null when there is nothing to re-speak or it is under way.
 */
export function respeakOffer(course: VoiceOfCourse): { note: string; action: string } | null {
  if (course.status !== 'ready' || !course.currentVoice || course.respeak.status === 'speaking') return null;
  if (course.voice === course.currentVoice && course.respeak.status !== 'failed') return null;
  const note = course.respeak.status === 'failed'
    ? (course.respeak.failureReason ?? 'Re-speaking failed.')
    : course.voice ? `Spoken with ${course.voice}` : 'Spoken with an earlier voice';
  return { note, action: `Re-speak with ${course.currentVoice}` };
}

/** "Re-speaking with Flite rms: 12 of 40 recordings": the card's progress line while a course is re-spoken. */
export function describeRespeak(course: VoiceOfCourse): string {
  const voice = course.currentVoice ?? 'the current voice';
  return `Re-speaking with ${voice}: ${Math.min(course.respeak.done, course.respeak.total)} of ${course.respeak.total} recordings`;
}

export const respeakMessages = {
  started: (title: string) => `Re-speaking of ${title} started`,
  notReady: 'Only a ready course can be re-spoken.',
  running: 'This course is already being re-spoken.',
} as const;
