import type { QuizResult } from '@complyra/core/quiz/quiz.schema';
import { quizMessages } from '@complyra/core/quiz/quiz.schema';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { CourseResultPage } from './course-result-page';

const courseId = 'course-1';

function stubLatest(overrides: Partial<QuizResult>) {
  const result: QuizResult = {
    attemptId: 'attempt-1', courseId, courseTitle: 'Phishing Awareness', holderName: 'Erin', score: 40, passed: false, total: 10,
    correct: 4, incorrect: 6, items: [], certificate: null, canRetakeQuiz: true, submittedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, result)));
}

const renderPage = () =>
  renderWithProviders(
    <CourseResultPage courseId={courseId} tenantId="tenant-1" onReviewCourse={vi.fn()} onRetryReady={vi.fn()} onDashboard={vi.fn()} />,
  );

describe('CourseResultPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a pass as a pass while its certificate is being issued', async () => {
    stubLatest({ score: 100, passed: true, canRetakeQuiz: false });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Certificate of Completion' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(quizMessages.generatingCertificate);
    expect(screen.queryByText(quizMessages.didNotPass)).toBeNull();
    expect(screen.queryByRole('button', { name: quizMessages.tryQuizAgain })).toBeNull();
  });

  it('offers the quiz again after a fail only while the server allows it', async () => {
    stubLatest({ canRetakeQuiz: true });
    renderPage();
    expect(await screen.findByRole('button', { name: quizMessages.tryQuizAgain })).toBeTruthy();
    cleanup();

    stubLatest({ canRetakeQuiz: false });
    renderPage();
    expect(await screen.findByText(quizMessages.didNotPass)).toBeTruthy();
    expect(screen.getByRole('button', { name: quizMessages.reviewCourse })).toBeTruthy();
    expect(screen.queryByRole('button', { name: quizMessages.tryQuizAgain })).toBeNull();
  });
});
