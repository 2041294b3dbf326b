// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CatalogueCourse } from '@complyra/core/courses/courses.schema';
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

describe('SuperuserCourseCard: re-speaking a course another voice spoke', () => {
  afterEach(cleanup);

  const renderCard = (overrides: Parameters<typeof makeCourse>[0], onRespeak: (course: CatalogueCourse) => void = noop) => {
    const course = makeCourse(overrides);
    render(
      <SuperuserCourseCard
        course={course}
        onViewDetails={noop}
        onUpdate={noop}
        onDelete={noop}
        onRetry={noop}
        onRespeak={onRespeak}
      />,
    );
    return screen.getByRole('article', { name: course.title });
  };

  it('offers Re-speak with the current voice when an older voice spoke the course', () => {
    const spoken: string[] = [];
    const card = renderCard({ voice: 'eSpeak NG', currentVoice: 'Flite rms' }, (c) => spoken.push(c.id));
    expect(within(card).getByText('Spoken with eSpeak NG')).toBeTruthy();
    within(card).getByRole('button', { name: 'Re-speak with Flite rms' }).click();
    expect(spoken).toEqual(['22222222-2222-4222-8222-222222222222']);
  });

  it('says an earlier voice when the course was spoken before voices were recorded', () => {
    const card = renderCard({ voice: null, currentVoice: 'Flite rms' });
    expect(within(card).getByText('Spoken with an earlier voice')).toBeTruthy();
  });

  it('offers nothing when the current voice spoke it', () => {
    const card = renderCard({});
    expect(within(card).queryByRole('button', { name: /Re-speak/ })).toBeNull();
  });

  it('shows the progress of a run, and offers it again after a failure', () => {
    const card = renderCard({ voice: 'eSpeak NG', currentVoice: 'Flite rms', respeak: { status: 'speaking', done: 12, total: 40, failureReason: null } });
    expect(within(card).getByText('Re-speaking with Flite rms: 12 of 40 recordings')).toBeTruthy();
    expect(within(card).getByText('30%')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Re-speak/ })).toBeNull();
    cleanup();
    const failed = renderCard({
      voice: 'eSpeak NG', currentVoice: 'Flite rms', respeak: { status: 'failed', done: 3, total: 40, failureReason: 'Re-speaking failed: Flite crashed.' },
    });
    expect(within(failed).getByText('Re-speaking failed: Flite crashed.')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Re-speak with Flite rms' })).toBeTruthy();
  });
});

describe('SuperuserCourseCard: the quiz questions a ready course supports', () => {
  afterEach(cleanup);

  const cardOf = (quizQuestions: number | null | undefined) => {
    const course = makeCourse({ quizQuestions });
    render(<SuperuserCourseCard course={course} onViewDetails={noop} onUpdate={noop} onDelete={noop} onRetry={noop} />);
    return screen.getByRole('article', { name: course.title });
  };

  it('says how many questions the course supports at publish time', () => {
    expect(within(cardOf(12)).getByText('12 quiz questions')).toBeTruthy();
  });

  it('warns when the course supports fewer than the minimum, and says when it supports none', () => {
    expect(within(cardOf(3)).getByText('Only 3 quiz questions: under the minimum of 5, each quiz asks fewer and one slip costs more.')).toBeTruthy();
    cleanup();
    const none = cardOf(0);
    const warning = within(none).getByRole('note').textContent;
    expect(warning).toBe('This course supports no quiz questions yet: its slides give too little to ask about (terms, figures, advice, lists or statements). Add text to the slides or upload a fuller deck.');
  });

  it('says nothing of questions before the course was counted', () => {
    expect(within(cardOf(null)).queryByText(/quiz question/)).toBeNull();
  });
});
