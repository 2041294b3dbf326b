// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrganizationSettingsDialog } from './organization-settings-dialog';

const tenantId = '11111111-1111-4111-8111-111111111111';

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
let details: Record<string, string> | null;
let postAnswer: (body: Record<string, string>) => Response;

beforeEach(() => {
  calls = [];
  details = null;
  postAnswer = (body) => Response.json({ details: { ...body, companyName: 'Acme' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, url, body });
      if (method === 'POST') {
        const answer = postAnswer(body);
        if (answer.ok) details = body;
        return answer;
      }
      if (details) return Response.json({ details: { ...details, companyName: 'Acme' } });
      // The server's two answers while none were saved: empty details to ?missing=empty, else the spec's 404.
      return url.endsWith('?missing=empty')
        ? Response.json({ details: { hrContactName: '', ceoEmail: '', companyName: 'Acme' } })
        : Response.json({ message: 'No details saved for this organization yet.' }, { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  renderWithProviders(<OrganizationSettingsDialog tenantId={tenantId} open onOpenChange={() => {}} />);
}

describe('OrganizationSettingsDialog', () => {
  it('asks for none saved as empty details (no failed request): the notice and \'-\' for every value', async () => {
    renderDialog();
    await screen.findByText('No details found. Click the edit button below to add them.');
    expect(calls).toEqual([{ method: 'GET', url: `/api/tenants/${tenantId}/details?missing=empty`, body: null }]);
    expect(screen.getAllByText('-')).toHaveLength(9);
    expect(screen.getByText('HR Contact')).toBeTruthy();
    expect(screen.getByText('Executive Team')).toBeTruthy();
    expect(screen.getByRole('dialog').className).toContain('max-h-[90vh]');
  });

  it('shows saved values and \'-\' only for the empty ones', async () => {
    details = { hrContactName: 'Hana', ceoEmail: 'ceo@acme.test' };
    renderDialog();
    await screen.findByText('Hana');
    expect(screen.getByText('ceo@acme.test')).toBeTruthy();
    expect(screen.getAllByText('-')).toHaveLength(7);
    expect(screen.queryByText('No details found. Click the edit button below to add them.')).toBeNull();
  });

  it('checks e-mails, saves the nine fields and goes back to the read view', async () => {
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    expect(screen.getByLabelText('HR Phone').getAttribute('placeholder')).toMatch(/^\+91/);
    fireEvent.change(screen.getByLabelText('HR Name'), { target: { value: 'Hana' } });
    fireEvent.change(screen.getByLabelText('CTO Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Invalid email address');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('CTO Email'), { target: { value: 'cto@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tenant details saved successfully!');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/tenants/${tenantId}/details`);
    expect(post?.body).toEqual({
      hrContactName: 'Hana',
      hrContactEmail: '',
      hrContactPhone: '',
      ceoName: '',
      ceoEmail: '',
      ceoContact: '',
      ctoName: '',
      ctoEmail: 'cto@acme.test',
      ctoContact: '',
    });
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('Hana');
    expect(within(dialog).getByRole('button', { name: 'Edit Details' })).toBeTruthy();
  });

  it('Cancel returns to the read view; a failed save shows the server\'s message', async () => {
    postAnswer = () => Response.json({ message: 'Organization not found' }, { status: 404 });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Organization not found');

    postAnswer = () => new Response('', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Failed to save tenant details. Please try again.');
  });
});
