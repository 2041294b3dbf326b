// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TenantUsersPanel } from './tenant-users-panel';

const tenantId = '11111111-1111-4111-8111-111111111111';
const user = (id: string, name: string, role = 'EMPLOYEE') => ({
  id,
  name,
  email: `${name.toLowerCase()}@acme.test`,
  role,
  hasPassword: true,
  invitePending: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const courses = (over: Partial<Record<'total' | 'notStarted' | 'inProgress' | 'completed', number>>) => ({
  total: 0,
  notStarted: 0,
  inProgress: 0,
  completed: 0,
  inProgressDetails: [] as { courseId: string; title: string; progress: number }[],
  completedDetails: [] as { courseId: string; title: string }[],
  notStartedDetails: [] as { courseId: string; title: string }[],
  ...over,
});

type Routes = { users: () => Response; progress: () => Response };
let routes: Routes;
let posts: { url: string; body: unknown; contentType: string | null }[] = [];

const clipboard = { writeText: vi.fn(async () => {}) };
Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

beforeEach(() => {
  clipboard.writeText.mockClear();
  posts = [];
  routes = { users: () => Response.json([]), progress: () => Response.json([]) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        const contentType = new Headers(init.headers).get('Content-Type');
        posts.push({ url, body: contentType === 'text/csv' || !init.body ? init.body : JSON.parse(String(init.body)), contentType });
        if (url.endsWith('/import'))
          return Response.json({
            added: 1,
            existing: 1,
            invalid: 1,
            rows: [
              { row: 2, name: 'Ana', email: 'ana@acme.test', status: 'added', message: 'Added', inviteUrl: '/invite/tok-ana' },
              { row: 3, name: 'Bob', email: 'bob@acme.test', status: 'exists', message: 'Exists' },
              { row: 4, name: 'Cy', email: 'cy', status: 'invalid', message: 'Invalid email address' },
              { row: 5, name: '', email: 'dee@acme.test', status: 'invalid', message: 'Name is required' },
            ],
          });
        if (url.endsWith('/invite')) return Response.json({ inviteUrl: '/invite/tok-new' });
        return Response.json(
          { user: user('u9', 'Dee'), inviteUrl: '/signin?invite=abc' },
          { status: 201 },
        );
      }
      return url.includes('users-progress') ? routes.progress() : routes.users();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  renderWithProviders(<TenantUsersPanel tenantId={tenantId} />);
}

describe('TenantUsersPanel', () => {
  it('shows the loading text, then the empty text', async () => {
    renderPanel();
    expect(screen.getByText('Loading users...')).toBeTruthy();
    await screen.findByText('No users found for this organization.');
  });

  it('says \'Failed to load users\' when the list cannot be read', async () => {
    routes.users = () => Response.json({ message: 'boom' }, { status: 500 });
    renderPanel();
    await screen.findByText('Failed to load users');
  });

  it('shows n/total counts and the overall status of each employee, admins left out', async () => {
    routes.users = () => Response.json([user('a', 'Admin', 'ADMIN'), user('u1', 'Ana'), user('u2', 'Bob'), user('u3', 'Cy'), user('u4', 'Dee')]);
    routes.progress = () =>
      Response.json([
        {
          userId: 'u1',
          name: 'Ana',
          email: 'ana@acme.test',
          lastActivityAt: null,
          courses: {
            ...courses({ total: 3, notStarted: 1, inProgress: 1, completed: 1 }),
            inProgressDetails: [{ courseId: 'c1', title: 'Anti-Bribery', progress: 33.333 }],
            completedDetails: [{ courseId: 'c2', title: 'Data Privacy' }],
            notStartedDetails: [{ courseId: 'c3', title: 'Fire Safety' }],
          },
        },
        { userId: 'u2', name: 'Bob', email: 'bob@acme.test', lastActivityAt: null, courses: courses({ total: 2, completed: 2 }) },
        { userId: 'u3', name: 'Cy', email: 'cy@acme.test', lastActivityAt: null, courses: courses({ total: 2, notStarted: 2 }) },
      ]);
    renderPanel();
    const ana = (await screen.findByText('Ana')).closest('tr') as HTMLElement;
    expect(screen.queryByText('Admin')).toBeNull();
    expect(within(ana).getAllByText('1/3')).toHaveLength(3);
    expect(within(ana).getByText('In Progress')).toBeTruthy();
    expect(within(screen.getByText('Bob').closest('tr') as HTMLElement).getByText('Completed')).toBeTruthy();
    expect(within(screen.getByText('Cy').closest('tr') as HTMLElement).getByText('Not Started')).toBeTruthy();
    // No progress row yet (e.g. no courses): 0/0 and Not Started.
    const dee = screen.getByText('Dee').closest('tr') as HTMLElement;
    expect(within(dee).getAllByText('0/0')).toHaveLength(3);
    expect(within(dee).getByText('Not Started')).toBeTruthy();

    fireEvent.click(within(ana).getByRole('button', { name: 'In Progress courses of Ana' }));
    const inProgress = await screen.findByRole('dialog', { name: 'Courses In Progress' });
    expect(within(inProgress).getByText('Anti-Bribery')).toBeTruthy();
    expect(within(inProgress).getByText('33.3%')).toBeTruthy();
    fireEvent.keyDown(inProgress, { key: 'Escape' });

    fireEvent.click(within(dee).getByRole('button', { name: 'Completed courses of Dee' }));
    const completed = await screen.findByRole('dialog', { name: 'Completed Courses' });
    expect(within(completed).getByText('No completed courses')).toBeTruthy();
    fireEvent.keyDown(completed, { key: 'Escape' });

    fireEvent.click(within(dee).getByRole('button', { name: 'Not Started courses of Dee' }));
    expect(within(await screen.findByRole('dialog', { name: 'Not Started Courses' })).getByText('No courses not started')).toBeTruthy();
  });

  it('adds a user without a password and shows the one-time invite link', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Dee' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'Dee@Acme.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    const link = (await within(dialog).findByLabelText('Invite link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/signin?invite=abc`);
    expect(posts[0]).toEqual({
      url: `/api/tenant-admin/tenants/${tenantId}/users`,
      body: { name: 'Dee', email: 'dee@acme.test' },
      contentType: 'application/json',
    });
    expect(within(dialog).getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
  });

  it('imports a CSV and lists the result of every row', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    const csv = 'name,email\nAna,ana@acme.test\nBob,bob@acme.test\nCy,cy\n';
    fireEvent.change(within(dialog).getByLabelText('CSV file'), {
      target: { files: [new File([csv], 'users.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('already exists');
    expect(within(dialog).getByText('added')).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /cy/ }).textContent).toContain('invalid e-mail');
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(posts[0]).toEqual({ url: `/api/tenant-admin/tenants/${tenantId}/users/import`, body: csv, contentType: 'text/csv' });

    // Each added row's invite link, with its copy button, and all of them as CSV.
    const anaLink = within(dialog).getByLabelText('Invite link for Ana') as HTMLInputElement;
    expect(anaLink.value).toBe(`${window.location.origin}/invite/tok-ana`);
    expect(within(dialog).queryByLabelText('Invite link for Bob')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy invite link for Ana' }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/tok-ana`));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy all as CSV' }));
    await waitFor(() =>
      expect(clipboard.writeText).toHaveBeenLastCalledWith(
        `name,email,invite_link\nAna,ana@acme.test,${window.location.origin}/invite/tok-ana`,
      ),
    );
  });

  it('marks who has not accepted their invite and resends one with a new link', async () => {
    routes.users = () =>
      Response.json([user('u1', 'Ana'), { ...user('u2', 'Ben'), hasPassword: false, invitePending: true }]);
    renderPanel();
    const ben = (await screen.findByText('ben@acme.test')).closest('tr') as HTMLElement;
    expect(within(ben).getByText('Invite not accepted')).toBeTruthy();
    const ana = screen.getByText('ana@acme.test').closest('tr') as HTMLElement;
    expect(within(ana).queryByText('Invite not accepted')).toBeNull();
    expect(within(ana).queryByRole('button', { name: /Resend invite/ })).toBeNull();

    fireEvent.click(within(ben).getByRole('button', { name: 'Resend invite to Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invite link' });
    expect((within(dialog).getByLabelText('Invite link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/invite/tok-new`,
    );
    expect(posts.at(-1)?.url).toBe(`/api/tenant-admin/tenants/${tenantId}/users/u2/invite`);
  });
});
