import { csvByteOrderMark, csvRow, passMark } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import {
  readAiTrail,
  readAssignments,
  readAttempts,
  readCertificates,
  readCompletions,
  readMailSent,
  readNarrationVersions,
  type EvidenceScope,
} from './evidence-pack.repository.ts';

/** A time (ISO 8601 UTC text, made so by the query) or nothing. */
const when = (value: string | null) => value ?? '';
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

/** One CSV file of the pack: its name in the ZIP and its lines, made a batch of rows at a time. */
export interface EvidenceCsvFile {
  path: string;
  lines: () => AsyncGenerator<string>;
}

type Cells = (string | number | boolean | null)[];

async function* csvLines<T>(columns: readonly string[], batches: AsyncGenerator<T[]>, toCells: (row: T) => Cells[]) {
  yield csvByteOrderMark + csvRow(columns);
  for await (const rows of batches) yield rows.flatMap((row) => toCells(row).map((cells) => csvRow(cells))).join('');
}

export function evidenceCsvFiles(db: Db, scope: EvidenceScope): EvidenceCsvFile[] {
  return [
    {
      path: 'completions.csv',
      lines: () => csvLines(
        ['Employee', 'Email', 'Course', 'Course version', 'Progress', 'Completed at', 'Last activity'],
        readCompletions(db, scope),
        (r) => [[r.employee, r.email, r.course, r.courseVersion, r.progress, when(r.completedAt), when(r.updatedAt)]],
      ),
    },
    {
      // One line per question of each attempt: the exact question, its choices, the answer given and the hint used.
      path: 'attempts.csv',
      lines: () => csvLines(
        ['Attempt', 'Employee', 'Email', 'Course', 'Course version', 'Retry', 'Started at', 'Submitted at', 'Score', 'Pass mark', 'Passed',
          'Question number', 'Question', 'Choice A', 'Choice B', 'Choice C', 'Choice D', 'Correct answer', 'Answer given', 'Hint used'],
        readAttempts(db, scope),
        (r) => r.questions.map((q) => [
          r.id, r.employee, r.email, r.course, r.courseVersion, r.retryType, when(r.createdAt), when(r.submittedAt),
          r.score, passMark, yesNo(r.passed),
          q.number, q.question, q.choices.A, q.choices.B, q.choices.C, q.choices.D, q.correctAnswer,
          r.answers?.[String(q.number)] ?? '', r.hintsUsed.includes(q.number) ? 'Yes' : 'No',
        ]),
      ),
    },
    {
      path: 'certificates.csv',
      lines: () => csvLines(
        ['Code', 'Holder', 'Email', 'Course', 'Course version', 'Score', 'Status', 'Issued at', 'Expires at', 'PDF'],
        readCertificates(db, scope),
        (r) => [[r.code, r.holderName, r.email, r.courseTitle, r.courseVersion, r.score, r.status,
          when(r.issuedAt), when(r.expiresAt), certificatePdfPath(r.code)]],
      ),
    },
    {
      path: 'narration-versions.csv',
      lines: () => csvLines(
        ['Course', 'Slide', 'Copy', 'Change', 'Approved', 'Saved by', 'Saved by email', 'Saved at', 'Narration'],
        readNarrationVersions(db, scope),
        (r) => [[r.course, r.slideNumber, r.copy, r.change, yesNo(r.isApproved), r.savedBy, r.savedByEmail, when(r.savedAt),
          r.explanation]],
      ),
    },
    {
      path: 'assignments.csv',
      lines: () => csvLines(
        ['Course', 'Course version', 'Enabled', 'Mandatory', 'Assigned at', 'Due date', 'Due days after joining'],
        readAssignments(db, scope),
        (r) => [[r.course, r.courseVersion, yesNo(r.isEnabled), yesNo(r.mandatory), when(r.assignedAt), r.dueDate, r.dueDays]],
      ),
    },
    {
      path: 'reminders-sent.csv',
      lines: () => csvLines(
        ['Kind', 'To', 'Subject', 'Status', 'Written at', 'Sent at'],
        readMailSent(db, scope),
        (r) => [[r.kind, r.toEmail, r.subject, r.status, when(r.createdAt), when(r.sentAt)]],
      ),
    },
    {
      path: 'ai-trail.csv',
      lines: () => csvLines(
        ['Asked at', 'Employee', 'Email', 'Course', 'Question', 'Answer', 'Engine', 'Outcome', 'Cited slides', 'Duration ms'],
        readAiTrail(db, scope),
        (r) => [[when(r.createdAt), r.employee, r.email, r.course, r.question, r.answer, r.engine, r.outcome,
          r.sources.map((s) => s.slide).join(' '), r.durationMs]],
      ),
    },
  ];
}

/** Where a certificate's PDF sits in the pack (its code is unique and URL-safe). */
export const certificatePdfPath = (code: string) => `certificates/${code}.pdf`;
