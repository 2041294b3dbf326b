// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCourse } from '../testing/course-fixture';
import { FakeXhr } from '../testing/fake-xhr';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CourseFormDialog } from './course-form-dialog';

function fillText(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Course Title'), { target: { value: 'Data protection' } });
  fireEvent.change(within(dialog).getByLabelText('Course Description'), {
    target: { value: 'Handling personal data the right way.' },
  });
  fireEvent.change(within(dialog).getByLabelText('Tags (comma-separated)'), { target: { value: 'gdpr, privacy' } });
  fireEvent.change(within(dialog).getByLabelText('Learning Objectives (comma-separated)'), {
    target: { value: 'Know the rules, Spot a breach' },
  });
}

function chooseFile(dialog: HTMLElement, name: string) {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  fireEvent.change(within(dialog).getByLabelText('Course Material'), { target: { files: [file] } });
  return file;
}

describe('CourseFormDialog', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every validation message on an empty Add New Course form', async () => {
    renderWithProviders(<CourseFormDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Course' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    for (const message of [
      'Title is required',
      'Description is required',
      'Tags are required',
      'Learning objectives are required',
      'Course material is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(within(dialog).getByLabelText('Course Material').getAttribute('accept')).toBe('.pdf,.pptx');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('refuses a file that is not .pdf or .pptx', async () => {
    renderWithProviders(<CourseFormDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Course' });
    fillText(dialog);
    chooseFile(dialog, 'notes.docx');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    expect(await within(dialog).findByText('Course material must be a .pdf or .pptx file.')).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('uploads the multipart form with a progress bar and reports success', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<CourseFormDialog open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Course' });
    fillText(dialog);
    const file = chooseFile(dialog, 'deck.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Course' }));

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const request = FakeXhr.requests[0] as FakeXhr;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/courses');
    expect(request.body?.get('title')).toBe('Data protection');
    expect(request.body?.get('tags')).toBe('gdpr, privacy');
    expect(request.body?.get('learningObjectives')).toBe('Know the rules, Spot a breach');
    expect(request.body?.get('language')).toBe('auto');
    expect(request.body?.get('courseMaterial')).toBe(file);

    act(() => request.progress(40, 100));
    expect(await within(dialog).findByText('Uploading... 40%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();

    act(() => request.respond(201, makeCourse({ status: 'processing', stage: 'queued' })));
    expect(await screen.findByText('Course created successfully!')).toBeTruthy();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the server\'s 400 message when the upload is refused', async () => {
    renderWithProviders(<CourseFormDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Course' });
    fillText(dialog);
    chooseFile(dialog, 'deck.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => (FakeXhr.requests[0] as FakeXhr).respond(415, { message: 'The file deck.pdf is not a PDF or PPTX presentation.' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The file deck.pdf is not a PDF or PPTX presentation.');
    expect(await screen.findByText('Failed to create course. Please try again.')).toBeTruthy();
  });

  it('edits a course without a new file: Edit Course, current values, PUT, Update Course', async () => {
    const course = makeCourse();
    renderWithProviders(<CourseFormDialog open course={course} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
    expect((within(dialog).getByLabelText('Course Title') as HTMLInputElement).value).toBe(course.title);
    fireEvent.change(within(dialog).getByLabelText('Course Title'), { target: { value: 'Anti-bribery 2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Course' }));

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const request = FakeXhr.requests[0] as FakeXhr;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`/api/superadmin/course/${course.id}`);
    expect(request.body?.get('title')).toBe('Anti-bribery 2027');
    expect(request.body?.has('courseMaterial')).toBe(false);
    act(() => request.respond(200, { ...course, title: 'Anti-bribery 2027' }));
    expect(await screen.findByText('Course updated successfully!')).toBeTruthy();
  });

  it('offers the course language, detected by default, and sends the one chosen', async () => {
    renderWithProviders(<CourseFormDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Course' });
    const language = within(dialog).getByLabelText('Course Language') as HTMLSelectElement;
    expect(language.value).toBe('auto');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'Detect automatically',
      'English',
      'Spanish',
      'German',
      'French',
      'Italian',
      'Portuguese',
      'Dutch',
    ]);
    expect(within(dialog).getByText('The narration, its voice and its subtitles follow this language.')).toBeTruthy();
    fillText(dialog);
    chooseFile(dialog, 'deck.pdf');
    fireEvent.change(language, { target: { value: 'es' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect((FakeXhr.requests[0] as FakeXhr).body?.get('language')).toBe('es');
  });

  it('shows the voice the chosen language is spoken with, as the server names it', async () => {
    const voices = { en: 'Flite rms', es: 'eSpeak NG' };
    const fetchVoices = vi.fn(async () => new Response(JSON.stringify({ voices }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchVoices);
    renderWithProviders(<CourseFormDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Course' });
    expect(await within(dialog).findByText('Voice: follows the detected language (English: Flite rms)')).toBeTruthy();
    expect(String((fetchVoices.mock.calls[0] as unknown[])[0])).toBe('/api/superadmin/course-voices');
    const language = within(dialog).getByLabelText('Course Language') as HTMLSelectElement;
    fireEvent.change(language, { target: { value: 'en' } });
    expect(await within(dialog).findByText('Voice: Flite rms (English)')).toBeTruthy();
    fireEvent.change(language, { target: { value: 'es' } });
    expect(await within(dialog).findByText('Voice: eSpeak NG (Spanish)')).toBeTruthy();
  });

  it('shows the detected language when editing a course left to detection, and keeps a set one', async () => {
    renderWithProviders(<CourseFormDialog open course={makeCourse({ language: 'de', languageSetting: 'auto' })} onOpenChange={() => {}} />);
    let dialog = screen.getByRole('dialog', { name: 'Edit Course' });
    expect((within(dialog).getByLabelText('Course Language') as HTMLSelectElement).value).toBe('auto');
    expect(
      within(dialog).getByText('Detected: German. A different language makes the narration again from the current material.'),
    ).toBeTruthy();
    cleanup();

    const course = makeCourse({ language: 'fr', languageSetting: 'fr' });
    renderWithProviders(<CourseFormDialog open course={course} onOpenChange={() => {}} />);
    dialog = screen.getByRole('dialog', { name: 'Edit Course' });
    expect((within(dialog).getByLabelText('Course Language') as HTMLSelectElement).value).toBe('fr');
    expect(within(dialog).getByText('A different language makes the narration again from the current material.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Course' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect((FakeXhr.requests[0] as FakeXhr).body?.get('language')).toBe('fr');
  });
});
