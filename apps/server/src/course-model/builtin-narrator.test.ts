import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourseModel } from './build-course-model.ts';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import type { NarrationRequest } from '../ports/language-engine.ts';
import { makePhishingPdf } from '../test/phishing-deck.ts';
import { openPdfDeck } from '../providers/decks/pdf-deck.ts';
import { narrateSlide } from './builtin-narrator.ts';

let slides: DeckSlideText[];
beforeAll(async () => {
  const deck = await openPdfDeck(makePhishingPdf());
  slides = deck.slides();
  await deck.close();
});

const organization = {
  organizationName: 'Acme Logistics',
  pointsOfContact: [{ role: 'Security Officer', name: 'Dana Smith', contact: 'dana@acme.test' }],
};
function narrateAll(org: Partial<NarrationRequest> = {}): string[] {
  const course = buildCourseModel(slides);
  return slides.map((slide, i) =>
    narrateSlide({
      courseTitle: 'Phishing Awareness',
      courseDescription: 'A short course on spotting and reporting phishing.',
      learningObjectives: ['Recognise the signs of a phishing e-mail', 'Report incidents quickly'],
      organizationName: null,
      pointsOfContact: [],
      slide,
      previous: slides[i - 1] ?? null,
      next: slides[i + 1] ?? null,
      totalSlides: slides.length,
      course,
      ...org,
    }),
  );
}

describe('built-in narrator', () => {
  it('says every point: terms with definitions, figures with what they measure, instructions as advice', () => {
    const said = narrateAll();
    expect(said[1]).toBe(
      'Let\'s start with a question: what is phishing? Phishing is an e-mail, message or call that tricks you into revealing passwords ' +
        'or paying money. Vishing means phishing by phone call. Smishing means phishing by text message (SMS or chat apps).',
    );
    expect(said[2]).toBe(
      'This slide is about protective measures. Make sure you use two-factor authentication (2FA) against cyber-attacks on your accounts. ' +
        'Also, check the sender address before you click a link. And never share your password, for example by e-mail or phone. ' +
        'Remember to keep your software up to date.',
    );
    expect(said[3]).toBe(
      'Let\'s look at phishing in numbers. 70% of reported attempts are phishing e-mails. 20% arrive as text messages. 8% are phone calls. 2% use QR codes.',
    );
    expect(said[4]).toContain(
      'Here you see urgent or threatening language, unexpected attachments, spelling mistakes, a sender address that does not match the company ' +
        'and requests for passwords or payment.',
    );
    expect(said[4]).toContain('This helps with one of the course goals: recognise the signs of a phishing e-mail.');
    expect(narrateAll()).toEqual(said); // deterministic
  });

  it('welcomes, names the contact exactly once where it fits, closes naturally and recaps at the end', () => {
    const said = narrateAll(organization);
    expect(said[0]).toBe(
      'Welcome to Phishing Awareness, prepared for everyone at Acme Logistics. It is a short course on spotting and reporting phishing. ' +
        'Today\'s topic is Phishing Awareness Training. This course is presented by the Security Team.',
    );
    const contact = 'Dana Smith, Security Officer, is there to help at dana@acme.test.';
    expect(said.filter((s) => s.includes(contact))).toHaveLength(1);
    expect(said[6]).toContain(contact); // "Reporting suspicious e-mails" is where reporting fits
    expect(said.join(' ').match(/course goals/g)).toHaveLength(2); // each objective once
    expect(said[8]).toBe(
      'To recap, we looked at what is phishing, protective measures, phishing in numbers, signs of a phishing e-mail, what to do if you fall victim ' +
        'and reporting suspicious e-mails. That brings us to the end of Phishing Awareness at Acme Logistics. Thank you for taking the time to learn this.',
    );
    for (const text of said) {
      expect(text).not.toMatch(/\?\.|\be\.g\.|\bvs\.|Let's turn to thank|\s:\s|\s%/);
    }
  });

  it('speaks speaker notes first and whole', () => {
    const course = buildCourseModel([
      { number: 1, title: 'Agenda', text: 'What is Version Control?\nWorking with remotes.', notes: 'What are we going to do today?\nWe are going to get to know what is version control. Then we install git together. Finally we work with remotes.' },
      { number: 2, title: 'Done', text: 'Questions', notes: '' },
    ]);
    const text = narrateSlide({
      courseTitle: 'Git',
      courseDescription: '',
      learningObjectives: [],
      organizationName: null,
      pointsOfContact: [],
      slide: { number: 1, title: 'Agenda', text: '', notes: '' },
      previous: null,
      next: null,
      totalSlides: 2,
      course,
    });
    expect(text).toBe(
      'Welcome to Git. This slide is headed Agenda. What are we going to do today? We are going to get to know what is version control. ' +
        'Then we install git together. Finally we work with remotes. Here you see working with remotes.',
    );
  });

  it('says a slide of diagram labels as a diagram, in the course language', () => {
    const labels = ['Plan', 'Build', 'Test', 'Release'].map((text) => ({ text, level: 0, label: true }));
    const slide = { number: 2, title: 'Release cycle', text: 'Plan\nBuild\nTest\nRelease', notes: '', lines: labels };
    const narrate = (language?: string) =>
      narrateSlide({
        courseTitle: 'Shipping safely',
        courseDescription: '',
        learningObjectives: [],
        organizationName: null,
        pointsOfContact: [],
        slide,
        previous: null,
        next: null,
        totalSlides: 3,
        course: buildCourseModel([{ number: 1, title: 'Shipping safely', text: '', notes: '' }, slide], language),
      });
    expect(narrate()).toMatch(/ This diagram shows plan, build, test and release\.$/);
    expect(narrate('es')).toMatch(/ Este diagrama muestra plan, build, test y release\.$/);
    // The same words as bullets of a text body are a list, not a diagram.
    const bullets = { ...slide, lines: labels.map(({ text }) => ({ text, level: 0 })) };
    const asList = narrateSlide({
      courseTitle: 'Shipping safely', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [],
      slide: bullets, previous: null, next: null, totalSlides: 3, course: buildCourseModel([bullets]),
    });
    expect(asList).not.toContain('diagram');
  });

  it('never says a word twice in a row where a phrase meets the slide\'s words', () => {
    const slide = { number: 2, title: 'About the reporting line', text: 'Call the desk\nAnd e-mail the team', notes: '' };
    const course = buildCourseModel([{ number: 1, title: 'Reporting', text: '', notes: '' }, slide]);
    const said = [0, 1, 2, 3, 4, 5].map((n) =>
      narrateSlide({
        courseTitle: `Reporting ${n}`, courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [],
        slide, previous: null, next: null, totalSlides: 3, course,
      }),
    );
    for (const text of said) expect(text).not.toMatch(/\b(\w+) \1\b/i);
    expect(said.some((text) => text.includes('This slide is about the reporting line.'))).toBe(true);
  });
});
