import { z } from 'zod';
import { reviewReasonSchema } from '../course-model/course-model.schema.ts';
import { courseVoiceFields } from './course-voice.ts';
import { listAnswerSchema, listQuerySchema } from '../system/paging.schema.ts';
import { text, textLimits } from '../system/text.ts';
export { courseMessages } from './courses.messages.ts';
export { splitCommaList } from './comma-list.ts';

/** The Delete confirmation: the course is retired, and what is kept of it. */
export function deleteCourseWarning(title: string): string {
  return `Are you sure you want to delete the course ${title}? It is retired: hidden from the catalogue and from every organization, `
    + 'and it can no longer be assigned. Every completion, quiz result and certificate made on it is kept for audit.';
}

export const acceptedMaterialExtensions = ['.pdf', '.pptx'] as const;

/**
 * The languages a course can be set to in the Add/Edit Course dialog. 'auto' detects it from the deck's
 * own words; the narrator's phrases, the voice and OCR follow the course's language.
 */
export const courseLanguageOptions = [
  { value: 'auto', label: 'Detect automatically' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'de', label: 'German' },
  { value: 'fr', label: 'French' },
  { value: 'it', label: 'Italian' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'nl', label: 'Dutch' },
] as const;
export type CourseLanguageSetting = (typeof courseLanguageOptions)[number]['value'];
type Settings = [CourseLanguageSetting, ...CourseLanguageSetting[]];
const languageSettings = courseLanguageOptions.map((option) => option.value) as Settings;
export const courseLanguageSettingSchema = z.enum(languageSettings, {
  error: `Language must be one of: ${languageSettings.join(', ')}.`,
});

/** The language's name for a person ("Spanish"), or the code itself for a language the form does not list. */
export const languageName = (code: string) => courseLanguageOptions.find((option) => option.value === code)?.label ?? code;

/**
 * Whether a new setting changes the language the course is narrated in, so the course is made again
 * from its file: 'auto' after a set language needs the deck read again to know; a set language needs it
 * only when it is not the language the course already has.
 */
export function languageSettingChangesCourse(
  course: { language: string; languageSetting: CourseLanguageSetting },
  setting: CourseLanguageSetting,
): boolean {
  if (setting === course.languageSetting) return false;
  return setting === 'auto' || setting !== course.language;
}

/**
 * The text fields of the Add/Edit Course dialog and of POST /api/courses (spec 000 section 5). The
 * language is an addition: left out, a new course detects it and an edited one keeps its setting.
 */
export const courseFieldsSchema = z.object({
  title: text(textLimits.name).trim().min(2, 'Title is required'),
  description: text(textLimits.long).trim().min(10, 'Description is required'),
  tags: text(1000).trim().min(1, 'Tags are required'),
  learningObjectives: text(textLimits.long).trim().min(1, 'Learning objectives are required'),
  language: courseLanguageSettingSchema.optional(),
});
export type CourseFields = z.infer<typeof courseFieldsSchema>;

export const courseStatusSchema = z.enum(['processing', 'ready', 'failed']);
export const courseStageSchema = z.enum(['queued', 'extracting', 'rendering', 'narrating', 'speaking', 'ready', 'failed']);
export type CourseStatus = z.infer<typeof courseStatusSchema>;
export type CourseStage = z.infer<typeof courseStageSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.string(),
  learningObjectives: z.string(),
  duration: z.number().int(),
  /** Length of the whole narration in seconds (0 until the course is ready). */
  audioSeconds: z.number().int(),
  materialUrl: z.string(),
  materialName: z.string(),
  materialType: z.enum(['pdf', 'pptx']),
  enrolledUsers: z.number().int(),
  status: courseStatusSchema,
  stage: courseStageSchema,
  slidesTotal: z.number().int(),
  slidesDone: z.number().int(),
  failureReason: z.string().nullable(),
  rendering: z.enum(['pdf', 'libreoffice', 'extracted-content']).nullable(),
  createdAt: z.string(),
  /**
   * How many slides' narration carries a "Review" mark (see reviewReasonSchema) in the narration set the
   * card is about: the catalogue's for the super user, the organization's own for its admin. Absent on
   * the learner's lists.
   */
  slidesToReview: z.number().int().min(0).optional(),
  /**
   * How many quiz questions the course's bank holds, counted when the course became ready (null before, or for a
   * course made before the bank existed). Absent on the learner's lists.
   */
  quizQuestions: z.number().int().min(0).nullable().optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course as the super user's catalogue has it: with its language and how it was chosen. */
export const catalogueCourseSchema = courseSchema.extend({
  /** The course's language (ISO 639-1): the one set in the form, or the one detected from the deck. */
  language: z.string(),
  languageSetting: courseLanguageSettingSchema,
  ...courseVoiceFields,
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

/** The catalogue can be ordered by these (newest first unless asked); search is by title. */
export const courseSorts = ['title', 'createdAt', 'enrolledUsers', 'duration'] as const;
export type CourseSort = (typeof courseSorts)[number];
export const courseListQuerySchema = listQuerySchema(courseSorts);
/** GET /api/courses: the array, or a page when asked. */
export const courseListAnswerSchema = listAnswerSchema(catalogueCourseSchema);

export const enrolledUsersSchema = z.array(z.object({ courseId: z.string(), totalEnrolledUsers: z.number().int() }));

/** "Narrating slide 12 of 30": what the progress bar on a processing course says. */
type PipelineState = Pick<Course, 'status' | 'stage' | 'slidesDone' | 'slidesTotal'>;

/**
 * Every slide is spoken but the course is not ready yet: the pipeline is waiting for the last slide images
 * (drawn alongside the narration) before it stores the length and marks the course ready.
 */
export function isCourseFinishing(course: PipelineState): boolean {
  return course.status === 'processing' && course.stage === 'speaking' && course.slidesTotal > 0
    && course.slidesDone >= course.slidesTotal;
}

/** A ready course's card: "Ready", or "Ready — 3 slides to review" when narrations carry Review marks. */
export function describeReadyCourse(slidesToReview: number | undefined): string {
  if (!slidesToReview) return 'Ready';
  return `Ready — ${slidesToReview} ${slidesToReview === 1 ? 'slide' : 'slides'} to review`;
}

export function describeCourseProgress(course: Pick<Course, 'status' | 'stage' | 'slidesDone' | 'slidesTotal' | 'failureReason'>) {
  if (course.status === 'ready') return 'Ready';
  if (course.status === 'failed') return course.failureReason ?? 'Processing failed';
  if (isCourseFinishing(course)) return 'Finishing: preparing the slide images…';
  const current = Math.min(course.slidesDone + 1, course.slidesTotal);
  switch (course.stage) {
    case 'queued':
      return 'Waiting to start';
    case 'extracting':
      return 'Reading the slides';
    case 'rendering':
      return `Preparing slide ${current} of ${course.slidesTotal}`;
    case 'narrating':
      return `Writing the explanation of slide ${current} of ${course.slidesTotal}`;
    case 'speaking':
      return `Narrating slide ${current} of ${course.slidesTotal}`;
    default:
      return 'Processing';
  }
}

/**
 * Percent of the pipeline done, for the progress bar: rendering, narrating and speaking each a third. Only a
 * ready course is at 100: one still finishing stays at 99, so the bar never looks done while it is not.
 */
export function courseProgressPercent(course: PipelineState): number {
  if (course.status === 'ready') return 100;
  if (course.slidesTotal === 0) return course.stage === 'extracting' ? 5 : 0;
  const part = course.slidesDone / course.slidesTotal;
  const base = { queued: 0, extracting: 0, rendering: 0, narrating: 1, speaking: 2, ready: 3, failed: 0 }[course.stage];
  return Math.min(99, Math.round(((base + part) / 3) * 100));
}

export const slideSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Slide = z.infer<typeof slideSchema>;

/** GET /api/courses/{courseId}/explanations?tenantId=: field names as the spec gives them. */
export const explanationSchema = z.object({
  slide: z.number().int(),
  content: z.string(),
  explanation: z.string(),
  explanation_audio: z.string().nullable(),
  explanation_subtitle: z.string().nullable(),
  isApproved: z.boolean(),
  /** Why this slide's narration may need a person ("Review" marks); none once the admin approved the text. */
  review: z.array(reviewReasonSchema).optional(),
});
export type Explanation = z.infer<typeof explanationSchema>;
