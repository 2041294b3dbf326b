import { describe, expect, it } from 'vitest';
import { analyzerFor } from './search-terms.ts';
import { asksYesOrNo, type LeadSentence, verdictOf } from './yes-no.ts';

const terms = (language: string) => (text: string) => analyzerFor(language).terms(text);
/** The lead sentence as the reply holds it: the learner's terms it says are those of the question it holds. */
function lead(own: string, question: string, heading: string | null = null, language = 'en'): LeadSentence {
  const asked = new Set(terms(language)(question));
  return { own, heading, owned: new Set(terms(language)(`${heading ?? ''} ${own}`).filter((t) => asked.has(t))) };
}
/** Unless a test names it, the question's rarest word is any of its words (the course's rarities are not known here). */
const verdict = (
  question: string, own: string, options: { heading?: string; asked?: string[]; language?: string; rarest?: string[] } = {},
) => {
  const language = options.language ?? 'en';
  const sentence = lead(own, question, options.heading ?? null, language);
  const rarestOf = (part: string) => new Set(terms(language)(part).filter((t) => !options.rarest || options.rarest.includes(t)));
  return verdictOf(question, sentence, options.asked ?? [...sentence.owned], language, terms(language), rarestOf);
};

describe('yes-or-no answers', () => {
  it('knows a yes-or-no question from a choice, a "how" or a "what" question', () => {
    expect(asksYesOrNo('Does Git need GitHub to work?')).toBe(true);
    expect(asksYesOrNo('¿Necesito Docker para el desafío?')).toBe(true);
    expect(asksYesOrNo('Is Git centralized or distributed?')).toBe(false);
    expect(asksYesOrNo('How do I install Git?')).toBe(false);
    expect(asksYesOrNo('What is a catalog?')).toBe(false);
  });

  it('answers No when the sentence denies what the question asks, Yes when the question denies it too', () => {
    const denial = 'Git is a version control tool which doesn’t require GitHub to work';
    expect(verdict('Does Git need GitHub to work?', denial)).toBe('no');
    expect(verdict('Can I use Git without GitHub?', denial)).toBe('yes');
  });

  it('reads "not just / not only / no solo" as an addition, never as a denial', () => {
    const notes = 'I can ship my code not just to my local repository but also online to the cloud to share it with others';
    expect(verdict('Can I share my code online?', notes, { rarest: ['share'] })).not.toBe('no');
    expect(verdict('Is GitHub not just for storing code but also for sharing it?', 'GitHub is a platform for storing and sharing code')).toBe('yes');
    const conjunto = 'Los algoritmos de conjunto construyen no solo un árbol de decisión, sino una gran cantidad de árboles';
    expect(verdict('¿Los algoritmos de conjunto construyen muchos árboles?', conjunto, { language: 'es', rarest: ['arbol'] })).not.toBe('no');
    expect(verdict('Does Git only work with GitHub?', 'Git doesn’t just work with GitHub', { rarest: ['github'] })).not.toBe('no');
    // A denial beside the addition still denies.
    expect(verdict('Does Git need GitHub?', 'Git does not need GitHub, not just today')).toBe('no');
  });

  it('gives no No when the denying clause is not about the very thing asked (the question\'s rarest word)', () => {
    const notes =
      'All of these terminologies are actually used while working with git, but you don’t need to learn about all of them at ' +
      'the beginning but If you prefer learning everything before starting the practical part this git cheat sheet is perfect for you.';
    expect(verdict('Is there a cheat sheet to learn the terms?', notes, { rarest: ['cheat'] })).not.toBe('no');
    // The same denial, about the word asked, still answers No.
    expect(verdict('Do I need to learn all the terms at the beginning?', notes, { rarest: ['learn'] })).toBe('no');
  });

  it('gives no plain No when the denial has a limit the question lacks', () => {
    const gifts = 'Never accept a gift worth more than 50 euros from a supplier.';
    expect(verdict('May I accept a gift from a supplier?', gifts)).toBeNull();
    expect(verdict('May I accept a gift worth more than 50 euros?', gifts)).toBe('no');
    expect(verdict('¿Puedo aceptar un regalo?', 'Nunca aceptes un regalo de más de 50 euros.', { language: 'es' })).toBeNull();
  });

  it('counts a denial only in a clause holding the question’s words', () => {
    // "avoid the interpreter" denies nothing about prepared statements.
    expect(verdict('Do prepared statements help?', 'Avoid the interpreter, or use prepared statements', { asked: ['prepar', 'statement'] }))
      .toBe('yes');
    expect(verdict('Do prepared statements help?', 'Prepared statements do not always help')).toBe('no');
  });

  it('answers Yes only when the sentence says every word of the question the slide holds', () => {
    expect(verdict('Can OSCAL produce a PDF?', 'XSL Templates, Produce human-readable versions (PDFs)')).toBe('yes');
    expect(verdict('Can OSCAL produce a PDF?', 'XSL Templates produce web pages', { asked: ['produc', 'pdf'] })).toBeNull();
  });

  it('answers "should I / can I" Yes only with advice, No when the point is a harm the course names', () => {
    expect(verdict('Can I get certified as an assessor?', 'OSCAL improves how assessments are performed by the assessor')).toBeNull();
    expect(verdict('Should I use prepared statements?', 'Use prepared statements for every query')).toBe('yes');
    expect(verdict(
      'Is it okay to keep the default passwords on production servers?', 'Unauthorized access to default accounts', { heading: 'Typical Impact' },
    )).toBe('no');
  });

  it('answers No to doing A instead of B when the course tells to do B', () => {
    expect(verdict(
      'Can I just hide the admin links instead of checking permissions on the server?', 'Enforce any user or role based permissions',
    )).toBe('no');
    // A sentence about B that is no advice says nothing either way.
    expect(verdict('Can I hide the links instead of checking permissions?', 'Permissions are stored in the directory')).toBeNull();
  });

  it('says Yes or No only with a sentence holding the question’s rarest word or a synonym of it', () => {
    // Was "No — Don'ts: explain why the changes are made" (slide 22 never says "commit" there).
    expect(verdict('Can I change the message of a commit I already made?', 'Explain why the changes are made', {
      heading: 'Don’ts', rarest: ['commit'],
    })).toBeNull();
    // Was "Yes — … use unvalidated forward to bypass authentication …" for a question on HTTPS.
    expect(verdict('Should the login page always use HTTPS?',
      'If not validated, attacker may be able to use unvalidated forward to bypass authentication or authorization checks',
      { rarest: ['https'] })).toBeNull();
    // The rarest word said by a synonym the search looked for: "push" for "upload".
    const question = 'Can I upload my code to GitHub?';
    const sentence = lead('Use git push to send your code to GitHub', question);
    const uploadOrPush = (part: string) => new Set(/\bupload\b/.test(part) ? ['upload', 'push'] : []);
    expect(verdictOf(question, sentence, [...sentence.owned], 'en', terms('en'), uploadOrPush)).toBe('yes');
    expect(verdictOf(question, sentence, [...sentence.owned], 'en', terms('en'), () => new Set(['upload']))).toBeNull();
  });

  it('takes a prohibition for a denial, and "without" as denying only the word it governs', () => {
    // Was "Yes — small payments to speed up officials are forbidden everywhere."
    expect(verdict('Are small payments to officials allowed?', 'Small payments to speed up officials are forbidden everywhere.')).toBe('no');
    expect(verdict('¿Puedo hacer pagos pequeños?', 'Los pagos pequeños están prohibidos.', { language: 'es' })).toBe('no');
    // Was "No — raise every concern with the compliance team without delay."
    expect(verdict('Should I raise a concern with the compliance team?', 'Raise every concern with the compliance team without delay.'))
      .not.toBe('no');
    expect(verdict('Can I submit the report without a signature?', 'Never submit a report without a signature.')).toBe('no');
  });

  it('answers in the course’s language: the Spanish denial "no", an advice label', () => {
    expect(verdict('¿Necesito Docker para el desafío?', 'Docker: instale y configure Docker para su sistema', {
      heading: 'Prerequisitos', language: 'es',
    })).toBe('yes');
    expect(verdict('¿Necesito Docker para el desafío?', 'Docker no es necesario para el desafío', { language: 'es' })).toBe('no');
  });
});
