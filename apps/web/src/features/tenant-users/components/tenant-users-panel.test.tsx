// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, queriesTo } from '../../../testing/paged-answer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { UserProgressEntry } from '../api/get-users-progress';
import { TenantUsersPanel } from './tenant-users-panel';

const tenantId = '11111111-1111-4111-8111-111111111111';
const courses = (over: Partial<Record<'total' | 'notStarted' | 'inProgress' | 'completed' | 'overdue', number>>) => ({
  total: 0,
  notStarted: 0,
  inProgress: 0,
  completed: 0,
  overdue: 0,
  inProgressDetails: [] as { courseId: string; title: string; progress: number }[],
  completedDetails: [] as { courseId: string; title: string }[],
  notStartedDetails: [] as { courseId: string; title: string }[],
  ...over,
});
const entry = (userId: string, name: string, over: Partial<UserProgressEntry> = {}): UserProgressEntry => ({
  userId,
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@acme.test`,
  lastActivityAt: null,
  invitePending: false,
  courses: courses({}),
  ...over,
});
/** "Person 01" to "Person 45": three pages of 20. */
const people = Array.from({ length: 45 }, (_, i) => entry(`p${i + 1}`, `Person ${String(i + 1).padStart(2, '0')}`));

let employees: UserProgressEntry[];
let failProgress: boolean;
let posts: { url: string; body: unknown; contentType: string | null }[] = [];
let deletes: string[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

const clipboard = { writeText: vi.fn(async () => {}) };
Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

beforeEach(() => {
  clipboard.writeText.mockClear();
  posts = [];
  deletes = [];
  employees = [];
  failProgress = false;
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
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
      return Response.json({ user: { id: 'u9', name: 'Dee' }, inviteUrl: '/signin?invite=abc' }, { status: 201 });
    }
    if (init.method === 'DELETE') {
      deletes.push(url);
      employees = employees.filter((e) => !url.endsWith(`/users/${e.userId}`));
      return new Response(null, { status: 204 });
    }
    if (url.includes('/export.csv')) {
      return new Response(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Name,Email\r\n')]), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="users-2026-11-27.csv"' },
      });
    }
    if (failProgress) return Response.json({ message: 'boom' }, { status: 500 });
    return Response.json(pagedAnswer(url, employees, (e) => [e.name, e.email]));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  renderWithProviders(<TenantUsersPanel tenantId={tenantId} />);
}

const progressQueries = () => queriesTo(fetchMock, '/api/admin/dashboard/users-progress');
const shownNames = () => screen.getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.firstChild?.textContent);

describe('TenantUsersPanel', () => {
  it('shows the loading text, then the empty text', async () => {
    renderPanel();
    expect(screen.getByText('Loading users...')).toBeTruthy();
    await screen.findByText('No users found for this organization.');
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
  });

  it('says \'Failed to load users\' when the list cannot be read', async () => {
    failProgress = true;
    renderPanel();
    await screen.findByText('Failed to load users');
  });

  it('shows n/total counts and the overall status of each employee', async () => {
    employees = [
      entry('u1', 'Ana', {
        courses: {
          ...courses({ total: 3, notStarted: 1, inProgress: 1, completed: 1 }),
          inProgressDetails: [{ courseId: 'c1', title: 'Anti-Bribery', progress: 33.333 }],
          completedDetails: [{ courseId: 'c2', title: 'Data Privacy' }],
          notStartedDetails: [{ courseId: 'c3', title: 'Fire Safety' }],
        },
      }),
      entry('u2', 'Bob', { courses: courses({ total: 2, completed: 2 }) }),
      entry('u3', 'Cy', { courses: courses({ total: 2, notStarted: 2 }) }),
      entry('u4', 'Dee'),
    ];
    renderPanel();
    const ana = (await screen.findByText('Ana')).closest('tr') as HTMLElement;
    expect(within(ana).getAllByText('1/3')).toHaveLength(3);
    expect(within(ana).getByText('In Progress')).toBeTruthy();
    expect(within(screen.getByText('Bob').closest('tr') as HTMLElement).getByText('Completed')).toBeTruthy();
    expect(within(screen.getByText('Cy').closest('tr') as HTMLElement).getByText('Not Started')).toBeTruthy();
    // No enabled courses: 0/0 and Not Started.
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
    employees = [entry('u1', 'Ana'), entry('u2', 'Ben', { invitePending: true })];
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

  it('deletes an employee only after a confirmation that says their records are kept', async () => {
    employees = [entry('u1', 'Ana'), entry('u2', 'Ben')];
    renderPanel();
    const ben = (await screen.findByText('ben@acme.test')).closest('tr') as HTMLElement;
    fireEvent.click(within(ben).getByRole('button', { name: 'Delete Ben' }));
    const cancel = await screen.findByRole('alertdialog', { name: 'Delete User' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toEqual([]);

    fireEvent.click(within(ben).getByRole('button', { name: 'Delete Ben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText(
        'Delete Ben? Their name and e-mail are replaced, their sign-ins end and they can no longer sign in. '
        + 'Their completions, quiz results and certificates are kept for audit, and the audit log records who deleted them and when.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted. Their training records are kept under an anonymized name.')).toBeTruthy();
    expect(deletes).toEqual([`/api/tenant-admin/tenants/${tenantId}/users/u2`]);
    await waitFor(() => expect(screen.queryByText('ben@acme.test')).toBeNull());
  });

  it('exports the employees the search shows as the CSV file the server streams, byte-order mark kept', async () => {
    employees = [entry('u1', 'Ana')];
    const saved: { name: string; bytes: number[] }[] = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.set('blob:1', blob);
        return 'blob:1';
      },
      revokeObjectURL: () => {},
    }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const record = (buffer: ArrayBuffer) => saved.push({ name: this.download, bytes: [...new Uint8Array(buffer)] });
      void blobs.get(this.href)?.arrayBuffer().then(record);
    });
    renderPanel();
    await screen.findByText('ana@acme.test');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'Ana' } });
    await waitFor(() => expect(progressQueries().at(-1)?.get('search')).toBe('Ana'));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queriesTo(fetchMock, '/api/admin/dashboard/users-progress/export.csv').map(String)).toEqual([
      `tenantId=${tenantId}&search=Ana`,
    ]);
    expect(saved[0]?.name).toBe('users-2026-11-27.csv');
    expect(saved[0]?.bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    click.mockRestore();
  });

  it('pages on the server: "Showing x–y of N" with Previous and Next', async () => {
    employees = people;
    renderPanel();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeTruthy();
    expect(shownNames()).toHaveLength(20);
    expect(shownNames()[0]).toBe('Person 01');
    const pager = screen.getByRole('navigation', { name: 'Users pages' });
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeTruthy();
    expect(shownNames()[0]).toBe('Person 21');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeTruthy();
    expect(shownNames()).toEqual(['Person 41', 'Person 42', 'Person 43', 'Person 44', 'Person 45']);
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeTruthy();
    expect(progressQueries().slice(0, 3).map((q) => [q.get('page'), q.get('limit'), q.get('tenantId')])).toEqual([
      ['1', '20', tenantId],
      ['2', '20', tenantId],
      ['3', '20', tenantId],
    ]);
  }, 15_000);

  it('searches on the server once typing pauses, from page 1, and says when nothing matches', async () => {
    employees = people;
    renderPanel();
    fireEvent.click(within(await screen.findByRole('navigation', { name: 'Users pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    for (const text of ['p', 'pe', 'person 4']) fireEvent.change(box, { target: { value: text } });
    expect(await screen.findByText('Showing 1–6 of 6', undefined, { timeout: 4000 })).toBeTruthy();
    expect(shownNames()).toEqual(['Person 40', 'Person 41', 'Person 42', 'Person 43', 'Person 44', 'Person 45']);
    // One request for what was typed last, not one per keystroke.
    const searched = progressQueries().filter((q) => q.has('search'));
    expect(searched.map((q) => [q.get('search'), q.get('page')])).toEqual([['person 4', '1']]);

    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText('No results for "nobody".', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText('No users found for this organization.')).toBeNull();
  }, 15_000);

  it('orders by a column on the server; the same column again reverses it', async () => {
    employees = people;
    renderPanel();
    await screen.findByText('Showing 1–20 of 45');
    const nameHead = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHead.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Completed/ })).getByRole('button'));
    await waitFor(() => expect(progressQueries().at(-1)?.get('sort')).toBe('completed'));
    expect(progressQueries().at(-1)?.get('order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Completed/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(nameHead.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Completed/ })).getByRole('button'));
    await waitFor(() => expect(progressQueries().at(-1)?.get('order')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: /Completed/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Overall Status/ })).getByRole('button'));
    await waitFor(() => expect(progressQueries().at(-1)?.get('sort')).toBe('status'));
  }, 15_000);
});
