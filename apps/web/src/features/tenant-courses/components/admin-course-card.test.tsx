// @vitest-environment jsdom
import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCourseCard } from './admin-course-card';

const tenantCourse = (over: Partial<TenantCourse>): TenantCourse => ({
  id: 'c1',
  courseId: 'c1',
  title: 'Anti-bribery essentials',
  description: 'How to recognise and refuse a bribe.',
  tags: 'ethics',
  learningObjectives: 'Recognise a bribe',
  duration: 12,
  audioSeconds: 700,
  materialUrl: '',
  materialName: 'deck.pdf',
  materialType: 'pdf',
  enrolledUsers: 0,
  status: 'ready',
  stage: 'ready',
  slidesTotal: 30,
  slidesDone: 30,
  failureReason: null,
  rendering: 'pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
  mandatory: true,
  skippable: false,
  retryType: 'SAME',
  isEnabled: true,
  pocs: [],
  copyStatus: 'ready',
  copySlidesDone: 30,
  assignedAt: '2026-01-01T00:00:00.000Z',
  dueDate: null,
  dueDays: null,
  recurMonths: null,
  courseVersion: 1,
  ...over,
});

function renderCard(course: TenantCourse) {
  const noop = () => {};
  const element = (
    <AdminCourseCard course={course} onViewDetails={noop} onToggle={noop} isToggleBlocked={false} isToggling={false} />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return screen.getByRole('article', { name: course.title });
}

describe('AdminCourseCard: slides to review in the organization\'s narration', () => {
  afterEach(cleanup);

  it('says how many slides to review, singular and plural', () => {
    expect(within(renderCard(tenantCourse({ slidesToReview: 3 }))).getByRole('status').textContent).toBe('Ready — 3 slides to review');
    cleanup();
    expect(within(renderCard(tenantCourse({ slidesToReview: 1 }))).getByRole('status').textContent).toBe('Ready — 1 slide to review');
  });

  it('adds nothing to the spec\'s card when no slide needs a person', () => {
    expect(within(renderCard(tenantCourse({ slidesToReview: 0 }))).queryByRole('status')).toBeNull();
  });

  it('keeps the personalized-copy wait, not a count, while the copy is made', () => {
    const card = renderCard(tenantCourse({ slidesToReview: 2, copyStatus: 'processing' }));
    expect(within(card).getByRole('status').textContent).toBe('Please wait until we generate a personalized course for you');
  });
});

describe('AdminCourseCard: the admin is told when a course supports no quiz questions', () => {
  afterEach(cleanup);

  it('says so on the card when the course gives nothing to ask, and warns under the minimum', () => {
    const none = renderCard(tenantCourse({ slidesToReview: 0, quizQuestions: 0 }));
    expect(within(none).getByRole('note').textContent).toMatch(/^This course supports no quiz questions yet: /);
    cleanup();
    const few = renderCard(tenantCourse({ slidesToReview: 0, quizQuestions: 2 }));
    expect(within(few).getByRole('note').textContent).toBe('Only 2 quiz questions: under the minimum of 5, each quiz asks fewer and one slip costs more.');
  });

  it('adds nothing when the course has enough questions', () => {
    expect(within(renderCard(tenantCourse({ slidesToReview: 0, quizQuestions: 14 }))).queryByRole('status')).toBeNull();
  });
});
