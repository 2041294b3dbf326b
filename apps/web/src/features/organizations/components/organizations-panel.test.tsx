// @vitest-environment jsdom
import type { Tenant } from '@complyra/core/tenants/tenants.schema';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, queriesTo } from '../../../testing/paged-answer';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { OrganizationsPanel } from './organizations-panel';

const acme: Tenant = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Corp',
  domain: 'acme.test',
  adminEmail: 'admin@acme.test',
  status: 'active',
  userCount: 12,
  enabledCourseCount: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** A tiny server: active/inactive lists that follow the PATCH and DELETE calls. */
function stubServer(options: { failPatch?: boolean; failDelete?: boolean; more?: Tenant[] } = {}) {
  const tenants = new Map([[acme.id, { ...acme }]]);
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const list = url.match(/\/api\/superadmin\/tenants\/(active|inactive)\?/);
    if (list) {
      const rows = [...tenants.values(), ...(options.more ?? [])].filter((tenant) => tenant.status === list[1]);
      return jsonResponse(200, pagedAnswer(url, rows, (tenant) => [tenant.name]));
    }
    const patch = url.match(/\/api\/superadmin\/tenants\/([^/]+)\/(inactivate|activate)$/);
    if (patch && init?.method === 'PATCH') {
      if (options.failPatch) return jsonResponse(500, { message: 'boom' });
      const tenant = tenants.get(patch[1] ?? '');
      if (!tenant) return jsonResponse(404, { message: 'Organization not found' });
      tenant.status = patch[2] === 'activate' ? 'active' : 'inactive';
      return jsonResponse(200, tenant);
    }
    if (url.endsWith('/api/superadmin/records-retention')) return jsonResponse(200, { years: 6 });
    const remove = url.match(/\/api\/superadmin\/tenant\/([^/]+)$/);
    if (remove && init?.method === 'DELETE') {
      if (options.failDelete) return jsonResponse(500, { message: 'boom' });
      return tenants.delete(remove[1] ?? '') ? jsonResponse(204, null) : jsonResponse(404, { message: 'Organization not found' });
    }
    return jsonResponse(404, { message: 'unexpected' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openMenuItem(name: string) {
  const trigger = await screen.findByRole('button', { name: 'Actions for Acme Corp' });
  // Radix opens menus on pointerdown, which jsdom does not model; the keyboard path is the same menu.
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('OrganizationsPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each row with users, enabled courses and admin e-mail', async () => {
    stubServer();
    renderWithProviders(<OrganizationsPanel />);
    const list = await screen.findByRole('list', { name: 'Active Organizations' });
    expect(within(list).getByText('Acme Corp')).toBeTruthy();
    expect(within(list).getByText('12 users')).toBeTruthy();
    expect(within(list).getByText('3 enabled courses')).toBeTruthy();
    expect(within(list).getByText('admin@acme.test')).toBeTruthy();
  });

  it('says "1 user" and "1 enabled course", not "1 users"', async () => {
    const fetchMock = stubServer();
    const one = { ...acme, userCount: 1, enabledCourseCount: 1 };
    fetchMock.mockImplementation(async (url: string) => jsonResponse(200, pagedAnswer(url, [one], () => [])));
    renderWithProviders(<OrganizationsPanel />);
    const list = await screen.findByRole('list', { name: 'Active Organizations' });
    expect(within(list).getByText('1 user')).toBeTruthy();
    expect(within(list).getByText('1 enabled course')).toBeTruthy();
    expect(within(list).queryByText('1 users')).toBeNull();
  });

  it('deactivates after confirmation, removes the row and finds it under Inactive Organizations', async () => {
    stubServer();
    renderWithProviders(<OrganizationsPanel />);
    await openMenuItem('Deactivate');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to deactivate the organization Acme Corp?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Organization deactivated successfully')).toBeTruthy();
    expect(await screen.findByText('No active organizations.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inactive Organizations' }));
    const inactive = await screen.findByRole('list', { name: 'Inactive Organizations' });
    expect(within(inactive).getByText('Acme Corp')).toBeTruthy();

    await openMenuItem('Activate');
    const activate = await screen.findByRole('alertdialog');
    expect(within(activate).getByText('Are you sure you want to activate the organization Acme Corp?')).toBeTruthy();
    fireEvent.click(within(activate).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Organization activated successfully')).toBeTruthy();
  });

  it('keeps the row on Cancel and says so when the server refuses', async () => {
    const fetchMock = stubServer({ failPatch: true });
    renderWithProviders(<OrganizationsPanel />);
    await openMenuItem('Deactivate');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await openMenuItem('Deactivate');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to deactivate organization')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Active Organizations' })).getByText('Acme Corp')).toBeTruthy();
  });

  it('deletes only after a confirmation that says what happens to the organization and its records', async () => {
    const fetchMock = stubServer();
    renderWithProviders(<OrganizationsPanel />);
    await openMenuItem('Delete');
    const cancel = await screen.findByRole('alertdialog', { name: 'Delete Organization' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await openMenuItem('Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Organization' });
    // The period is the server's setting (RECORDS_RETENTION_YEARS), read from it.
    expect(
      await within(dialog).findByText(
        'Delete Acme Corp? The organization is deactivated at once and hidden; its people can no longer sign in. '
        + 'Training records, quiz results and certificates are kept for audit for 6 years, then removed for good.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Organization deleted successfully')).toBeTruthy();
    expect(await screen.findByText('No active organizations.')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);
    expect(deletes).toEqual([`/api/superadmin/tenant/${acme.id}`]);
  });

  it('keeps the row and says so when the server refuses to delete', async () => {
    stubServer({ failDelete: true });
    renderWithProviders(<OrganizationsPanel />);
    await openMenuItem('Delete');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete organization')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Active Organizations' })).getByText('Acme Corp')).toBeTruthy();
  });

  it('pages, searches by name and orders by a shown column on the server', async () => {
    const more = Array.from({ length: 24 }, (_, i) => ({
      ...acme,
      id: `t${i}`,
      name: `Branch ${String(i + 1).padStart(2, '0')}`,
    }));
    const fetchMock = stubServer({ more });
    renderWithProviders(<OrganizationsPanel />);
    expect(await screen.findByText('Showing 1–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Active Organizations' })).getAllByRole('listitem')).toHaveLength(5);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'userCount:desc' } });
    expect(await screen.findByText('Showing 1–20 of 25')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search organizations' }), { target: { value: 'acme' } });
    expect(await screen.findByText('Showing 1–1 of 1', undefined, { timeout: 4000 })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search organizations' }), { target: { value: 'nowhere' } });
    expect(await screen.findByText('No results for "nowhere".', undefined, { timeout: 4000 })).toBeTruthy();

    const asked = queriesTo(fetchMock, '/api/superadmin/tenants/active').map((q) => Object.fromEntries(q));
    expect(asked).toContainEqual({ page: '2', limit: '20', sort: 'createdAt', order: 'desc' });
    expect(asked).toContainEqual({ page: '1', limit: '20', sort: 'userCount', order: 'desc', search: 'acme' });
  }, 15_000);
});
