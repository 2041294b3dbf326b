import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReminderSettingsDialog, reminderSettingsText } from './reminder-settings-dialog';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ReminderSettingsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored choice, saves a change at once and shows what the server stored', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    let stored = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method: init.method ?? 'GET', url, body });
        if (init.method === 'PUT') stored = (body as { optionalCourseReminders: boolean }).optionalCourseReminders;
        return json({ optionalCourseReminders: stored });
      }),
    );
    renderWithProviders(<ReminderSettingsDialog open onOpenChange={() => undefined} />);
    expect(screen.getByText(/Reminders for mandatory courses are always sent\./)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: reminderSettingsText.optionalLabel });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', '/api/user-dashboard/reminder-settings', undefined],
      ['PUT', '/api/user-dashboard/reminder-settings', { optionalCourseReminders: false }],
    ]);
  });

  it('says why the settings could not be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Only employees get reminders' }, 403)));
    renderWithProviders(<ReminderSettingsDialog open onOpenChange={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Only employees get reminders');
  });
});
