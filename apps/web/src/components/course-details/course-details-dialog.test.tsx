// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseDetailsDialog } from './course-details-dialog';

const course = {
  title: 'Data protection',
  description: 'Handling personal data the right way.',
  learningObjectives: 'Know the rules, Spot a breach ,',
  tags: ['gdpr', 'privacy'],
  materialUrl: '/api/media/abc',
};

describe('CourseDetailsDialog', () => {
  afterEach(cleanup);

  it('shows title, description, objectives, comma-separated tags and the properties slot', () => {
    render(
      <CourseDetailsDialog course={course} open onOpenChange={() => {}}>
        <p>properties section</p>
      </CourseDetailsDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Data protection' });
    expect(within(dialog).getByText('Handling personal data the right way.')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Know the rules',
      'Spot a breach',
    ]);
    expect(within(dialog).getByText('gdpr, privacy')).toBeTruthy();
    expect(within(dialog).getByText('properties section')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Open Course Material' })).toBeNull();
  });

  it('hides the properties for a super user and offers the material in a new tab', () => {
    render(
      <CourseDetailsDialog course={course} open onOpenChange={() => {}} hideProperties showMaterialLink>
        <p>properties section</p>
      </CourseDetailsDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Data protection' });
    expect(within(dialog).queryByText('properties section')).toBeNull();
    const link = within(dialog).getByRole('link', { name: 'Open Course Material' });
    expect(link.getAttribute('href')).toBe('/api/media/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
