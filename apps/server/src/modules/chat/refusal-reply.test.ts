import { assembleCourseModel, type SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { phishingCourseSlides } from '../../test/modelled-course.ts';
import { builtinAnswer } from './builtin-answer.ts';
import { ChatIndex, courseDocuments } from './chat-index.ts';

const facts = { companyName: 'Refusal Org', details: null, pocs: [{ role: 'Training lead', name: 'Pat Lee', contact: 'pat@refusal.test' }] };
const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const, block: 0 });
const slide = (number: number, title: string, points: string[]): SlideModel =>
  ({ number, title, role: 'content', notes: '', source: 'text', points: points.map(statement) });

const phishing = courseDocuments(
  { id: 'phishing', title: 'Security Awareness' },
  assembleCourseModel('en', phishingCourseSlides.map((s, i) => ({ ...s, number: i + 1, notes: '', source: 'text' as const }))),
);
const bribery = courseDocuments({ id: 'bribery', title: 'Anti-Bribery Basics' }, assembleCourseModel('en', [
  slide(1, 'What a bribe is', ['A bribe is anything of value offered to win an unfair advantage.']),
  slide(2, 'Gifts and hospitality', ['Never accept a gift worth more than 50 euros from a supplier.']),
]));
const spanish = courseDocuments({ id: 'seguridad', title: 'Seguridad básica' }, assembleCourseModel('es', [
  slide(1, 'Contraseñas seguras', ['Use una frase de contraseña de al menos 14 caracteres', 'Nunca reutilice una contraseña en varias cuentas']),
  slide(2, 'Cambio de contraseña', ['Cambie su contraseña si cree que otra persona la conoce']),
  slide(3, 'Escritorio limpio', ['Bloquee la pantalla siempre que deje su escritorio']),
]));

const ask = (courses: typeof phishing[], question: string, courseTitle: string | null) =>
  builtinAnswer(new ChatIndex(courses), question, { courseTitle }, facts);

describe('a refusal', () => {
  it('points to the slides near a question the answer gates refuse, naming them only, in English', () => {
    // The clean desk slide says to lock the screen, not how often: below the gates, but near.
    const reply = ask([phishing], 'How often should I lock my screen?', 'Security Awareness');
    expect(reply).toEqual({
      response:
        'I can\'t find a clear answer to that in the course "Security Awareness". The slides closest to your question:\n' +
        '• **Clean desk policy** [Slide 5]\n\n' +
        'For help, please contact Training lead: Pat Lee (pat@refusal.test). ' +
        'To search all your courses, ask the general chatbot with no course selected.',
      sources: [{ courseId: 'phishing', courseTitle: 'Security Awareness', slide: 5, slideTitle: 'Clean desk policy', excerpt: 'Clean desk policy' }],
      refusal: 'pointing',
    });
    // Nothing of the slide is said as an answer.
    expect(reply.response).not.toContain('Lock your screen');
    expect(reply.response).not.toMatch(/does not cover/);
  });

  it('points in the course language: Spanish', () => {
    const reply = ask([spanish], '¿Con qué frecuencia debo cambiar la contraseña?', 'Seguridad básica');
    expect(reply.refusal).toBe('pointing');
    expect(reply.response).toBe(
      'No encuentro una respuesta clara a eso en el curso «Seguridad básica». Las diapositivas más cercanas a su pregunta:\n' +
        '• **Cambio de contraseña** [Slide 2]\n\n' +
        'Si necesita ayuda, contacte con Training lead: Pat Lee (pat@refusal.test). ' +
        'Para buscar en todos sus cursos, pregunte al chatbot general sin seleccionar ningún curso.',
    );
    expect(reply.sources.map((s) => s.slide)).toEqual([2]);
  });

  it('in the general chatbot names the course of each slide and the organization', () => {
    const reply = ask([phishing, bribery], 'How often should I lock my screen?', null);
    expect(reply.refusal).toBe('pointing');
    expect(reply.response).toBe(
      'I can\'t find a clear answer to that in Refusal Org\'s courses. The slides closest to your question:\n' +
        '• **Clean desk policy** (Security Awareness) [Slide 5]\n\n' +
        'For help, please contact Training lead: Pat Lee (pat@refusal.test).',
    );
  });

  it('says the course does not cover a nonsense or off-topic question, pointing to nothing', () => {
    for (const question of ['blorp flibber wug?', 'How do I bake sourdough bread?', 'Write me a poem about summer']) {
      const reply = ask([phishing], question, 'Security Awareness');
      expect(reply, question).toEqual({
        response:
          'The course "Security Awareness" does not cover that, so I can\'t answer it from the course material. ' +
          'For help, please contact Training lead: Pat Lee (pat@refusal.test). ' +
          'To search all your courses, ask the general chatbot with no course selected.',
        sources: [],
        refusal: 'not-covered',
      });
    }
    const paella = ask([spanish], '¿Cómo preparo una paella?', 'Seguridad básica');
    expect(paella.refusal).toBe('not-covered');
    expect(paella.response).toMatch(/^El curso «Seguridad básica» no trata ese tema/);
  });

  it('points nowhere when a slide shares only one word of the question', () => {
    // "desk", "drawer": the clean desk slide holds them, and nothing else of what is asked.
    for (const question of ['Can I eat at my desk?', 'What colour is the drawer?']) {
      expect(ask([phishing], question, 'Security Awareness').refusal, question).toBe('not-covered');
    }
  });

  it('points nowhere when the question names what the courses never mention, whatever slide shares its other words', () => {
    // "VPN" is in no slide, in no form or synonym: the question is about it, not about screens.
    const reply = ask([phishing], 'How often should I lock my screen when using a VPN?', 'Security Awareness');
    expect(reply.refusal).toBe('not-covered');
    expect(reply.sources).toEqual([]);
  });

  it('is no refusal when the course answers', () => {
    const reply = ask([phishing], 'How long should my passphrase be?', 'Security Awareness');
    expect(reply.refusal).toBeUndefined();
    expect(reply.sources[0]?.slide).toBe(3);
  });
});

describe('a question of whom to ask', () => {
  it('is answered with the organization\'s contacts when no slide says it, in the course and the general chatbot', () => {
    const contactReply = { response: 'For help or to report a concern, contact Training lead: Pat Lee (pat@refusal.test).', sources: [] };
    expect(ask([bribery], 'Who can I ask if I have questions?', 'Anti-Bribery Basics')).toEqual(contactReply);
    // The slide says not to accept the gift, not whom to ask: the organization's contacts answer.
    expect(ask([bribery], 'Who do I ask before accepting a gift from a supplier?', 'Anti-Bribery Basics')).toEqual(contactReply);
    // The general chatbot, with a contact whose role names nothing of the question (no fact of the organization matches).
    const officer = { ...facts, pocs: [{ role: 'Compliance Officer', name: 'Olga Demo', contact: 'olga@demo.test' }] };
    expect(builtinAnswer(new ChatIndex([bribery]), 'Who do I contact about the training?', { courseTitle: null }, officer)).toEqual({
      response: 'For help or to report a concern, contact Compliance Officer: Olga Demo (olga@demo.test).',
      sources: [],
    });
    expect(ask([spanish], '¿A quién puedo preguntar si tengo dudas?', 'Seguridad básica').response).toBe(
      'Para pedir ayuda o comunicar un problema, contacte con Training lead: Pat Lee (pat@refusal.test).',
    );
  });

  it('is still answered from the slides when they say something of it, and a question about people of the course is no contact question', () => {
    const tell = ask([bribery], 'Who should I tell if a supplier offers me a gift?', 'Anti-Bribery Basics');
    expect(tell.sources.map((s) => s.slide)).toEqual([2]);
    expect(tell.response).toContain('For help or to report a concern, contact Training lead: Pat Lee (pat@refusal.test).');
    expect(ask([bribery], 'Who offers a bribe?', 'Anti-Bribery Basics').response).not.toContain('For help or to report a concern');
  });
});
