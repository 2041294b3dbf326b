import { describe, expect, it } from 'vitest';
import {
  courseProgressPercent,
  describeCourseProgress,
  describeReadyCourse,
  isCourseFinishing,
  languageSettingChangesCourse,
  splitCommaList,
} from './courses.schema.ts';

describe('course rules', () => {
  it('splits comma-separated lists into trimmed items', () => {
    expect(splitCommaList(' gdpr, privacy ,, data ')).toEqual(['gdpr', 'privacy', 'data']);
  });

  it('says how many slides of a ready course a person should review', () => {
    expect(describeReadyCourse(3)).toBe('Ready — 3 slides to review');
    expect(describeReadyCourse(1)).toBe('Ready — 1 slide to review');
    expect(describeReadyCourse(0)).toBe('Ready');
    expect(describeReadyCourse(undefined)).toBe('Ready');
  });

  it('describes the pipeline progress in words and percent', () => {
    const course = { status: 'processing' as const, stage: 'speaking' as const, slidesDone: 11, slidesTotal: 30, failureReason: null };
    expect(describeCourseProgress(course)).toBe('Narrating slide 12 of 30');
    expect(courseProgressPercent(course)).toBe(79);
    expect(describeCourseProgress({ ...course, status: 'failed', failureReason: 'The PPTX file has no slides.' })).toBe(
      'The PPTX file has no slides.',
    );
    expect(courseProgressPercent({ ...course, status: 'ready', stage: 'ready' })).toBe(100);
  });

  it('says the course is finishing, not a bare 100%, once every slide is spoken but it is not ready yet', () => {
    const spoken = { status: 'processing' as const, stage: 'speaking' as const, slidesDone: 30, slidesTotal: 30, failureReason: null };
    expect(isCourseFinishing(spoken)).toBe(true);
    expect(describeCourseProgress(spoken)).toBe('Finishing: preparing the slide images…');
    expect(courseProgressPercent(spoken)).toBe(99);
    expect(isCourseFinishing({ ...spoken, slidesDone: 29 })).toBe(false);
    expect(describeCourseProgress({ ...spoken, slidesDone: 29 })).toBe('Narrating slide 30 of 30');
    expect(isCourseFinishing({ ...spoken, status: 'ready', stage: 'ready' })).toBe(false);
  });

  it('makes a course again only when a new language setting changes the language it is narrated in', () => {
    const detectedSpanish = { language: 'es', languageSetting: 'auto' as const };
    expect(languageSettingChangesCourse(detectedSpanish, 'auto')).toBe(false);
    expect(languageSettingChangesCourse(detectedSpanish, 'es')).toBe(false);
    expect(languageSettingChangesCourse(detectedSpanish, 'fr')).toBe(true);
    const setFrench = { language: 'fr', languageSetting: 'fr' as const };
    expect(languageSettingChangesCourse(setFrench, 'fr')).toBe(false);
    expect(languageSettingChangesCourse(setFrench, 'auto')).toBe(true);
  });
});
