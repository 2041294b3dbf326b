// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { AddOrganizationDialog } from './add-organization-dialog';

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

const valid = {
  'Organization Name': ' Acme Corp ',
  Domain: ' ACME.test ',
  'Admin Email': 'Admin@Acme.test',
  'Admin Password': 'secret-1',
};

describe('AddOrganizationDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the four validation messages and posts nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AddOrganizationDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
    for (const message of [
      'Organization name is required',
      'Domain is required',
      'Invalid email address',
      'Password must be at least 6 characters',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the normalized organization, shows Creating... and the success toast, then closes', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const onOpenChange = vi.fn();
    renderWithProviders(<AddOrganizationDialog open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Organization' });
    fill(dialog, valid);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Organization' }));

    expect(await within(dialog).findByText('Creating...')).toBeTruthy();
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/tenants');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Acme Corp',
      domain: 'acme.test',
      adminEmail: 'admin@acme.test',
      adminPassword: 'secret-1',
    });
    answer(jsonResponse(201, { id: 'x' }));
    expect(await screen.findByText('Organization added successfully!')).toBeTruthy();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the server message on 409 and the catalogue sentence otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { message: 'An organization with the domain acme.test already exists.' })),
    );
    renderWithProviders(<AddOrganizationDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Organization' });
    fill(dialog, valid);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('An organization with the domain acme.test already exists.')).toBeTruthy();

    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(500, { message: 'Internal Server Error' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Failed to add organization. Please try again.')).toBeTruthy();
  });
});
