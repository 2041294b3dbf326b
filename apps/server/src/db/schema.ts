import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CourseLanguageSetting, SlideModel } from '@complyra/core';

// One schema for both drivers (PGlite and node-postgres). Migrations are generated from it with
// `npm run db:generate -w apps/server` and committed under src/db/migrations.

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    adminEmail: text('admin_email').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    // The platform's own tenant holds the super users, so every token carries a tenantId.
    isPlatform: boolean('is_platform').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by DELETE /api/superadmin/tenant/{id}: the organization is inactive and hidden from every list and
     * total, while its people, training records, quiz results and certificates stay for audit.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set with deletedAt: the day the retention job removes the organization and its records (migration 0023). */
    recordsKeptUntil: timestamp('records_kept_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tenants_domain_unique').on(t.domain),
    uniqueIndex('tenants_single_platform').on(t.isPlatform).where(sql`${t.isPlatform}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['SUPER_ADMIN', 'ADMIN', 'EMPLOYEE'] }).notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the admin deleted this person: name and e-mail replaced, sign-in ended, left out of every list and
     * count of current people; their training records stay (migration 0023).
     */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /**
     * The employee's own choice: reminders (due soon, overdue) for optional courses. Mandatory courses are
     * always reminded (migration 0025).
     */
    optionalCourseReminders: boolean('optional_course_reminders').notNull().default(true),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // An organization's employees in name order: the Users tab's pages walk it and stop at the page
    // (and its tenant_id prefix serves every look-up by organization).
    // (id last, so a page of ids is read from the index alone.)
    index('users_tenant_role_name_idx').on(t.tenantId, t.role, t.name, t.email, t.id),
  ],
);

/** One row per sign-in: the token's jti. Logout, expiry and organization deactivation end it here. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  // expires_at: expired sessions are pruned oldest first, a bounded batch at a time.
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_tenant_idx').on(t.tenantId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Failed sign-ins, counted per account and per address for rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // failed_at alone: old rows are pruned oldest first, a bounded batch at a time.
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt), index('login_failures_failed_at_idx').on(t.failedAt)],
);

/**
 * Fixed-window counters for limits that must hold across every server on the database (the chat's questions
 * per learner, the public certificate lookups per address): one row per key, counted by one statement.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** When this window ends; the next hit after it starts a new one. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

/** One-time links where an employee added without a password sets one. Only the hash is stored. */
export const invites = pgTable('invites', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    // No foreign key: the trail outlives a deleted organization.
    tenantId: uuid('tenant_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Messages sent from the landing page's contact form. */
export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  organization: text('organization').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a super user marked it read in the inbox; null: unread (migration 0023). */
  readAt: timestamp('read_at', { withTimezone: true }),
});

/** A started OpenID Connect sign-in: what the callback needs to finish it (PKCE verifier, nonce). */
export const oidcLoginStates = pgTable('oidc_login_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The catalogue: a course made from one uploaded deck. The pipeline fills its slides and narrations. */
export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  // Kept as the comma-separated text the API speaks.
  tags: text('tags').notNull(),
  learningObjectives: text('learning_objectives').notNull(),
  durationMinutes: integer('duration_minutes').notNull().default(0),
  /** The whole narration's length, rounded up to the second (durationMinutes is it in whole minutes, rounded up). */
  audioSeconds: integer('audio_seconds').notNull().default(0),
  materialKey: text('material_key').notNull(),
  materialName: text('material_name').notNull(),
  materialType: text('material_type', { enum: ['pdf', 'pptx'] }).notNull(),
  status: text('status', { enum: ['processing', 'ready', 'failed'] }).notNull().default('processing'),
  stage: text('stage', { enum: ['queued', 'extracting', 'rendering', 'narrating', 'speaking', 'ready', 'failed'] })
    .notNull()
    .default('queued'),
  slidesTotal: integer('slides_total').notNull().default(0),
  slidesDone: integer('slides_done').notNull().default(0),
  failureReason: text('failure_reason'),
  rendering: text('rendering', { enum: ['pdf', 'libreoffice', 'extracted-content'] }),
  // Bumped by every new upload, so a job for an older file stops instead of mixing two decks.
  version: integer('version').notNull().default(1),
  /** ISO 639-1 code: detected from the deck's text, or set in the course form. */
  language: text('language').notNull().default('en'),
  /** The form's choice: 'auto' detects the language at every upload, a code sets it. */
  languageSetting: text('language_setting').$type<CourseLanguageSetting>().notNull().default('auto'),
  /** The voice the whole course was last spoken with ("Flite rms"); null when spoken before voices were recorded. */
  voice: text('voice'),
  /** Re-speaking a ready course with the current voice: learners keep hearing each slide's old audio until its new one is stored. */
  respeakStatus: text('respeak_status', { enum: ['idle', 'speaking', 'failed'] }).notNull().default('idle'),
  respeakDone: integer('respeak_done').notNull().default(0),
  respeakTotal: integer('respeak_total').notNull().default(0),
  respeakFailure: text('respeak_failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** How many quiz questions the course's stored question bank holds; null until the course is ready. */
  quizQuestions: integer('quiz_questions'),
  /** Deleted by the super user: hidden and not assignable; the records made on it stay (migration 0023). */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const courseSlides = pgTable(
  'course_slides',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    notes: text('notes').notNull(),
    /** The slide's part of the course model (null until the ingest has built it). */
    model: jsonb('model').$type<SlideModel>(),
    imageKey: text('image_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.number] })],
);

/**
 * The spoken explanation of one slide with its audio and subtitles: the catalogue's own (tenantId null)
 * or an organization's personalized copy.
 */
export const slideNarrations = pgTable(
  'slide_narrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    slideNumber: integer('slide_number').notNull(),
    explanation: text('explanation').notNull(),
    /** Who wrote the explanation: 'built-in', the AI service's name, or 'built-in (AI narration refused)'. */
    engine: text('engine'),
    audioKey: text('audio_key'),
    subtitleVtt: text('subtitle_vtt'),
    audioSeconds: real('audio_seconds'),
    isApproved: boolean('is_approved').notNull().default(false),
    /** An approved edit whose new audio is still being spoken; learners hear the previous audio meanwhile. */
    audioPending: boolean('audio_pending').notNull().default(false),
    /**
     * The explanation says much less than the slide shows (the 'little-said' review reason), worked out in
     * code whenever the text is written, so a list of courses counts its slides to review in one query.
     */
    saysLittle: boolean('says_little').notNull().default(false),
    /** The voice that spoke audioKey ("Flite rms", "eSpeak NG"); null when spoken before voices were recorded. */
    voice: text('voice'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('slide_narrations_unique').on(t.courseId, t.tenantId, t.slideNumber).nullsNotDistinct()],
);

/**
 * Every version of an organization's explanation, with who saved it and when (evidence for auditors).
 * The generated text is recorded (savedBy null) the first time an admin changes it.
 */
export const explanationVersions = pgTable(
  'explanation_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    narrationId: uuid('narration_id')
      .notNull()
      .references(() => slideNarrations.id, { onDelete: 'cascade' }),
    explanation: text('explanation').notNull(),
    change: text('change', { enum: ['generated', 'approved', 'enhanced', 'regenerated'] }).notNull(),
    isApproved: boolean('is_approved').notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('explanation_versions_narration_idx').on(t.narrationId, t.savedAt)],
);

/** A course an organization has added: its properties and the state of its personalized copy. */
export const tenantCourses = pgTable(
  'tenant_courses',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    mandatory: boolean('mandatory').notNull().default(true),
    skippable: boolean('skippable').notNull().default(false),
    retryType: text('retry_type', { enum: ['SAME', 'DIFFERENT'] }).notNull().default('SAME'),
    copyStatus: text('copy_status', { enum: ['processing', 'ready', 'failed'] }).notNull().default('processing'),
    copySlidesDone: integer('copy_slides_done').notNull().default(0),
    copyFailureReason: text('copy_failure_reason'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** Due by this date (end of the day, UTC), or within dueDays of an employee being added; both null: no due date. */
    dueDate: date('due_date', { mode: 'string' }),
    dueDays: integer('due_days'),
    /** Recertification: the course recurs every 6, 12, 24 or 36 months (a certificate then expires); null: once. */
    recurMonths: integer('recur_months'),
    /** The organization's version of the course: bumped when its admin calls a change material (retraining). */
    courseVersion: integer('course_version').notNull().default(1),
    /** The catalogue deck version (courses.version) the admin last reviewed; a newer one asks "is it material?". */
    reviewedDeckVersion: integer('reviewed_deck_version'),
    /** Approved explanation changes after this moment ask the admin too. */
    changesReviewedAt: timestamp('changes_reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.courseId] }), index('tenant_courses_course_idx').on(t.courseId)],
);

/** The organization's contact details (Organization Settings); all nine must be filled before assigning. */
export const tenantDetails = pgTable('tenant_details', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  hrContactName: text('hr_contact_name').notNull().default(''),
  hrContactEmail: text('hr_contact_email').notNull().default(''),
  hrContactPhone: text('hr_contact_phone').notNull().default(''),
  ceoName: text('ceo_name').notNull().default(''),
  ceoEmail: text('ceo_email').notNull().default(''),
  ceoContact: text('ceo_contact').notNull().default(''),
  ctoName: text('cto_name').notNull().default(''),
  ctoEmail: text('cto_email').notNull().default(''),
  ctoContact: text('cto_contact').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Points of contact an organization set for one of its courses, in the order the admin entered them. */
export const coursePocs = pgTable(
  'course_pocs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    courseId: uuid('course_id').notNull(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    contact: text('contact').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    // Removing the course from the organization removes its contacts.
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [tenantCourses.tenantId, tenantCourses.courseId] }).onDelete(
      'cascade',
    ),
    index('course_pocs_tenant_course_idx').on(t.tenantId, t.courseId, t.position),
  ],
);

/** How far one employee got in one course. Progress only grows; completedAt stays once set. */
/**
 * The learner's journey through a course, slide by slide: when each slide was first reached, when it was
 * left forward (completed) and how much of its audio had played then, as the player reported it. The
 * server's record of why it believes a course was completed.
 */
export const slideProgress = pgTable(
  'slide_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    slideNumber: integer('slide_number').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    audioPlayedRatio: real('audio_played_ratio'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.slideNumber] })],
);

export const courseProgress = pgTable(
  'course_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    progress: integer('progress').notNull().default(0),
    lastSlide: integer('last_slide'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    // The admin's statistics and recent activity read one organization's rows, newest first.
    index('course_progress_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    // The records of an organization's switched-off courses, which its figures leave out.
    index('course_progress_tenant_course_idx').on(t.tenantId, t.courseId),
    // Reports' completions per week: only the organization's completed records, read from the index alone.
    index('course_progress_tenant_completed_idx')
      .on(t.tenantId, t.completedAt, t.courseId, t.userId)
      .where(sql`${t.completedAt} is not null and ${t.progress} >= 100`),
  ],
);

/**
 * How many of a user's course records are completed (progress 100) and in progress (1-99), over every
 * course they have a record of, enabled or not. Kept by the trigger count_course_progress on
 * course_progress (migration 0013), so the admin's figures and the Users tab's count orders read one
 * small row per employee instead of every record; a switched-off course's records are subtracted at read.
 */
export const userCourseCounts = pgTable(
  'user_course_counts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    completed: integer('completed').notNull().default(0),
    inProgress: integer('in_progress').notNull().default(0),
  },
  (t) => [index('user_course_counts_tenant_idx').on(t.tenantId)],
);

/** One stored quiz question: what the learner saw, the key, the hint and where it came from (evidence). */
export interface StoredQuizQuestion {
  number: number;
  question: string;
  choices: { A: string; B: string; C: string; D: string };
  correctAnswer: 'A' | 'B' | 'C' | 'D';
  hint: string;
  /** The slide the question is grounded on. */
  slide: number;
  /** The fact behind the question (kind and content), so a DIFFERENT retry can avoid it. */
  fact: string;
  /** Which engine wrote it. */
  source: 'builtin' | 'ai';
  /** The bank question it was drawn from (absent on attempts stored before the bank). */
  bankId?: string;
}

/**
 * One quiz attempt of one employee: the exact questions and choices, hints as they were asked for, the
 * answers, the score and the course version it was generated from. Kept as evidence for auditors.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    courseVersion: integer('course_version').notNull(),
    retryType: text('retry_type', { enum: ['FIRST', 'SAME', 'DIFFERENT'] }).notNull(),
    questions: jsonb('questions').$type<StoredQuizQuestion[]>().notNull(),
    hintsUsed: jsonb('hints_used').$type<number[]>().notNull().default([]),
    answers: jsonb('answers').$type<Record<string, string>>(),
    score: integer('score'),
    correct: integer('correct'),
    passed: boolean('passed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The training cycle this attempt was closed into when the course re-opened; null while its cycle is open. */
    archivedCycle: integer('archived_cycle'),
  },
  (t) => [
    index('quiz_attempts_user_course_idx').on(t.userId, t.courseId, t.createdAt),
    // Reports' scores per course: one organization's attempts (of one course), not the whole table's.
    index('quiz_attempts_tenant_course_idx').on(t.tenantId, t.courseId),
  ],
);

/** A certificate issued by the server for one passing attempt; the code is what /verify/{code} looks up. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    // Copied at issue: the certificate says what was true that day.
    holderName: text('holder_name').notNull(),
    courseTitle: text('course_title').notNull(),
    organizationName: text('organization_name').notNull(),
    score: integer('score').notNull(),
    pdfKey: text('pdf_key').notNull(),
    pngKey: text('png_key').notNull(),
    status: text('status', { enum: ['valid', 'revoked'] }).notNull().default('valid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The organization's course version (tenant_courses.course_version) the holder was trained on. */
    courseVersion: integer('course_version').notNull().default(1),
    /** The training cycle this certificate was closed into when the course re-opened; null while its cycle is open. */
    archivedCycle: integer('archived_cycle'),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_attempt_unique').on(t.attemptId),
    index('certificates_user_course_idx').on(t.userId, t.courseId, t.issuedAt),
  ],
);

/**
 * The AI audit trail: every question to the helper and its answer (who, organization, course, engine,
 * sources, time taken). No foreign keys: the trail outlives deleted users, courses and organizations.
 */
export const aiAudit = pgTable(
  'ai_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    /** null for the general chatbot. */
    courseId: uuid('course_id'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    engine: text('engine', { enum: ['built-in', 'ai'] }).notNull(),
    sources: jsonb('sources').$type<{ courseId: string; slide: number }[]>().notNull(),
    outcome: text('outcome', { enum: ['answered', 'refused', 'failed'] }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_audit_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * Every message the product mails, written before it is sent. `dedupe_key` makes a message at most once
 * per employee, kind and due date (an invite's key names the invite, so a resend is a new message). Without
 * SMTP a message stays 'held'; the `mail-send` job claims a 'queued' one ('sending') before it sends it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    kind: text('kind', { enum: ['invite', 'due-soon', 'overdue', 'overdue-digest', 'certificate-expiring'] }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['held', 'queued', 'sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a sender claimed it ('sending'): a claim older than any send can take is a crash's, requeued at start. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_unique').on(t.dedupeKey),
    index('outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
    // At start, the messages still waiting for a send (a stop came between writing one and sending its job).
    index('outbox_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
  ],
);

/**
 * The question bank of one course version: the built-in engine's checked items, written once when the course
 * becomes ready, and the AI engine's items that passed the same checks. Attempts draw from it.
 */
export const quizBankQuestions = pgTable(
  'quiz_bank_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseVersion: integer('course_version').notNull(),
    /** The fact and its form (`term:phishing:definition`): one item per fact and form. */
    fact: text('fact').notNull(),
    slide: integer('slide').notNull(),
    question: text('question').notNull(),
    choices: jsonb('choices').$type<StoredQuizQuestion['choices']>().notNull(),
    correctAnswer: text('correct_answer', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    hint: text('hint').notNull(),
    source: text('source', { enum: ['builtin', 'ai'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quiz_bank_questions_course_fact_unique').on(t.courseId, t.courseVersion, t.fact)],
);

/** One organization's curation of a bank question: retired (never asked again there) or its wording edited. */
export const quizBankCurations = pgTable(
  'quiz_bank_curations',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizBankQuestions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The organization's wording, or null for the bank's. */
    question: text('question'),
    choices: jsonb('choices').$type<StoredQuizQuestion['choices']>(),
    hint: text('hint'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.questionId] })],
);

/** What one slide's journey was when its cycle ended (archived from slide_progress). */
export interface ArchivedSlide {
  slideNumber: number;
  reachedAt: string;
  completedAt: string | null;
}

/**
 * One employee's training cycles on one course: the first is written when the course first re-opens
 * (recertification after a certificate expired, or retraining after a material change). Each ended cycle
 * keeps its progress, completion and slide journey; its attempts and certificates carry its number
 * (archived_cycle), so nothing of an earlier cycle is overwritten. The open cycle is the highest number.
 */
export const courseCycles = pgTable(
  'course_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    reason: text('reason', { enum: ['assigned', 'recertification', 'retraining'] }).notNull(),
    /** The organization's course version when the cycle started. */
    courseVersion: integer('course_version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** This cycle's own due moment; null: the course's due rule (the first cycle). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['expired', 'retraining'] }),
    /** The course_progress row as it was when the cycle ended. */
    progress: integer('progress'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    slideJourney: jsonb('slide_journey').$type<ArchivedSlide[]>(),
  },
  (t) => [
    uniqueIndex('course_cycles_user_course_cycle_unique').on(t.userId, t.courseId, t.cycle),
    index('course_cycles_tenant_idx').on(t.tenantId),
  ],
);
