import { describe, expect, it } from 'vitest';
import { buildCourseModel } from './build-course-model.ts';
import { buildSlideModel, cleanPointText } from './build-slide-model.ts';
import { detectLanguage } from './detect-language.ts';

// Real extracted text: each slide below is what the deck reader gives for a corpus deck
// (src/test/fixtures/decks, see ATTRIBUTION.md) or for the phishing deck of src/test/phishing-deck.ts.

const owaspInjection = {
  number: 8,
  title: '2013-A1 – Injection',
  text: '',
  notes: '',
  lines: [
    { text: 'Injection means…', level: 0 },
    { text: 'Tricking an application into including unintended commands in the data sent to an interpreter', level: 1 },
    { text: 'Interpreters…', level: 0 },
    { text: 'Take strings and interpret them as commands', level: 1 },
    { text: 'SQL, OS Shell, LDAP, XPath, Hibernate, etc…', level: 1 },
    { text: 'SQL injection is still quite common', level: 0 },
  ],
};

describe('course model of a slide', () => {
  it('knows terms with their definitions, figures with what they measure, and advice', () => {
    const terms = buildSlideModel(
      {
        number: 2,
        title: 'What is phishing?',
        text: 'Phishing: an e-mail, message or call that tricks you into revealing passwords or paying money\nVishing: phishing by phone call',
        notes: '',
      },
      'en',
    );
    expect(terms.points).toEqual([
      {
        text: 'Phishing: an e-mail, message or call that tricks you into revealing passwords or paying money',
        level: 0,
        kind: 'term',
        term: 'Phishing',
        definition: 'an e-mail, message or call that tricks you into revealing passwords or paying money',
      },
      { text: 'Vishing: phishing by phone call', level: 0, kind: 'term', term: 'Vishing', definition: 'phishing by phone call' },
    ]);
    const figures = buildSlideModel({ number: 4, title: 'Phishing in numbers', text: '70% of reported attempts are phishing e-mails\n8% are phone calls', notes: '' }, 'en');
    expect(figures.points.map((p) => [p.kind, p.figure, p.measures])).toEqual([
      ['figure', '70%', 'of reported attempts are phishing e-mails'],
      ['figure', '8%', 'are phone calls'],
    ]);
    // One digit is a figure when its unit follows; alone it may be a list's number.
    const kept = buildSlideModel({ number: 5, title: 'Records', text: '3 years is how long gift records are kept\n3 things to check', notes: '' }, 'en');
    expect(kept.points.map((p) => [p.kind, p.figure])).toEqual([['figure', '3'], ['statement', undefined]]);
    const advice = buildSlideModel({ number: 6, title: 'What to do if you fall victim?', text: 'Disconnect from the network\nChange your passwords\nUrgent or threatening language', notes: '' }, 'en');
    expect(advice.points.map((p) => p.kind)).toEqual(['instruction', 'instruction', 'statement']);
  });

  it('keeps levels and order of a real OWASP slide, and cleans extraction leftovers', () => {
    const model = buildSlideModel(owaspInjection, 'en');
    expect(model.points.map((p) => [p.level, p.text])).toEqual([
      // "Injection means…" leads into its one point: one line, one sentence.
      [0, 'Injection means tricking an application into including unintended commands in the data sent to an interpreter'],
      [0, 'Interpreters'],
      [1, 'Take strings and interpret them as commands'],
      [1, 'SQL, OS Shell, LDAP, XPath, Hibernate, etc'],
      [0, 'SQL injection is still quite common'],
    ]);
    expect(cleanPointText('Definition : A trick')).toBe('Definition: A trick');
    expect(cleanPointText('1. Application presents a form to the attacker')).toBe('Application presents a form to the attacker');
    expect(cleanPointText('70 % of e-mails')).toBe('70% of e-mails');
  });

  it('knows a byline, a closing, a section and an untitled slide', () => {
    const byline = buildSlideModel({ number: 1, title: '', text: 'Dave Wichers\nOWASP Top 10 Project Lead\nOWASP Board Member', notes: '' }, 'en');
    expect(byline).toMatchObject({ role: 'byline', title: '' });
    expect(buildSlideModel({ number: 9, title: 'Thank You', text: '', notes: '' }, 'en').role).toBe('closing');
    expect(buildSlideModel({ number: 4, title: 'Introducción', text: '', notes: '' }, 'es').role).toBe('section');
    expect(buildSlideModel({ number: 3, title: '', text: 'Time\nWho took it', notes: 'To answer this question let me tell you a little story.' }, 'en')).toMatchObject({
      role: 'content',
      title: '',
      notes: 'To answer this question let me tell you a little story.',
    });
  });

  it('detects the language of a deck and collects its glossary and figures', () => {
    expect(detectLanguage('La regresión establece una relación entre las variables en los datos que representan las características')).toBe('es');
    expect(detectLanguage('ארגון OWASP הינו ארגון התנדבותי אשר מטרתו לאפשר לארגונים לפתח')).toBe('he');
    expect(detectLanguage('Der Kurs zeigt, wie Sie sich vor Phishing schützen und was Sie melden')).toBe('de');
    const course = buildCourseModel([
      { number: 1, title: 'Phishing', text: 'Vishing: phishing by phone call\n70% of reported attempts are phishing e-mails', notes: '' },
    ]);
    expect(course.language).toBe('en');
    expect(course.glossary).toEqual([{ term: 'Vishing', definition: 'phishing by phone call', slide: 1 }]);
    expect(course.figures).toEqual([{ figure: '70%', measures: 'of reported attempts are phishing e-mails', slide: 1 }]);
    expect(buildCourseModel(course.slides.map((s) => ({ ...s, text: '', notes: '' })), 'fr').language).toBe('fr');
  });
});
