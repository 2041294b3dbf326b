import type { QuizResult } from '@complyra/core/quiz/quiz.schema';
import { quizMessages } from '@complyra/core/quiz/quiz.schema';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { QuizResultsPage } from './quiz-results-page';

const courseId = 'course-1';
const certificate = { certificateUrl: '/api/certificates/ABCD-EFGH-JKMN/pdf', verifyUrl: '/verify/ABCD-EFGH-JKMN', code: 'ABCD-EFGH-JKMN' };

function resultOf(overrides: Partial<QuizResult>): QuizResult {
  return {
    attemptId: 'attempt-1', courseId, courseTitle: 'Phishing Awareness', holderName: 'Erin', score: 40, passed: false, total: 10,
    correct: 4, incorrect: 6, items: [], certificate: null, canRetakeQuiz: true, submittedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** The server answers the latest result with each of `results` in turn (the last one from then on). */
function stubLatest(...results: QuizResult[]) {
  const latest = vi.fn(() => jsonResponse(200, results.length > 1 ? results.shift() : results[0]));
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/quiz/attempts/latest') ? latest() : jsonResponse(200, {}))));
  return latest;
}

const renderPage = () =>
  renderWithProviders(<QuizResultsPage courseId={courseId} tenantId="tenant-1" userId="user-1" onDashboard={vi.fn()} onRetryReady={vi.fn()} />);

describe('QuizResultsPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers Try Again only while the server says the quiz may be taken again', async () => {
    stubLatest(resultOf({ canRetakeQuiz: true }));
    renderPage();
    expect(await screen.findByText(quizMessages.notPassed)).toBeTruthy();
    expect(screen.getByRole('button', { name: quizMessages.tryAgain })).toBeTruthy();
    cleanup();

    // A fail after the course was passed in another attempt: the assessment is closed.
    stubLatest(resultOf({ canRetakeQuiz: false }));
    renderPage();
    expect(await screen.findByText(quizMessages.notPassed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: quizMessages.tryAgain })).toBeNull();
    expect(screen.getByRole('button', { name: quizMessages.returnToDashboard })).toBeTruthy();
  });

  it('shows a pass whose certificate is still being issued, then its link once the server has it', async () => {
    const latest = stubLatest(resultOf({ score: 100, passed: true, canRetakeQuiz: false }),
      resultOf({ score: 100, passed: true, canRetakeQuiz: false, certificate }));
    renderPage();
    expect(await screen.findByText(quizMessages.generatingCertificate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: quizMessages.tryAgain })).toBeNull();
    expect(await screen.findByText(quizMessages.certificateReady, {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Certificate' }).getAttribute('href')).toBe(`${certificate.certificateUrl}?download=1`);
    expect(latest).toHaveBeenCalledTimes(2);
  });
});
