// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCourse } from '../testing/course-fixture';
import { SuperuserCourseCard } from './superuser-course-card';

const noop = () => {};
const statusOf = (slidesToReview: number | undefined) => {
  const course = makeCourse({ slidesToReview });
  render(<SuperuserCourseCard course={course} onViewDetails={noop} onUpdate={noop} onDelete={noop} onRetry={noop} />);
  return within(screen.getByRole('article', { name: course.title })).getByRole('status').textContent;
};

describe('SuperuserCourseCard: a ready course and its slides to review', () => {
  afterEach(cleanup);

  it('counts the slides whose narration carries a Review mark', () => {
    expect(statusOf(3)).toBe('Ready — 3 slides to review·30 slides·12 minutes');
  });

  it('says one slide in the singular', () => {
    expect(statusOf(1)).toBe('Ready — 1 slide to review·30 slides·12 minutes');
  });

  it('says Ready as before when no slide needs a person, or when the count is not given', () => {
    expect(statusOf(0)).toBe('Ready·30 slides·12 minutes');
    cleanup();
    expect(statusOf(undefined)).toBe('Ready·30 slides·12 minutes');
  });
});
