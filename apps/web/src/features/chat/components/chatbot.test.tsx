// @vitest-environment jsdom
import { chatMessages } from '@complyra/core/chat/chat.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { Chatbot } from './chatbot';

const tenantId = '11111111-1111-4111-8111-111111111111';
const courses = [
  { id: 'c-1', title: 'Security Awareness' },
  { id: 'c-2', title: 'Data Privacy' },
];
const source = { courseId: 'c-1', courseTitle: 'Security Awareness', slide: 3, slideTitle: 'Strong passwords', excerpt: 'Use a passphrase' };

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
let asked: { url: string; body: Record<string, unknown> }[] = [];
let enabledCourses: unknown[] | 'pending' = courses;

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/tenant-admin/user/enabled-courses') {
      if (enabledCourses === 'pending') return new Promise<Response>(() => {});
      return jsonResponse(200, enabledCourses);
    }
    if (url.pathname === `/api/tenants/${tenantId}`) return jsonResponse(200, { id: tenantId, details: { companyName: 'Acme' } });
    if (url.pathname.endsWith('/chatbot-material')) return jsonResponse(200, { materialUrl: '/api/media/deck.pdf' });
    if (url.pathname === '/api/courses/general-chatbot' || url.pathname === '/api/ai/chatbot') {
      asked.push({ url: url.pathname, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      const reply = replies.shift() ?? { status: 200, body: { response: 'ok', sources: [] } };
      return jsonResponse(reply.status, reply.body);
    }
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your question' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('Chatbot', () => {
  beforeEach(() => {
    replies = [];
    asked = [];
    enabledCourses = courses;
    stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title, subtitle, greeting and general placeholder, and sends on Enter but not Shift+Enter', async () => {
    replies.push({ status: 200, body: { response: 'From Acme\'s details:\n\n• HR contact: Hannah Reyes', sources: [] } });
    renderWithProviders(<Chatbot tenantId={tenantId} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'General Chatbot' })).toBeTruthy();
    expect(screen.getByText('Ask any general compliance or company-related question.')).toBeTruthy();
    expect(screen.getByText(chatMessages.greeting)).toBeTruthy();
    expect(input().placeholder).toBe('Type your question...');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    fireEvent.change(input(), { target: { value: 'Who is HR?' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(asked).toHaveLength(0);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByText('Typing...')).toBeTruthy();
    expect(input().value).toBe('');
    await screen.findByText('HR contact: Hannah Reyes');
    expect(asked[0]).toEqual({
      url: '/api/courses/general-chatbot',
      body: { tenantId, chatHistory: [{ role: 'user', content: 'Who is HR?' }] },
    });
    expect(screen.queryByText('Typing...')).toBeNull();
  });

  it('lists courses, selects and deselects one (clearing the conversation) and asks the course chatbot', async () => {
    replies.push({ status: 200, body: { response: 'general answer', sources: [] } });
    replies.push({ status: 200, body: { response: 'Here is what the course says:\n\n• **Slide 3 – Strong passwords:** Use a passphrase', sources: [source] } });
    const onOpenSource = vi.fn();
    renderWithProviders(<Chatbot tenantId={tenantId} onOpenSource={onOpenSource} />);
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.click(sendButton());
    await screen.findByText('general answer');

    fireEvent.click(screen.getByRole('button', { name: 'Show Courses' }));
    expect(screen.getByText(chatMessages.hint)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Security Awareness' }));
    expect(screen.queryByText('general answer')).toBeNull();
    expect(screen.getByText('You\'re chatting about: Security Awareness')).toBeTruthy();
    expect(input().placeholder).toBe('Ask a question about Security Awareness...');

    fireEvent.change(input(), { target: { value: 'How long is a passphrase?' } });
    await waitFor(() => expect((sendButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(sendButton());
    const strong = await screen.findByText('Slide 3 – Strong passwords:');
    expect(strong.tagName).toBe('STRONG');
    expect(asked[1]).toMatchObject({
      url: '/api/ai/chatbot',
      body: { course_id: 'c-1', tenant_id: tenantId, presentation_url: '/api/media/deck.pdf', company_name: 'Acme' },
    });
    fireEvent.click(within(screen.getByLabelText('Sources')).getByRole('button', { name: 'Slide 3 – Strong passwords' }));
    expect(onOpenSource).toHaveBeenCalledWith(source);

    fireEvent.click(screen.getByRole('button', { name: 'Security Awareness' }));
    expect(screen.getByText('Ask any general compliance or company-related question.')).toBeTruthy();
    expect(screen.getByText(chatMessages.greeting)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Courses' }));
    expect(screen.queryByRole('button', { name: 'Data Privacy' })).toBeNull();
  });

  it('shows the loading and empty course texts', async () => {
    enabledCourses = 'pending';
    renderWithProviders(<Chatbot tenantId={tenantId} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Courses' }));
    expect(screen.getByText('Loading courses...')).toBeTruthy();
    cleanup();
    enabledCourses = [];
    renderWithProviders(<Chatbot tenantId={tenantId} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Courses' }));
    expect(await screen.findByText('No courses available')).toBeTruthy();
    expect(screen.getByText('Use general chat for company questions')).toBeTruthy();
  });

  it('renders markup in a reply as text, never as HTML', async () => {
    replies.push({ status: 200, body: { response: 'Look: <img src=x onerror="alert(1)">\n\n1. first\n2. **second**', sources: [] } });
    renderWithProviders(<Chatbot tenantId={tenantId} />);
    fireEvent.change(input(), { target: { value: 'markup' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Look: <img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getByText('second').tagName).toBe('STRONG');
  });

  it('keeps the question in the input and says so when the chatbot fails', async () => {
    replies.push({ status: 503, body: { message: 'down' } });
    renderWithProviders(<Chatbot tenantId={tenantId} />);
    fireEvent.change(input(), { target: { value: 'Will this fail?' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to get response from chatbot')).toBeTruthy();
    expect(input().value).toBe('Will this fail?');
  });

  it('titles the player\'s panel for its course and says the AI service failed for a course question', async () => {
    replies.push({ status: 503, body: { message: 'down' } });
    renderWithProviders(<Chatbot tenantId={tenantId} initialCourseId="c-1" hideCourseSelector />);
    expect(screen.queryByRole('button', { name: 'Show Courses' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Course Assistant' })).toBeTruthy();
    expect(screen.queryByText('General Chatbot')).toBeNull();
    expect(await screen.findByText('You\'re chatting about: Security Awareness')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'A course question' } });
    await waitFor(() => expect((sendButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to get response from AI service')).toBeTruthy();
    expect(input().value).toBe('A course question');
  });

  it('hides the microphone where the browser has no speech recognition, and dictates where it has', async () => {
    renderWithProviders(<Chatbot tenantId={tenantId} />);
    expect(screen.queryByRole('button', { name: 'Start voice input' })).toBeNull();
    cleanup();

    type Instance = { lang: string; continuous: boolean; interimResults: boolean; onresult: (e: unknown) => void };
    const instances: Instance[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: (e: unknown) => void = () => {};
      onerror = null;
      onend = null;
      start() {
        instances.push(this);
      }

      stop() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    renderWithProviders(<Chatbot tenantId={tenantId} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start voice input' }));
    const recognition = instances[0]!;
    expect([recognition.lang, recognition.continuous, recognition.interimResults]).toEqual(['en-US', true, true]);
    expect(input().placeholder).toBe('Listening...');
    recognition.onresult({ results: [[{ transcript: 'what is phishing' }]] });
    await waitFor(() => expect(input().value).toBe('what is phishing'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop voice input' }));
    expect(input().value).toBe('what is phishing');
    expect(input().placeholder).toBe('Type your question...');
  });
});
