// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactKind } from './contact-kind';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CoursePropertiesSection } from './course-properties-section';

const tenantId = '11111111-1111-4111-8111-111111111111';
const courseId = '22222222-2222-4222-8222-222222222222';
const pocs = [
  { id: 'p1', role: 'HR', name: 'Hana', email: null, contact: 'hana@acme.test' },
  { id: 'p2', role: 'Legal', name: 'Lee', email: 'lee@acme.test', contact: '+91 98765 43210' },
];

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
let patchAnswer: () => Response;

beforeEach(() => {
  calls = [];
  patchAnswer = () => Response.json({ mandatory: false, skippable: false, retryType: 'DIFFERENT' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith('/pocs')) return Response.json({ pocs });
      if (method === 'PATCH') return patchAnswer();
      return Response.json({ message: 'not found' }, { status: 404 });
    }),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  const onUpdated = vi.fn();
  renderWithProviders(
    <CoursePropertiesSection
      tenantId={tenantId}
      course={{ courseId, mandatory: true, skippable: false, retryType: 'SAME', dueDate: null, dueDays: null }}
      onUpdated={onUpdated}
    />,
  );
  return { onUpdated };
}

async function openEditor() {
  // Editing starts from the loaded points of contact.
  await screen.findByText('hana@acme.test');
  fireEvent.click(screen.getByRole('button', { name: 'Edit Properties' }));
}

describe('contactKind', () => {
  it('shows e-mails as mail links and an optional + with 7 or more digits as a phone', () => {
    expect(contactKind('a.b@acme.co')).toBe('email');
    expect(contactKind('+919876543')).toBe('phone');
    expect(contactKind('98 76 543')).toBe('phone');
    expect(contactKind('123456')).toBe('text');
    expect(contactKind('call reception')).toBe('text');
  });
});

describe('CoursePropertiesSection', () => {
  it('shows properties and points of contact with e-mail and phone links', async () => {
    renderSection();
    expect(await screen.findByRole('link', { name: 'hana@acme.test' })).toHaveProperty('href', 'mailto:hana@acme.test');
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByText('SAME')).toBeTruthy();
    expect(calls[0]?.url).toBe(`/api/tenants/${tenantId}/courses/${courseId}/pocs`);
  });

  it('Cancel restores the original values', async () => {
    renderSection();
    await openEditor();
    const mandatory = screen.getByRole('switch', { name: 'Mandatory' });
    fireEvent.click(mandatory);
    expect(mandatory.getAttribute('aria-checked')).toBe('false');
    fireEvent.change(screen.getAllByLabelText('Name')[0] as HTMLElement, { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Properties' }));
    expect(screen.getByRole('switch', { name: 'Mandatory' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getAllByLabelText('Name')[0] as HTMLInputElement).value).toBe('Hana');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves without poc ids, returns to view mode and toasts', async () => {
    const { onUpdated } = renderSection();
    await openEditor();
    fireEvent.click(screen.getByRole('switch', { name: 'Mandatory' }));
    fireEvent.change(screen.getByLabelText('Retry type'), { target: { value: 'DIFFERENT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Course properties updated!');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/tenant-admin/courses/properties');
    expect(patch?.body).toEqual({
      tenantId,
      courseId,
      skippable: false,
      mandatory: false,
      retryType: 'DIFFERENT',
      pocs: [
        { role: 'HR', name: 'Hana', email: '', contact: 'hana@acme.test' },
        { role: 'Legal', name: 'Lee', email: 'lee@acme.test', contact: '+91 98765 43210' },
      ],
      dueDate: null,
      dueDays: null,
      recurMonths: null,
    });
    const section = screen.getByRole('region', { name: 'Course properties' });
    expect(within(section).getByText('DIFFERENT')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Edit Properties' })).toBeTruthy();
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it('sets a due date as a window of days after each employee is added, and refuses a window out of range', async () => {
    patchAnswer = () => Response.json({ mandatory: true, skippable: false, retryType: 'SAME', dueDate: null, dueDays: 14 });
    renderSection();
    expect(await screen.findByText('No due date')).toBeTruthy();
    await openEditor();
    fireEvent.change(screen.getByLabelText('Due'), { target: { value: 'days' } });
    fireEvent.change(screen.getByLabelText('Days after being added'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Days must be a whole number from 1 to 730.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(screen.getByLabelText('Days after being added'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Course properties updated!');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ dueDate: null, dueDays: 14 });
    expect(screen.getByText('Within 14 days of being added')).toBeTruthy();
  });

  it('toasts the server\'s error, or \'Failed to update course properties\'', async () => {
    patchAnswer = () => Response.json({ error: 'Points of contact are invalid' }, { status: 400 });
    renderSection();
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Points of contact are invalid');

    patchAnswer = () => new Response('', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Failed to update course properties');
    // Still editing after a failure.
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('sets a recurrence beside Due and shows it', async () => {
    patchAnswer = () => Response.json({ mandatory: true, skippable: false, retryType: 'SAME', dueDate: null, dueDays: null, recurMonths: 12 });
    renderSection();
    expect(await screen.findByText('Once')).toBeTruthy();
    await openEditor();
    fireEvent.change(screen.getByLabelText('Recurs'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Back in view mode once saved: the answer's recurrence is shown.
    expect(await within(screen.getByRole('region', { name: 'Course properties' })).findByText('Every 12 months')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ recurMonths: 12 });
  });
});
