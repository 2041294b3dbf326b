// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AddCourseFlow } from './add-course-flow';

const tenantId = '11111111-1111-4111-8111-111111111111';
const courseA = '22222222-2222-4222-8222-222222222222';
const courseB = '33333333-3333-4333-8333-333333333333';
const courseC = '44444444-4444-4444-8444-444444444444';
const courseD = '55555555-5555-4555-8555-555555555555';
const courseE = '66666666-6666-4666-8666-666666666666';

const catalogueCourse = (id: string, title: string) => ({
  id,
  title,
  description: `${title} description`,
  tags: 'ethics, law',
  learningObjectives: 'Know the rules',
  duration: 12,
  materialUrl: '',
  materialName: 'a.pdf',
  materialType: 'pdf',
  enrolledUsers: 0,
  status: 'ready',
  stage: 'ready',
  slidesTotal: 3,
  slidesDone: 3,
  failureReason: null as string | null,
  rendering: 'pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const fullDetails = {
  hrContactName: 'Hana',
  hrContactEmail: 'hr@acme.test',
  hrContactPhone: '+91 98765 43210',
  ceoName: 'Cleo',
  ceoEmail: 'ceo@acme.test',
  ceoContact: '+91 90000 00001',
  ctoName: 'Theo',
  ctoEmail: 'cto@acme.test',
  ctoContact: '+91 90000 00002',
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

function stubApi(assigned: string[] = [], moreCatalogue: ReturnType<typeof catalogueCourse>[] = []) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === '/api/courses') {
        return Response.json([catalogueCourse(courseA, 'Anti-Bribery'), catalogueCourse(courseB, 'Data Privacy'), ...moreCatalogue]);
      }
      if (url.endsWith('/courses')) return Response.json(assigned.map((courseId) => ({ courseId })));
      if (url === '/api/courses/assign') return Response.json({ ok: true }, { status: 201 });
      return Response.json({ message: 'not found' }, { status: 404 });
    }),
  );
  // Radix switches measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

function renderFlow(details: Partial<typeof fullDetails>) {
  const onGoToDetails = vi.fn();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <AddCourseFlow
      tenantId={tenantId}
      open
      onOpenChange={onOpenChange}
      loadTenantDetails={async () => details}
      onGoToDetails={onGoToDetails}
    />,
  );
  return { onGoToDetails, onOpenChange };
}

async function selectCourse(title: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add New Course' });
  const addButton = within(dialog).getByRole('button', { name: 'Add Selected Courses' });
  expect(addButton.hasAttribute('disabled')).toBe(true);
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(title) }));
  expect(addButton.hasAttribute('disabled')).toBe(false);
  fireEvent.click(addButton);
}

describe('AddCourseFlow', () => {
  beforeEach(() => window.localStorage.setItem('token', 'a.b.c'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists only catalogue courses not yet assigned, with duration and tags', async () => {
    stubApi([courseA]);
    renderFlow(fullDetails);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Course' });
    await within(dialog).findByText('Data Privacy');
    expect(within(dialog).queryByText('Anti-Bribery')).toBeNull();
    expect(within(dialog).getByText('12 minutes')).toBeTruthy();
    expect(within(dialog).getByText('ethics')).toBeTruthy();
  });

  it('offers only ready courses and says their length by the one duration rule', async () => {
    const failed = { ...catalogueCourse(courseC, 'Broken Deck'), status: 'failed', stage: 'failed', failureReason: 'No slides' };
    const processing = { ...catalogueCourse(courseD, 'Still Making'), status: 'processing', stage: 'narrating' };
    stubApi([courseA], [failed, processing, { ...catalogueCourse(courseE, 'Quick Refresher'), duration: 1 }]);
    renderFlow(fullDetails);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Course' });
    const quick = (await within(dialog).findByText('Quick Refresher')).closest('label');
    expect(within(quick as HTMLElement).getByText('1 minute')).toBeTruthy();
    expect(within(dialog).queryByText('Broken Deck')).toBeNull();
    expect(within(dialog).queryByText('Still Making')).toBeNull();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('says \'No new courses available to add.\' when everything is assigned', async () => {
    stubApi([courseA, courseB]);
    renderFlow(fullDetails);
    await screen.findByText('No new courses available to add.');
    expect(screen.getByRole('button', { name: 'Add Selected Courses' }).hasAttribute('disabled')).toBe(true);
  });

  it('stops at the organization-details gate when a detail is missing', async () => {
    stubApi();
    const { onGoToDetails } = renderFlow({ ...fullDetails, ctoContact: '  ' });
    await selectCourse('Anti-Bribery');
    const gate = await screen.findByRole('dialog', { name: 'Fill the organization details first to continue' });
    expect(screen.queryByText('Set Course Properties')).toBeNull();
    fireEvent.click(within(gate).getByRole('button', { name: 'Go to Organization Details' }));
    expect(onGoToDetails).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.url === '/api/courses/assign')).toBe(false);
  });

  it('assigns with the chosen properties and drops empty points of contact', async () => {
    stubApi();
    const { onOpenChange } = renderFlow(fullDetails);
    await selectCourse('Anti-Bribery');
    const dialog = await screen.findByRole('dialog', { name: 'Set Course Properties' });

    // Defaults: mandatory on, skippable off, retry SAME, one empty entry whose remove is disabled.
    expect(within(dialog).getByRole('switch', { name: 'Mandatory' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('switch', { name: 'Skippable' }).getAttribute('aria-checked')).toBe('false');
    expect((within(dialog).getByLabelText('Retry type') as HTMLSelectElement).value).toBe('SAME');
    expect(within(dialog).getByRole('button', { name: 'Remove point of contact 1' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another' }));
    expect(within(dialog).getByRole('button', { name: 'Remove point of contact 1' }).hasAttribute('disabled')).toBe(false);
    const roles = within(dialog).getAllByLabelText('Role');
    const names = within(dialog).getAllByLabelText('Name');
    const contacts = within(dialog).getAllByLabelText('Contact');
    fireEvent.change(roles[0] as HTMLElement, { target: { value: 'Compliance Officer' } });
    fireEvent.change(names[0] as HTMLElement, { target: { value: 'Priya' } });
    fireEvent.change(contacts[0] as HTMLElement, { target: { value: 'priya@acme.test' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Skippable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign Course' }));

    await screen.findByText('Course assigned successfully!');
    const assign = calls.find((call) => call.url === '/api/courses/assign');
    expect(assign?.method).toBe('POST');
    expect(assign?.body).toEqual({
      courseId: courseA,
      tenantId,
      skippable: true,
      mandatory: true,
      retryType: 'SAME',
      pocs: [{ role: 'Compliance Officer', name: 'Priya', email: '', contact: 'priya@acme.test' }],
      dueDate: null,
      dueDays: null,
      recurMonths: null,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('toasts \'Failed to assign course\' when the server refuses', async () => {
    stubApi();
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/courses/assign')
        return Response.json({ message: 'This course is already assigned to the organization.' }, { status: 409 });
      return original!(input, init);
    });
    renderFlow(fullDetails);
    await selectCourse('Data Privacy');
    const dialog = await screen.findByRole('dialog', { name: 'Set Course Properties' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign Course' }));
    await screen.findByText('Failed to assign course');
    expect(screen.getByRole('dialog', { name: 'Set Course Properties' })).toBeTruthy();
  });
});
