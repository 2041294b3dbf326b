import type { CatalogueCourse } from '@complyra/core/courses/courses.schema';

export function makeCourse(overrides: Partial<CatalogueCourse> = {}): CatalogueCourse {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Anti-bribery essentials',
    description: 'How to recognise and refuse a bribe.',
    tags: 'ethics, finance',
    learningObjectives: 'Recognise a bribe, Report a concern',
    duration: 12,
    audioSeconds: 700,
    materialUrl: '/api/media/signed-token',
    materialName: 'deck.pdf',
    materialType: 'pdf',
    enrolledUsers: 7,
    status: 'ready',
    stage: 'ready',
    slidesTotal: 30,
    slidesDone: 30,
    failureReason: null,
    rendering: 'pdf',
    createdAt: '2026-11-20T10:00:00.000Z',
    language: 'en',
    languageSetting: 'auto',
    voice: 'Flite rms',
    currentVoice: 'Flite rms',
    respeak: { status: 'idle', done: 0, total: 0, failureReason: null },
    ...overrides,
  };
}
