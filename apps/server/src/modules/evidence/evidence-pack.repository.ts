import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { StoredQuizQuestion } from '../../db/schema.ts';

/** Rows read per step: a pack is written a batch at a time, so memory stays bounded whatever the organization's size. */
export const evidenceBatch = 1000;

/** A time as ISO 8601 UTC text, written by the database so that both drivers give the same text. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The organization's records made between `from` (inclusive) and `to` (exclusive). */
export interface EvidenceScope {
  tenantId: string;
  from: Date;
  to: Date;
}

const inRange = (column: SQL, scope: EvidenceScope) => sql`(${column} >= ${scope.from.toISOString()} and ${column} < ${scope.to.toISOString()})`;

/** Every row of a query, one batch at a time; the query orders by a unique key so the pages never overlap. */
async function* inBatches<T>(db: Db, query: (limit: number, offset: number) => SQL): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += evidenceBatch) {
    const rows = await selectRows<T>(db, query(evidenceBatch, offset));
    if (rows.length) yield rows;
    if (rows.length < evidenceBatch) return;
  }
}

export async function findOrganizationName(db: Db, tenantId: string): Promise<string> {
  const [row] = await selectRows<{ name: string }>(db, sql`select name from tenants where id = ${tenantId}`);
  return row?.name ?? '';
}

export interface CompletionRow {
  employee: string;
  email: string;
  course: string;
  courseVersion: number | null;
  progress: number;
  completedAt: string | null;
  updatedAt: string;
}

/** Course records touched or completed in the range; the version is the one of the employee's latest attempt, where any. */
export function readCompletions(db: Db, scope: EvidenceScope) {
  return inBatches<CompletionRow>(db, (limit, offset) => sql`
    select u.name as employee, u.email, c.title as course,
      (select a.course_version from quiz_attempts a where a.user_id = p.user_id and a.course_id = p.course_id
        order by a.created_at desc limit 1) as "courseVersion",
      p.progress, ${iso(sql`p.completed_at`)} as "completedAt", ${iso(sql`p.updated_at`)} as "updatedAt"
    from course_progress p join users u on u.id = p.user_id join courses c on c.id = p.course_id
    where p.tenant_id = ${scope.tenantId}
      and (${inRange(sql`p.updated_at`, scope)} or ${inRange(sql`p.completed_at`, scope)})
    order by u.name, u.email, c.title, p.course_id limit ${limit} offset ${offset}`);
}

export interface AttemptRow {
  id: string;
  employee: string;
  email: string;
  course: string;
  courseVersion: number;
  retryType: string;
  questions: StoredQuizQuestion[];
  hintsUsed: number[];
  answers: Record<string, string> | null;
  score: number | null;
  passed: boolean | null;
  createdAt: string;
  submittedAt: string | null;
}

export function readAttempts(db: Db, scope: EvidenceScope) {
  return inBatches<AttemptRow>(db, (limit, offset) => sql`
    select a.id, u.name as employee, u.email, c.title as course, a.course_version as "courseVersion",
      a.retry_type as "retryType", a.questions, a.hints_used as "hintsUsed", a.answers, a.score, a.passed,
      ${iso(sql`a.created_at`)} as "createdAt", ${iso(sql`a.submitted_at`)} as "submittedAt"
    from quiz_attempts a join users u on u.id = a.user_id join courses c on c.id = a.course_id
    where a.tenant_id = ${scope.tenantId} and ${inRange(sql`a.created_at`, scope)}
    order by a.created_at, a.id limit ${limit} offset ${offset}`);
}

export interface CertificateRow {
  id: string;
  code: string;
  holderName: string;
  email: string;
  courseTitle: string;
  courseVersion: number;
  score: number;
  status: string;
  issuedAt: string;
  expiresAt: string | null;
  pdfKey: string;
}

export function readCertificates(db: Db, scope: EvidenceScope) {
  return inBatches<CertificateRow>(db, (limit, offset) => sql`
    select k.id, k.code, k.holder_name as "holderName", u.email, k.course_title as "courseTitle",
      k.course_version as "courseVersion", k.score, k.status, ${iso(sql`k.issued_at`)} as "issuedAt", ${iso(sql`k.expires_at`)} as "expiresAt",
      k.pdf_key as "pdfKey"
    from certificates k join users u on u.id = k.user_id
    where k.tenant_id = ${scope.tenantId} and ${inRange(sql`k.issued_at`, scope)}
    order by k.issued_at, k.id limit ${limit} offset ${offset}`);
}

export interface NarrationVersionRow {
  course: string;
  slideNumber: number;
  copy: string;
  change: string;
  isApproved: boolean;
  savedBy: string | null;
  savedByEmail: string | null;
  savedAt: string;
  explanation: string;
}

/** The versions of the narrations this organization's learners hear: its own copy's, and the catalogue's of its courses. */
export function readNarrationVersions(db: Db, scope: EvidenceScope) {
  return inBatches<NarrationVersionRow>(db, (limit, offset) => sql`
    select c.title as course, n.slide_number as "slideNumber",
      case when n.tenant_id is null then 'catalogue' else 'organization' end as copy,
      v.change, v.is_approved as "isApproved", s.name as "savedBy", s.email as "savedByEmail", ${iso(sql`v.saved_at`)} as "savedAt",
      v.explanation
    from explanation_versions v join slide_narrations n on n.id = v.narration_id join courses c on c.id = n.course_id
      left join users s on s.id = v.saved_by
    where (n.tenant_id = ${scope.tenantId}
        or (n.tenant_id is null and exists (select 1 from tenant_courses tc where tc.tenant_id = ${scope.tenantId} and tc.course_id = n.course_id)))
      and ${inRange(sql`v.saved_at`, scope)}
    order by v.saved_at, v.id limit ${limit} offset ${offset}`);
}

export interface AssignmentRow {
  course: string;
  courseVersion: number;
  isEnabled: boolean;
  mandatory: boolean;
  assignedAt: string;
  dueDate: string | null;
  dueDays: number | null;
}

/** The organization's courses as they stand, assigned by the end of the range. */
export function readAssignments(db: Db, scope: EvidenceScope) {
  return inBatches<AssignmentRow>(db, (limit, offset) => sql`
    select c.title as course, c.version as "courseVersion", tc.is_enabled as "isEnabled", tc.mandatory,
      ${iso(sql`tc.assigned_at`)} as "assignedAt", tc.due_date::text as "dueDate", tc.due_days as "dueDays"
    from tenant_courses tc join courses c on c.id = tc.course_id
    where tc.tenant_id = ${scope.tenantId} and tc.assigned_at < ${scope.to.toISOString()}
    order by tc.assigned_at, tc.course_id limit ${limit} offset ${offset}`);
}

export interface MailRow {
  kind: string;
  toEmail: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

export function readMailSent(db: Db, scope: EvidenceScope) {
  return inBatches<MailRow>(db, (limit, offset) => sql`
    select kind, to_email as "toEmail", subject, status, ${iso(sql`created_at`)} as "createdAt", ${iso(sql`sent_at`)} as "sentAt"
    from outbox where tenant_id = ${scope.tenantId} and ${inRange(sql`created_at`, scope)}
    order by created_at, id limit ${limit} offset ${offset}`);
}

export interface AiTrailRow {
  createdAt: string;
  employee: string | null;
  email: string | null;
  course: string | null;
  question: string;
  answer: string;
  engine: string;
  outcome: string;
  sources: { courseId: string; slide: number }[];
  durationMs: number;
}

export function readAiTrail(db: Db, scope: EvidenceScope) {
  return inBatches<AiTrailRow>(db, (limit, offset) => sql`
    select ${iso(sql`t.created_at`)} as "createdAt", u.name as employee, u.email, c.title as course, t.question, t.answer,
      t.engine, t.outcome, t.sources, t.duration_ms as "durationMs"
    from ai_audit t left join users u on u.id = t.user_id left join courses c on c.id = t.course_id
    where t.tenant_id = ${scope.tenantId} and ${inRange(sql`t.created_at`, scope)}
    order by t.created_at, t.id limit ${limit} offset ${offset}`);
}
