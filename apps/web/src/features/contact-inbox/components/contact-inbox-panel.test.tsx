// @vitest-environment jsdom
import type { ContactInboxItem } from '@complyra/core/contact/contact.schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactInboxPanel } from './contact-inbox-panel';

const message = (id: string, fullName: string, readAt: string | null): ContactInboxItem => ({
  id, fullName, email: `${id}@buyer.test`, organization: 'Buyer Inc', message: `Hello from ${fullName}`, createdAt: '2026-11-27T09:00:00.000Z', readAt,
});

let messages: ContactInboxItem[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  messages = [message('m1', 'Ada Buyer', null), message('m2', 'Bo Curious', '2026-11-27T09:30:00.000Z')];
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'PATCH') {
      const id = url.split('/').at(-1);
      const { read } = JSON.parse(String(init.body)) as { read: boolean };
      messages = messages.map((m) => (m.id === id ? { ...m, readAt: read ? '2026-11-27T10:00:00.000Z' : null } : m));
      return Response.json(messages.find((m) => m.id === id));
    }
    const query = new URL(url, 'http://localhost').searchParams;
    const filter = query.get('filter');
    const items = messages.filter((m) => filter === 'all' || (filter === 'unread') === (m.readAt === null));
    const unread = messages.filter((m) => m.readAt === null).length;
    return Response.json({ items, total: items.length, page: 1, limit: 20, unread });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactInboxPanel', () => {
  it('shows the messages with the unread count, marks one read and filters by read state', async () => {
    renderWithProviders(<ContactInboxPanel />);
    expect(await screen.findByText('Hello from Ada Buyer')).toBeTruthy();
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Unread message from Ada Buyer' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.queryByText('1 unread')).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Read message from Ada Buyer' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('filter=unread'))).toBe(true);
  });
});
