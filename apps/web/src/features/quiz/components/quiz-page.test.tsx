import { quizMessages } from '@complyra/core/quiz/quiz.schema';
import { cleanup, fireEvent, screen } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { queryKeys } from '../../../lib/query-keys';
import { saveCurrentQuiz } from '../quiz-storage';
import { QuizPage } from './quiz-page';

const mcq = (number: number) => ({ number, question: `Question ${number}?`, choices: { A: `a${number}`, B: `b${number}`, C: `c${number}`, D: `d${number}` } });

describe('QuizPage', () => {
  beforeEach(() => {
    saveCurrentQuiz({ attemptId: 'attempt-1', courseId: 'course-1', mcqs: [mcq(1), mcq(2)], answers: {}, hints: {}, notice: null });
  });
  afterEach(() => {
    // Unmount before the environment goes, so no render scheduled by the last test runs without a window.
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('keeps Next disabled until answered, records a hint with its penalty, and submits only when all are answered', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/hint') ? jsonResponse(200, { hint: 'Think back to the slide on “Reporting”.' }) : jsonResponse(200, { score: 47 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSubmitted = vi.fn();
    const client = renderWithProviders(<QuizPage courseId="course-1" onMissing={vi.fn()} onSubmitted={onSubmitted} />);
    client.setQueryData(queryKeys.latestQuizResult('course-1'), { score: 12 });

    expect(screen.getByRole('heading', { name: 'Question 1?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Hint/ }));
    expect(await screen.findByText(/Think back to the slide on “Reporting”\./)).toBeTruthy();
    expect(screen.getByText('(Hint used: −3 points)')).toBeTruthy();
    // Keyboard: the choices are radio buttons.
    fireEvent.click(screen.getByRole('radio', { name: /b1/ }));
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: quizMessages.submitQuiz })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /c2/ }));
    fireEvent.click(screen.getByRole('button', { name: quizMessages.submitQuiz }));
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('course-1'));
    const submit = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/submit'))!;
    expect(JSON.parse(String(submit[1]?.body))).toEqual({ answers: { 1: 'B', 2: 'C' } });
    expect(localStorage.getItem('currentQuiz')).toBeNull();
    // The results page shows this submission at once, not the cached result of an earlier attempt.
    expect(client.getQueryData(queryKeys.latestQuizResult('course-1'))).toEqual({ score: 47 });
  });

  it('says Quiz data not found and leaves when no quiz is stored for the course', async () => {
    const onMissing = vi.fn();
    renderWithProviders(<QuizPage courseId="other-course" onMissing={onMissing} onSubmitted={vi.fn()} />);
    await vi.waitFor(() => expect(onMissing).toHaveBeenCalled());
  });
});
