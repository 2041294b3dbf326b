import { randomInt } from 'node:crypto';
import { type CertificateVerification, certificateExpiresAt, certificateFileName, type IssuedCertificate, quizMessages, verifyPath } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import { findCertificateParties, type QuizAttemptRow } from '../quiz/quiz.repository.ts';
import {
  type CertificateRow,
  findCertificateByAttempt,
  findCertificateByCode,
  findCertificateTerms,
  findLatestCertificate,
  insertCertificate,
} from './certificates.repository.ts';
import { complianceNow } from '../../lib/clock.ts';

export interface CertificateDeps {
  db: Db;
  storage: FileStorage;
}

// No 0/O, 1/I/L: a code read aloud or typed from paper survives.
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newCertificateCode(): string {
  const chars = Array.from({ length: 12 }, () => codeAlphabet[randomInt(codeAlphabet.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

// The renderer brings pdf-lib, fontkit and a canvas (about 70 MB and half a second): loaded at the first certificate.
const loadRenderer = () => import('./certificate-renderer.ts');

/** The stable link of a stored certificate (the code is unguessable, like the verify page's). */
export const certificateLink = (code: string, kind: 'pdf' | 'png' = 'pdf') => `/api/certificates/${code}/${kind}`;

export const issuedCertificateOf = (row: CertificateRow): IssuedCertificate => ({
  certificateUrl: certificateLink(row.code),
  verifyUrl: verifyPath(row.code),
  code: row.code,
});

// Issues in progress in this process, by attempt: the submission and the certificate job (or a repeated
// submission) share one rendering instead of racing to store two.
const issuing = new Map<string, Promise<CertificateRow>>();

/**
 * Issues the certificate of a passing attempt, once: renders PDF and PNG, stores both and records them.
 * A second call for the same attempt returns the first certificate (the table has one per attempt).
 */
export function issueCertificate(
  deps: CertificateDeps,
  attempt: QuizAttemptRow,
  courseTitle: string,
  publicBase: string,
): Promise<CertificateRow> {
  const running = issuing.get(attempt.id);
  if (running) return running;
  const issue = issueOnce(deps, attempt, courseTitle, publicBase).finally(() => issuing.delete(attempt.id));
  issuing.set(attempt.id, issue);
  return issue;
}

async function issueOnce(deps: CertificateDeps, attempt: QuizAttemptRow, courseTitle: string, publicBase: string) {
  const existing = await findCertificateByAttempt(deps.db, attempt.id);
  if (existing) return existing;
  const parties = await findCertificateParties(deps.db, attempt.userId, attempt.tenantId);
  if (!parties) throw new AppError('NOT_FOUND', quizMessages.attemptNotFound);
  const { qrModulesOf, renderCertificatePdf, renderCertificatePng } = await loadRenderer();
  const code = newCertificateCode();
  const verifyUrl = `${publicBase.replace(/\/$/, '')}${verifyPath(code)}`;
  const issuedAt = attempt.submittedAt ? new Date(attempt.submittedAt) : complianceNow();
  const content = {
    holderName: parties.holderName,
    courseTitle,
    organizationName: parties.organizationName,
    score: attempt.score ?? 0,
    issuedAt,
    code,
    verifyUrl,
    projectManager: parties.hrContactName || parties.ctoName || '',
    companyDirector: parties.ceoName ?? '',
    qr: qrModulesOf(verifyUrl),
  };
  const [pdf, png] = await Promise.all([renderCertificatePdf(content), renderCertificatePng(content)]);
  const pdfKey = `certificates/${attempt.tenantId}/${code}.pdf`;
  const pngKey = `certificates/${attempt.tenantId}/${code}.png`;
  await Promise.all([deps.storage.put(pdfKey, pdf, 'application/pdf'), deps.storage.put(pngKey, png, 'image/png')]);
  // A recurring course's certificate expires; the course then re-opens for a new cycle.
  const terms = await findCertificateTerms(deps.db, attempt.tenantId, attempt.courseId);
  const row = await insertCertificate(deps.db, {
    code,
    attemptId: attempt.id,
    tenantId: attempt.tenantId,
    userId: attempt.userId,
    courseId: attempt.courseId,
    holderName: parties.holderName,
    courseTitle,
    organizationName: parties.organizationName,
    score: content.score,
    pdfKey,
    pngKey,
    issuedAt,
    courseVersion: terms?.courseVersion ?? 1,
    expiresAt: certificateExpiresAt(issuedAt, terms?.recurMonths ?? null),
  });
  // Two submissions racing: the other one stored first; keep its record (our files are orphans of a lost race).
  return row ?? (await findCertificateByAttempt(deps.db, attempt.id))!;
}

const statusOf = (row: CertificateRow): CertificateVerification['status'] =>
  row.status === 'revoked' ? 'revoked' : row.expiresAt && new Date(row.expiresAt).getTime() < complianceNow().getTime() ? 'expired' : 'valid';

/**
 * The spec's "store" call: the server issued the certificate itself, so this only answers the stored link of
 * the person's latest certificate for the course (the person, their organization's admin or the super user).
 */
export async function findStoredCertificate(db: Db, caller: Caller, ids: { userId: string; courseId: string }) {
  await requireAccess(db, caller, 'certificate.read', ids);
  const row = await findLatestCertificate(db, ids.userId, ids.courseId);
  if (!row) throw new AppError('NOT_FOUND', quizMessages.certificateNotFound);
  return { userId: ids.userId, courseId: row.courseId, certificateUrl: certificateLink(row.code) };
}

/** The public record behind a verification code. */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateVerification> {
  const row = await findCertificateByCode(db, code);
  if (!row) throw new AppError('NOT_FOUND', quizMessages.certificateNotFound);
  return {
    code: row.code,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    organization: row.organizationName,
    issuedAt: new Date(row.issuedAt).toISOString(),
    score: row.score,
    status: statusOf(row),
  };
}

/** The stored file of a certificate, with the spec's download name. */
export async function readCertificateFile(deps: CertificateDeps, code: string, kind: 'pdf' | 'png') {
  const row = await findCertificateByCode(deps.db, code);
  const file = row ? await deps.storage.read(kind === 'pdf' ? row.pdfKey : row.pngKey) : null;
  if (!row || !file) throw new AppError('NOT_FOUND', quizMessages.certificateNotFound);
  const fileName = `${certificateFileName(row.courseTitle, row.holderName, new Date(row.issuedAt))}.${kind}`;
  return { ...file, fileName };
}
