import { describe, expect, it } from 'vitest';
import { courseProgressPercent, describeCourseProgress, languageSettingChangesCourse, splitCommaList } from './courses.schema.ts';

describe('course rules', () => {
  it('splits comma-separated lists into trimmed items', () => {
    expect(splitCommaList(' gdpr, privacy ,, data ')).toEqual(['gdpr', 'privacy', 'data']);
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
