// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactForm } from './contact-form';

function renderForm() {
  renderWithProviders(<ContactForm />);
}

function fillForm() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jane Doe' } });
  fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'jane@example.com' } });
  fireEvent.change(screen.getByLabelText('Organization'), { target: { value: 'Acme' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
}

describe('ContactForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts the four fields, shows Processing..., then the thank-you panel and toast', async () => {
    let resolveFetch: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (resolveFetch = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));

    await screen.findByText('Processing...');
    expect(screen.getByRole('button', { name: /processing/i }).hasAttribute('disabled')).toBe(true);
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/submit');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      organization: 'Acme',
      message: 'Hello',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    resolveFetch(new Response('{}', { status: 200 }));
    await screen.findByText('Thank you!');
    await screen.findByText('Thank you for your message! We\'ll be in touch soon.');

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the values and shows the failure toast when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"nope"}', { status: 500 })),
    );
    renderForm();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));

    await screen.findByText('Failed to submit contact request. Please try again later.');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Jane Doe');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('does not post when fields are missing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    await screen.findByText('Full name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
