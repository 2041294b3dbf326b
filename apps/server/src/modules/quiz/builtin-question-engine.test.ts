import path from 'node:path';
import { assembleCourseModel, type CourseModel, type SlideModel } from '@complyra/core';
import { phishingModel } from '../../test/quiz-course.ts';
import { plainSentenceCourse, threeSlideCourse, titleOnlyCourse } from '../../test/thin-courses.ts';
import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions, quizMinimumQuestions, supportedQuestionCount } from './builtin-question-engine.ts';
import { choiceFlaw, phraseFlaw } from './choice-quality.ts';
import { collectFacts, isOutlineTitle } from './course-facts.ts';
import { ocrChoiceCheck } from './ocr-choice-check.ts';
import { swapEdits, swapVocabulary } from './statement-swaps.ts';
import { factFamily } from './fact-families.ts';
import { courseModelOfDeck, listCorpusDecks } from '../../test/deck-course-models.ts';
import { largestLetterShare, normalize, questionProblems } from './question-checks.ts';
import { seededRandom } from './random.ts';
import { writeQuestionBank } from './question-bank.ts';
import { hasNegation, negateInstruction, negateStatement, numberEdit, oppositeEdits } from './statement-edits.ts';

const decks = listCorpusDecks();
const modelOf = (slides: Omit<SlideModel, 'number' | 'source' | 'notes'>[]): CourseModel =>
  assembleCourseModel('en', slides.map((slide, i) => ({ ...slide, number: i + 1, notes: '', source: 'text' as const })));
const answerOf = (q: { choices: Record<string, string>; correctAnswer: string }) => q.choices[q.correctAnswer]!;
// The stems issue 28 retired: where a line sat, and which slide says what.
const retiredStems = /points the slide|which slide of the course|one of the points|think back to/i;

describe('built-in question engine', () => {
  it('asks about terms, figures, advice and lists, never offering a term that contains the right one', () => {
    const { questions } = generateBuiltinQuestions(phishingModel, { count: 10, random: seededRandom(7) });
    expect(questions.length).toBe(10);
    for (const q of questions) expect(questionProblems(q, phishingModel)).toEqual([]);
    // Phishing is contained in Spear phishing: never offered beside it.
    const all = generateBuiltinQuestions(phishingModel, { count: 40, random: seededRandom(3) }).questions;
    const terms = all.filter((q) => q.fact.endsWith(':term'));
    expect(terms.length).toBeGreaterThanOrEqual(2);
    for (const q of terms) expect(['Phishing', 'Spear phishing'].every((t) => Object.values(q.choices).includes(t))).toBe(false);
    expect(all.some((q) => q.fact.startsWith('figure:'))).toBe(true);
    expect(all.some((q) => q.fact.endsWith(':do'))).toBe(true);
    expect(all.some((q) => q.question === 'Which of these is one of the warning signs the course names?')).toBe(true);
    expect(all.every((q) => !normalize(q.hint).includes(normalize(answerOf(q))))).toBe(true);
    expect(all.every((q) => !retiredStems.test(q.question) && !retiredStems.test(q.hint))).toBe(true);
  });

  it('asks "what to do" with the advice turned around as a wrong choice, and hints that rule one wrong choice out', () => {
    const all = generateBuiltinQuestions(phishingModel, { count: 40, random: seededRandom(3) }).questions;
    const report = all.find((q) => answerOf(q) === 'Report the message to the security team')!;
    expect(report.question).toBe('What does the course tell you to do about “Reporting”?');
    expect(Object.values(report.choices)).toContain('Do not report the message to the security team');
    // The hint names one wrong choice with the course's reason, never the answer or the stem.
    const wrong = Object.entries(report.choices).filter(([letter]) => letter !== report.correctAnswer).map(([, text]) => text);
    expect(wrong.some((text) => report.hint.includes(`“${text}”`))).toBe(true);
    const term = all.find((q) => q.question === 'Which term does the course use for “phishing by text message”?')!;
    expect(answerOf(term)).toBe('Smishing');
    expect(term.hint).toMatch(/^“(Phishing|Spear phishing|Whaling|Vishing)” means something else: /);
  });

  it('gives a 3-slide course a quiz of fewer, valid questions', () => {
    const model = modelOf(threeSlideCourse);
    const { questions } = generateBuiltinQuestions(model, { count: 10, random: seededRandom(1) });
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThan(quizMinimumQuestions);
    for (const [i, q] of questions.entries()) expect(questionProblems(q, model, questions.slice(0, i))).toEqual([]);
    const visitors = questions.find((q) => answerOf(q) === 'Visitors must be escorted at all times')!;
    expect(visitors.question).toBe('Which statement about “Clean desk policy” is correct?');
    expect(Object.values(visitors.choices)).toContain('Visitors must not be escorted at all times');
  });

  it('gives a clean 8-slide deck of plain sentences a full quiz, each statement beside edits that make it false', () => {
    const model = modelOf(plainSentenceCourse);
    expect(supportedQuestionCount(model, seededRandom(2))).toBeGreaterThanOrEqual(10);
    const { questions } = generateBuiltinQuestions(model, { count: 10, random: seededRandom(2) });
    expect(questions.length).toBe(10);
    for (const [i, q] of questions.entries()) expect(questionProblems(q, model, questions.slice(0, i))).toEqual([]);
    const password = generateBuiltinQuestions(model, { count: 40, random: seededRandom(5) }).questions
      .find((q) => answerOf(q) === 'A strong password is at least 14 characters long')!;
    expect(password.question).toBe('Which statement about “Passwords” is correct?');
    const wrong = Object.values(password.choices).filter((c) => c !== answerOf(password));
    expect(wrong.some((c) => ['A strong password is not at least 14 characters long', 'A strong password is at most 14 characters long',
      'A strong password is at least 28 characters long'].includes(c))).toBe(true);
  });

  it('asks nothing of a course with only a title slide', () => {
    expect(generateBuiltinQuestions(modelOf(titleOnlyCourse), { count: 10, random: seededRandom(1) }).questions).toEqual([]);
  });

  it('turns sentences false by the smallest edit: a negation, an opposite word, another number', () => {
    expect(negateStatement('Backups are kept for thirty days')).toBe('Backups are not kept for thirty days');
    expect(negateStatement('Traffic on public Wi-Fi can be read by others')).toBe('Traffic on public Wi-Fi cannot be read by others');
    expect(negateStatement('A VPN protects traffic on public networks')).toBe('A VPN does not protect traffic on public networks');
    expect(negateStatement('Attackers copy the logos of real companies')).toBe('Attackers do not copy the logos of real companies');
    expect(negateStatement('The same password should never be used twice')).toBe('The same password should always be used twice');
    // "logs" after "teams review" is a noun: no edit rather than a wrong one.
    expect(negateStatement('Security teams review logs every day')).toBeNull();
    expect(negateStatement('Los hiperparámetros son valores ajustables', 'es')).toBe('Los hiperparámetros no son valores ajustables');
    expect(negateStatement('Los modelos a menudo se utilizan con pocos datos', 'es')).toBe('Los modelos a menudo no se utilizan con pocos datos');
    expect(negateInstruction('Lock your screen')).toBe('Do not lock your screen');
    expect(negateInstruction('Do not click links in the message')).toBe('Click links in the message');
    expect(oppositeEdits('Moving from a manual mapping approach to an automatic one')).toEqual([]);
    expect(oppositeEdits('A profile can include controls from more than one catalog')).toEqual([]);
    expect(numberEdit('Use a passphrase of at least 14 characters')).toBe('Use a passphrase of at least 28 characters');
    expect(numberEdit('NIST SP 800-53 defines the controls')).toBeNull();
  });

  it('takes no fragment, heading, byline or row of numbers as a choice (issue 28\'s keys)', () => {
    expect(phraseFlaw('exploit the trust of the through phone calls. through SMS')).not.toBeNull();
    expect(phraseFlaw('exploit the trust of the')).toBe('it breaks off');
    // Found grading the OCR'd OWASP deck: a key cut after its possessive.
    expect(phraseFlaw('Use the standard session id provided by your')).toBe('it breaks off');
    expect(phraseFlaw('CREATED BY: GAGANDEEP')).not.toBeNull();
    expect(choiceFlaw('70% 20% 8% 2%')).not.toBeNull();
    expect(phraseFlaw('Released 2003, 2004, 2007, 2010, 2013')).toBe('a row of numbers');
    expect(phraseFlaw('Vishing (Voice Smishing (SMS')).toBe('unbalanced brackets');
    expect(phraseFlaw('The slide shows the shell command git add.')).not.toBeNull();
    expect(choiceFlaw('91%')).toBeNull();
    expect(choiceFlaw('Whaling')).toBeNull();
  });

  it('asks no term of an e-mail header shown on a slide, and no attacker\'s step as advice (keys found grading the OWASP deck)', () => {
    const model = modelOf([
      { title: 'Phishing example', role: 'content', points: [
        { text: 'From: Internal Revenue Service Subject: Your Unclaimed Tax Refund', level: 0, kind: 'statement' },
        { text: 'Most Severe: Install XSS proxy which allows attacker to observe the user', level: 0, kind: 'statement' },
      ] },
      { title: '2013-A5 – Security Misconfiguration', role: 'content', points: [
        { text: 'Install backdoor through missing OS or server patch', level: 0, kind: 'instruction' },
        { text: 'Keep all software up to date', level: 0, kind: 'instruction' },
        { text: 'Disable unused services on every server', level: 0, kind: 'instruction' },
      ] },
      ...['Patching', 'Accounts', 'Backups'].map((title) => ({ title, role: 'content' as const, points: [
        { text: `Review ${title.toLowerCase()} every month`, level: 0, kind: 'instruction' as const },
        { text: `Report ${title.toLowerCase()} problems to the security team`, level: 0, kind: 'instruction' as const },
      ] })),
    ]);
    const facts = collectFacts(model);
    expect(facts.some((f) => f.kind === 'instruction' && f.answer === 'Keep all software up to date')).toBe(true);
    expect(facts.some((f) => f.answer === 'From' || f.prompt.includes('Internal Revenue Service'))).toBe(false);
    expect(facts.some((f) => f.answer === 'Most Severe' || f.prompt.includes('XSS proxy'))).toBe(false);
    expect(facts.some((f) => f.answer.startsWith('Install backdoor'))).toBe(false);
    const all = generateBuiltinQuestions(model, { count: 100, random: seededRandom(4), allForms: true }).questions;
    expect(all.some((q) => Object.values(q.choices).some((c) => c.startsWith('Install backdoor')))).toBe(false);
  });

  it('reads an OCR\'d numbered list ("1.go to …") as steps, never as members, and no statement that lost its subject', () => {
    const model = modelOf([
      { title: 'How to get Git?', role: 'content', points: [
        { text: 'Mac OS Windows', level: 0, kind: 'statement' },
        { text: '1.go to git-scm.com/downloads', level: 1, kind: 'statement' },
        { text: '2.download the software for Mac/Windows', level: 1, kind: 'statement' },
        { text: '3.install Git choosing all of the default options', level: 1, kind: 'statement' },
      ] },
      { title: 'First Time Git Configuration', role: 'content', points: [
        { text: 'makes sure that Git output is colored', level: 0, kind: 'statement' },
      ] },
    ]);
    const facts = collectFacts(model);
    expect(facts.some((f) => f.kind === 'member')).toBe(false);
    expect(facts.some((f) => f.answer === 'makes sure that Git output is colored')).toBe(false);
    expect(facts.filter((f) => f.kind === 'step').map((f) => f.prompt)).toContain('In “How to get Git”, which step comes right after “go to git-scm.com/downloads”?');
  });

  it('never offers the narrator\'s description of a code block as a choice', () => {
    const description = 'The slide shows the shell commands git add and git commit for saving your work.';
    const gitSlide = {
      number: 6,
      title: 'Saving your work',
      role: 'content' as const,
      points: [
        { text: description, level: 0, kind: 'example' as const, code: true },
        { text: 'Commit small changes with a clear message', level: 0, kind: 'instruction' as const },
        { text: 'Push your commits to the shared repository', level: 0, kind: 'instruction' as const },
      ],
      notes: '',
      source: 'text' as const,
    };
    // A model stored before the flag marks its description only as an example without "for example".
    const stored = { ...gitSlide, number: 7, title: 'Stored before the flag', points: gitSlide.points.map(({ code: _, ...p }) => p) };
    const model = assembleCourseModel('en', [...phishingModel.slides, gitSlide, stored]);
    const { questions } = generateBuiltinQuestions(model, { count: 40, random: seededRandom(5) });
    expect(questions.length).toBeGreaterThan(5);
    const said = questions.flatMap((q) => [q.question, ...Object.values(q.choices)]);
    expect(said.filter((text) => text.includes('The slide shows'))).toEqual([]);
  });

  it('finds the corpus decks', () => {
    expect(decks.length).toBeGreaterThanOrEqual(6);
  });

  for (const file of decks) {
    it(`writes only questions that pass every check for ${path.basename(file)}`, { timeout: 60_000 }, async () => {
      const model = await courseModelOfDeck(file);
      const supported = supportedQuestionCount(model, seededRandom(1));
      // Every corpus deck gets a full quiz.
      expect(supported).toBeGreaterThanOrEqual(10);
      const random = seededRandom(42);
      const first = generateBuiltinQuestions(model, { count: 10, random });
      expect(first.questions.length).toBe(10);
      const checkAll = (questions: typeof first.questions) => {
        for (const [i, q] of questions.entries()) {
          expect(questionProblems(q, model, questions.slice(0, i))).toEqual([]);
          expect(retiredStems.test(q.question)).toBe(false);
          const slide = model.slides.find((s) => s.number === q.slide)!;
          expect(slide.role).toBe('content');
        }
      };
      checkAll(first.questions);
      // A DIFFERENT retry: no question and no right answer of the first attempt comes back while the course has enough.
      const avoid = new Set(first.questions.flatMap((q) => [q.fact, factFamily(q.fact)]));
      const avoidAnswers = new Set(first.questions.map(answerOf));
      const second = generateBuiltinQuestions(model, { count: 10, random, avoidFamilies: avoid, avoidAnswers });
      expect(second.questions.length).toBe(10);
      checkAll(second.questions);
      if (supported >= 20) {
        expect(second.reusedFacts).toBe(false);
        const firstAnswers = new Set(first.questions.map((q) => normalize(answerOf(q))));
        for (const q of second.questions) expect(firstAnswers.has(normalize(answerOf(q)))).toBe(false);
      }
      expect(largestLetterShare([...first.questions, ...second.questions])).toBeLessThanOrEqual(0.35);
    });
  }
});

describe('built-in question engine in German', () => {
  const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const });
  const german = assembleCourseModel('de', [
    { title: 'Informationssicherheit im Büro', role: 'title' as const, points: [] },
    { title: 'Begriffe', role: 'content' as const, points: [
      { text: 'Phishing: Betrug mit gefälschten E-Mails, die zur Eingabe von Passwörtern verleiten', level: 0, kind: 'term' as const,
        term: 'Phishing', definition: 'Betrug mit gefälschten E-Mails, die zur Eingabe von Passwörtern verleiten' },
      { text: 'Smishing: Phishing über Textnachrichten auf dem Mobiltelefon', level: 0, kind: 'term' as const,
        term: 'Smishing', definition: 'Phishing über Textnachrichten auf dem Mobiltelefon' },
      { text: 'Vishing: Betrug am Telefon durch angebliche Mitarbeiter der Bank', level: 0, kind: 'term' as const,
        term: 'Vishing', definition: 'Betrug am Telefon durch angebliche Mitarbeiter der Bank' },
      { text: 'Whaling: gezielter Angriff auf Führungskräfte eines Unternehmens', level: 0, kind: 'term' as const,
        term: 'Whaling', definition: 'gezielter Angriff auf Führungskräfte eines Unternehmens' },
    ] },
    { title: 'Passwörter', role: 'content' as const, points: [
      statement('Ein starkes Passwort ist mindestens zwölf Zeichen lang'),
      statement('Das Passwort darf an niemanden weitergegeben werden'),
      statement('Ein Passwort-Manager ist ein sicherer Speicher für Zugangsdaten'),
    ] },
    { title: 'Verdächtige E-Mails', role: 'content' as const, points: [
      statement('Melden Sie verdächtige E-Mails sofort dem IT-Sicherheitsteam'),
      statement('Öffnen Sie keine unerwarteten Anhänge von Unbekannten'),
      statement('Prüfen Sie die Absenderadresse vor jeder Antwort'),
    ] },
    { title: 'Arbeitsplatz', role: 'content' as const, points: [
      statement('Sperren Sie Ihren Bildschirm beim Verlassen des Arbeitsplatzes'),
      statement('Vertrauliche Unterlagen sind immer im Schrank einzuschließen'),
      statement('Besucher müssen am Empfang angemeldet werden'),
    ] },
  ].map((slide, i) => ({ ...slide, number: i + 1, notes: '', source: 'text' as const })));

  it('asks in German: no English stem or hint, terms both ways, statements with "nicht" or "kein" edits', () => {
    // Every form of every fact, as the question bank stores them.
    const all = generateBuiltinQuestions(german, { count: 100, random: seededRandom(5), allForms: true }).questions;
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const q of all) {
      expect(questionProblems(q, german)).toEqual([]);
      expect(q.question).not.toMatch(/\b(Which|What|does|the course)\b/);
      expect(q.hint).not.toMatch(/\b(means something else|is not what the course says|turns the course)\b/);
    }
    const term = all.find((q) => q.question === 'Welchen Begriff verwendet der Kurs für “Betrug am Telefon durch angebliche Mitarbeiter der Bank”?');
    expect(term && answerOf(term)).toBe('Vishing');
    const meaning = all.find((q) => q.question === 'Was bedeutet “Smishing” in diesem Kurs?');
    expect(meaning && answerOf(meaning)).toBe('Phishing über Textnachrichten auf dem Mobiltelefon');
    // "Phishing" is said in Smishing's own definition: never offered as a wrong term for it.
    expect(all.some((q) => q.question.includes('“Phishing über Textnachrichten'))).toBe(false);
    const password = all.find((q) => answerOf(q) === 'Ein Passwort-Manager ist ein sicherer Speicher für Zugangsdaten');
    expect(password?.question).toBe('Welche Aussage über “Passwörter” ist richtig?');
    expect(Object.values(password!.choices)).toContain('Ein Passwort-Manager ist kein sicherer Speicher für Zugangsdaten');
    // German advice is asked as advice, with its opposite as the tempting wrong choice.
    const screen = all.find((q) => answerOf(q) === 'Sperren Sie Ihren Bildschirm beim Verlassen des Arbeitsplatzes');
    expect(screen?.question).toBe('Was sollen Sie laut Kurs zum Thema “Arbeitsplatz” tun?');
    expect(Object.values(screen!.choices)).toContain('Sperren Sie Ihren Bildschirm beim Verlassen des Arbeitsplatzes nicht');
  });

  it('turns German sentences false by their smallest edit', () => {
    expect(negateStatement('Das Passwort ist geheim', 'de')).toBe('Das Passwort ist nicht geheim');
    expect(negateStatement('Ein Passwort-Manager ist ein sicherer Speicher', 'de')).toBe('Ein Passwort-Manager ist kein sicherer Speicher');
    expect(negateStatement('Das Passwort darf nicht weitergegeben werden', 'de')).toBe('Das Passwort darf weitergegeben werden');
    expect(negateInstruction('Sperren Sie Ihren Bildschirm', 'de')).toBe('Sperren Sie Ihren Bildschirm nicht');
    expect(negateInstruction('Den Bildschirm sperren', 'de')).toBe('Den Bildschirm nicht sperren');
    // Hebrew: after "בלתי" ("un-"), no "לא" (a double negative found grading the Hebrew deck).
    expect(negateStatement('יכולות בלתי נדרשות מופעלות או מותקנות', 'he')).toBeNull();
    expect(negateStatement('הדפדפן נכנס לעמודים ללא אימות נדרש', 'he')).toBeNull();
    expect(negateStatement('דפוס הפיתוח הבטוח הינו לא לאפשר פתיחה של רצף', 'he')).toBe('דפוס הפיתוח הבטוח הינו לאפשר פתיחה של רצף');
    // No double negative: a sentence that already says "niemand" or "keine" gets no "nicht".
    expect(negateStatement('Das Passwort darf an niemanden weitergegeben werden', 'de')).toBeNull();
    expect(negateInstruction('Öffnen Sie keine unerwarteten Anhänge', 'de')).toBeNull();
    expect(oppositeEdits('Vertrauliche Unterlagen sind immer einzuschließen', 'de')).toEqual(['Vertrauliche Unterlagen sind nie einzuschließen']);
  });
});

describe('"Which statement is correct?" that "the one without «not»" does not answer', () => {
  const statementsOf = (model: CourseModel, seed: number) => generateBuiltinQuestions(model,
    { count: 500, random: seededRandom(seed), allForms: true }).questions.filter((q) => q.fact.endsWith(':true'));
  const negationShares = (model: CourseModel, seed: number) => {
    const items = statementsOf(model, seed);
    const keys = items.map(answerOf);
    const wrong = items.flatMap((q) => Object.entries(q.choices).filter(([l]) => l !== q.correctAnswer).map(([, t]) => t));
    const share = (texts: string[]) => texts.filter((t) => hasNegation(t, model.language)).length / texts.length;
    return { items, keys: share(keys), wrong: share(wrong) };
  };

  it('swaps a thing the sentence names for another of its kind from the course', () => {
    const said = (text: string) => ({ text, level: 0, kind: 'statement' as const });
    const model = modelOf([
      { title: 'Commands', role: 'content', points: [said('The cd command is used to change directories'),
        said('The touch command is used to create and modify files')] },
      { title: 'Attacks', role: 'content', points: [said('Attackers send the forged request to the server'),
        said('Users open the page in the browser')] },
    ]);
    const vocabulary = swapVocabulary(model, []);
    expect(swapEdits('The cd command is used to change directories', vocabulary)).toContain('The touch command is used to change directories');
    expect(swapEdits('Attackers send the forged request to the server', vocabulary)).toEqual(['Users send the forged request to the server']);
    // Only the attacker is swapped: a user may be a developer too.
    expect(swapEdits('Users open the page in the browser', vocabulary)).toEqual(['Attackers open the page in the browser']);
    // A name is swapped as a subject, never where the sentence says what kind of thing it is ("IP is a stateless protocol" holds).
    const names = modelOf(['HTTP', 'IP', 'SSL'].map((name) => ({ title: name, role: 'content' as const, points: [
      said(`${name} is a protocol of the web`), said(`${name} carries the requests`)] })));
    expect(swapEdits('HTTP is a “stateless” protocol', swapVocabulary(names, []))).toEqual([]);
    // A hedged sentence has no false negation ("sometimes … do not" is true too).
    expect(negateStatement('Sometimes parameters define the target page')).toBeNull();
    // Things the course names side by side may share what it says: never swapped.
    const together = modelOf([{ title: 'Formats', role: 'content', points: [
      { text: 'OSCAL is written in XML and JSON', level: 0, kind: 'statement' },
      { text: 'XML schemas check each file', level: 0, kind: 'statement' },
      { text: 'JSON schemas check each file too', level: 0, kind: 'statement' },
    ] }, { title: 'More', role: 'content', points: [{ text: 'XML and JSON and OSCAL again', level: 0, kind: 'statement' }] }]);
    expect(swapEdits('XML schemas check each file', swapVocabulary(together, []))).toEqual([]);
  });

  it('keeps the share of keys that say "not" near the share of wrong choices that do, and sometimes the key is negative', () => {
    const model = modelOf(plainSentenceCourse);
    const shares = negationShares(model, 3);
    expect(shares.items.length).toBeGreaterThanOrEqual(6);
    expect(Math.abs(shares.keys - shares.wrong)).toBeLessThanOrEqual(0.1);
    // Not every wrong choice is a negation: swaps and edits keep the sentence's form.
    expect(shares.wrong).toBeLessThan(0.5);
  });

  // The notes-pages PDF has no negative sentence of its own: every key is positive, so its wrong choices must be too.
  for (const name of ['ms-intro-git-github.pptx', 'nist-oscal-overview-2017.pptx', 'owasp-top10-2013-talk.pptx',
    'nist-oscal-overview-2017-notes-pages.pdf', 'owasp-top10-2017-hebrew.pptx']) {
    it(`keeps the shares near on ${name}, with swaps among the wrong choices`, { timeout: 60_000 }, async () => {
      const file = decks.find((d) => d.endsWith(name))!;
      const model = await courseModelOfDeck(file);
      const shares = negationShares(model, 11);
      expect(shares.items.length).toBeGreaterThanOrEqual(5);
      expect(Math.abs(shares.keys - shares.wrong)).toBeLessThanOrEqual(0.1);
      // In no item is the one choice saying "not" the key while the three others are positive (the gameable form).
      for (const q of shares.items) {
        const negative = Object.values(q.choices).filter((t) => hasNegation(t, model.language));
        // Nor are the three wrong choices the only ones saying "not".
        expect(negative.length === 3 && !hasNegation(answerOf(q), model.language)).toBe(false);
        if (negative.length === 1 && hasNegation(answerOf(q), model.language)) {
          const denied = negateStatement(answerOf(q));
          expect(denied === null || !Object.values(q.choices).includes(denied)).toBe(true);
        }
      }
    });
  }

  it('asks the OWASP talk with some negative keys that are swaps denied or the course\'s own negative sentences', { timeout: 60_000 }, async () => {
    const model = await courseModelOfDeck(decks.find((d) => d.endsWith('owasp-top10-2013-talk.pptx'))!);
    const shares = negationShares(model, 11);
    expect(shares.keys).toBeGreaterThan(0);
  });
});

describe('a course read by OCR', () => {
  const ocrModel = (slides: Omit<SlideModel, 'number' | 'source' | 'notes'>[]): CourseModel =>
    assembleCourseModel('en', slides.map((slide, i) => ({ ...slide, number: i + 1, notes: '', source: 'ocr' as const })));
  const statement = (text: string, block = 0) => ({ text, level: 0, kind: 'statement' as const, block });
  const instruction = (text: string, block = 0) => ({ text, level: 0, kind: 'instruction' as const, block });

  it('takes no choice cut at a line\'s end, glued from two lines, of mixed case or with a misread word (lines of the outlined OWASP deck)', () => {
    const model = ocrModel([{ title: 'Unvalidated Redirects and Forwards', role: 'content', points: [statement('Redirects send users to another page')] },
      { title: 'Redirects', role: 'content', points: [statement('Forwards and redirects need checks')] }]);
    const check = ocrChoiceCheck(model)!;
    expect(check('Web application redirects are very')).toMatch(/cut/);
    expect(check('Raw data from attacker is sent to an innocent user’s')).toMatch(/cut/);
    expect(check('SESSION ID is typically exposed on the network, in')).toMatch(/cut/);
    expect(check('Attacker sends attack to vulnerable page They')).not.toBeNull();
    expect(check('Attacker sends attack to the page They follow')).toMatch(/glued/);
    expect(check('Check CVE, other vulg repositories')).toMatch(/not words/);
    expect(check('Use the latest framework librarles')).toMatch(/not words/);
    // The notes-pages OSCAL deck's lines cut at the picture's edge.
    expect(check('publishing catalogs into ti')).toMatch(/cut/);
    expect(check('profiles used by many organizations consuming person ne')).toMatch(/cut/);
    expect(check('OWASPThe top ten risks')).not.toBeNull();
    expect(check('Bind variables allow the interpreter to distinguish between code and data')).toBeNull();
    // A course read from its text gets the usual check only.
    expect(ocrChoiceCheck(modelOf([{ title: 'Redirects', role: 'content', points: [statement('Forwards need checks')] }]))).toBeNull();
  });

  it('asks no "what to do" of a do\'s and don\'ts slide whose headings OCR lost, nor of a slide not titled as advice', () => {
    const slides = [
      // The image-only Git deck's slide 22 with both headings lost: two columns of instructions.
      { title: 'Git Commit Message', role: 'content' as const, points: [instruction('Keep the message short'),
        instruction('Explain what the commit does'), instruction('Explain why the changes are made', 1),
        instruction('Explain how the changes are made', 1)] },
      // The outlined OWASP deck's slide 8: how an interpreter works, not advice.
      { title: '2013-A1 - Injection', role: 'content' as const, points: [instruction('Take strings and interpret them as commands'),
        statement('SQL injection is still quite common')] },
      { title: 'Avoiding Injection Flaws', role: 'content' as const, points: [instruction('Encode all user input before passing it to the interpreter'),
        instruction('Perform white list input validation on all user supplied input')] },
    ];
    const advice = collectFacts(ocrModel(slides)).filter((f) => f.kind === 'instruction').map((f) => f.answer);
    expect(advice).toEqual(['Encode all user input before passing it to the interpreter', 'Perform white list input validation on all user supplied input']);
    // The same slides read from their text keep their advice (their headings are there when the deck has them).
    expect(collectFacts(modelOf(slides)).filter((f) => f.kind === 'instruction').length).toBeGreaterThan(2);
  });

  it('asks a figure only with a whole caption, and takes no version number for a figure', () => {
    const figure = (figureText: string, measures: string) => ({ text: `${figureText} ${measures}`, level: 0, kind: 'figure' as const, figure: figureText, measures });
    const facts = collectFacts(ocrModel([{ title: 'Risk Rating', role: 'content', points: [figure('1.66', 'weighted risk'),
      figure('11', 'He modifies it to'), figure('5', 'tag contains'), figure('1.7.2', 'provided jar')] }]));
    expect(facts.filter((f) => f.kind === 'figure').map((f) => f.answer)).toEqual(['1.66']);
  });
});

describe('agenda slides', () => {
  it('knows an agenda title whatever its case and script ("Übersicht", "ÜBERSICHT", "Índice")', () => {
    for (const title of ['Übersicht', 'ÜBERSICHT der Schulung', 'übersicht', 'Índice', 'Agenda']) expect(isOutlineTitle(title)).toBe(true);
    for (const title of ['Datenübersichten im Detail', 'Passwörter']) expect(isOutlineTitle(title)).toBe(false);
    const model = assembleCourseModel('de', [{ number: 1, title: 'Übersicht', role: 'content', notes: '', source: 'text', points: [
      { text: 'Passwörter sind geheim und werden nicht weitergegeben', level: 0, kind: 'statement' },
      { text: 'Phishing-Mails sind oft dringend formuliert', level: 0, kind: 'statement' },
    ] }]);
    expect(collectFacts(model)).toEqual([]);
  });
});

describe('the question bank written on the event loop', () => {
  it('is the bank the engine writes at once, other work run between its slides and facts', async () => {
    const model = await courseModelOfDeck(listCorpusDecks()[0]!);
    const atOnce = generateBuiltinQuestions(model, { count: Number.MAX_SAFE_INTEGER, random: seededRandom(3), allForms: true });
    // Other work waiting on the event loop: it runs once per turn the writing gives back.
    let turns = 0;
    let waiting = true;
    const otherWork = () => {
      if (!waiting) return;
      turns++;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const bank = await writeQuestionBank(model, seededRandom(3));
    waiting = false;
    expect(bank).toEqual(atOnce.questions);
    expect(bank.length).toBeGreaterThan(0);
    expect(turns).toBeGreaterThanOrEqual(model.slides.length + bank.length);
  });
});
