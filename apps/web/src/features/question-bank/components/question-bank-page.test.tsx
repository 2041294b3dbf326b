// @vitest-environment jsdom
import type { BankQuestion, QuestionBank } from '@complyra/core/quiz/question-bank.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { QuestionBankPage } from './question-bank-page';

const question = (id: string, over: Partial<BankQuestion> = {}): BankQuestion => ({
  id,
  question: 'What does “Vishing” mean in this course?',
  choices: { A: 'Phishing by telephone call', B: 'Phishing by text message', C: 'Phishing aimed at executives', D: 'A copy of a real e-mail' },
  correctAnswer: 'A',
  hint: '“Smishing” means phishing by text message.',
  slide: 3,
  source: 'builtin',
  retired: false,
  edited: false,
  asked: 4,
  rightShare: 0.75,
  hintShare: 0.25,
  ...over,
});

const bankOf = (questions: BankQuestion[], over: Partial<QuestionBank> = {}): QuestionBank => ({
  courseId: 'course-1', courseTitle: 'Phishing Awareness', active: questions.filter((q) => !q.retired).length, minimum: 5,
  warning: null, questions, ...over,
});

/** The page on a server that answers GET with `bank` and each PATCH with `answer(body)`. */
function renderPage(bank: QuestionBank, answer: (body: Record<string, unknown>) => Response = () => jsonResponse(200, bank)) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    (init?.method === 'PATCH' ? answer(JSON.parse(String(init.body)) as Record<string, unknown>) : jsonResponse(200, bank)));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<MemoryRouter><QuestionBankPage courseId="course-1" tenantId="tenant-1" /></MemoryRouter>);
  return fetchMock;
}

describe('QuestionBankPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each question with its source slide, the right answer and the organization\'s results', async () => {
    renderPage(bankOf([question('q1'), question('q2', { asked: 0, rightShare: null, hintShare: null, slide: 5 })]));
    const first = await screen.findByTestId('bank-question-q1');
    expect(within(first).getByText('Slide 3')).toBeTruthy();
    expect(within(first).getByText('Asked 4 times · answered right 75% · used the hint 25%')).toBeTruthy();
    expect(within(first).getByLabelText('right answer').parentElement?.textContent).toBe('A. Phishing by telephone call');
    expect(within(screen.getByTestId('bank-question-q2')).getByText('Not asked yet')).toBeTruthy();
    expect(screen.getByText(/^2 questions can be asked/)).toBeTruthy();
  });

  it('tells the admin when the course supports no quiz questions', async () => {
    const warning = 'This course supports no quiz questions yet: its slides give too little to ask about.';
    renderPage(bankOf([], { warning }));
    expect((await screen.findByText(warning)).closest('[role="status"]')).toBeTruthy();
  });

  it('retires a question through the API and shows it retired', async () => {
    const retired = bankOf([question('q1', { retired: true })]);
    const fetchMock = renderPage(bankOf([question('q1')]), () => jsonResponse(200, retired));
    fireEvent.click(await screen.findByRole('button', { name: /^Retire question on slide 3/ }));
    expect(await screen.findByText('Retired')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/tenant-admin/tenants/tenant-1/courses/course-1/questions/q1');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ retired: true });
    expect(screen.getByRole('button', { name: /^Restore question on slide 3/ })).toBeTruthy();
  });

  it('shows the server\'s reasons when an edited wording fails the checks, and keeps the form open', async () => {
    const reason = 'The edited question cannot be used: choice B is not a complete phrase (it breaks off).';
    renderPage(bankOf([question('q1')]), () => jsonResponse(400, { message: reason }));
    fireEvent.click(await screen.findByRole('button', { name: /^Edit question on slide 3/ }));
    fireEvent.change(screen.getByLabelText('Choice B'), { target: { value: 'Phishing by the' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('saves an edited wording and shows the server\'s version', async () => {
    const edited = bankOf([question('q1', { question: 'In this course, what is “Vishing”?', edited: true })]);
    const fetchMock = renderPage(bankOf([question('q1')]), () => jsonResponse(200, edited));
    fireEvent.click(await screen.findByRole('button', { name: /^Edit question on slide 3/ }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'In this course, what is “Vishing”?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edited')).toBeTruthy();
    // The form closed: the stem is shown as text, not in the box.
    await waitFor(() => expect(screen.queryByLabelText('Question')).toBeNull());
    expect(screen.getByText('In this course, what is “Vishing”?').tagName).toBe('P');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({ question: 'In this course, what is “Vishing”?' });
  });
});
