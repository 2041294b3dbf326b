import { assembleCourseModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { builtinAnswer } from './builtin-answer.ts';
import { ChatIndex, ChatIndexCache, courseDocuments, courseDocumentsInSlices } from './chat-index.ts';

const facts = { companyName: 'Index Org', details: null, pocs: [] };

type Point = { text: string; level: number; kind: 'statement' | 'example'; code?: boolean; block?: number };
/** A content slide read from text. */
const contentSlide = (number: number, title: string, points: Point[], notes = '') =>
  ({ number, title, role: 'content' as const, points, notes, source: 'text' as const });
/** A written statement, in a block of its own when one is given. */
const said = (text: string, block?: number): Point => ({ text, level: 0, kind: 'statement', ...(block === undefined ? {} : { block }) });

describe('chat index', () => {
  it('reads a learner\'s everyday phrase as the course\'s word for it: "by hand" as "manually", not as a hand', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Prose vs. OSCAL', [said('Control Title')], 'On the right hand side you can see the title represented in OSCAL through the title element.'),
      contentSlide(2, 'Major challenges', [said('Security control assessment is a complex, largely manual process')]),
      contentSlide(3, 'Project approach', [said('Developing OSCAL iteratively instead of trying to engineer the entire solution at once')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'OSCAL' }, model)]);
    expect(index.query('Is checking security controls mostly done by hand?').own).toEqual(['check', 'secur', 'control', 'done', 'manual']);
    const cited = (question: string) => builtinAnswer(index, question, { courseTitle: 'OSCAL' }, facts).sources.map((s) => s.slide);
    expect(cited('Is checking security controls mostly done by hand?')[0]).toBe(2);
    expect(cited('Is OSCAL built bit by bit?')[0]).toBe(3);
  });

  it('searches two words side by side that a course writes as one identifier: "session ID" in "JSESSIONID"', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Broken Authentication Illustrated', [said('Hacker uses JSESSIONID and takes over the account')]),
      contentSlide(2, 'Sessions', [said('A session ends when the browser closes')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Top 10' }, model)]);
    const query = index.query('Can someone steal my session ID?');
    expect(query.standsFor.get('jsessionid')).toBe('id');
    // The slide writing the identifier holds the question's "ID" as a longer form of it.
    expect(index.slides(query).find((hit) => hit.slide === 1)?.credit.get('id')).toBe(0.8);
    // Short pairs name no identifier ("is a" in "isatty"): joined, they are fewer than 6 letters.
    expect(index.query('What is a session?').weights.has('jsessionid')).toBe(false);
  });

  it('tells a misspelling of the course\'s words (one edit) from a name the course never uses', () => {
    const model = assembleCourseModel('en', [contentSlide(1, 'GitHub', [said('Push your commits to GitHub')])]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Git' }, model)]);
    expect(index.spellsLikeCourseWord('Gihtub')).toBe(true);
    expect(index.spellsLikeCourseWord('Gitub')).toBe(true);
    expect(index.spellsLikeCourseWord('GitLab')).toBe(false);
    expect(index.spellsLikeCourseWord('Pearson')).toBe(false);
  });

  it('reads the particle of a phrasal verb that means the verb itself as part of it, not as a subject', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Mapping from 2010 to 2013', [said('Broken Authentication moved up because more consulting organizations were in this data set')]),
      contentSlide(2, 'Avoiding CSRF', [said('Store a single token in the session and add it to all forms')]),
      contentSlide(3, 'Injection', [said('Injection tricks an interpreter into running commands')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Top 10' }, model)]);
    // "set up" is WordNet's "set" (get ready), "leak out" its "leak"; "make up" (invent) and "take over" (seize) say more.
    expect(index.query('How do I set up two-factor authentication on my phone?').own).not.toContain('up');
    expect(index.query('What if our source code leaks out?').own).not.toContain('out');
    expect(index.query('Should I make up my own session IDs?').own).toContain('up');
    expect(index.query('Can a hacker take over my account?').own).toContain('over');
    expect(index.query('Which attacks moved up in the list?').own).toContain('up');
    const answer = builtinAnswer(index, 'How do I set up two-factor authentication on my phone?', { courseTitle: 'Top 10' }, facts);
    expect(answer.response).toMatch(/^(I can't find a clear answer to that|The course "Top 10" does not cover that)/);
  });

  it('finds "as few rights as possible" as minimizing privileges, not by a slide saying "possible"', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Avoiding Injection', [said('Always minimize database privileges to reduce the impact of a flaw')]),
      contentSlide(2, 'Cryptographic Storage', [said('Ensure the threat model of the database accounts for possible attacks')]),
      contentSlide(3, 'Sessions', [said('Session IDs must time out and be rotated after login')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Top 10' }, model)]);
    const answer = builtinAnswer(index, 'Should the database account have as few rights as possible?', { courseTitle: 'Top 10' }, facts);
    expect(answer.sources[0]?.slide).toBe(1);
    expect(answer.response).toMatch(/^Always minimize database privileges to reduce the impact of a flaw\. .*\[Slide 1\]/);
    // "possible" frames only the superlative: asked of itself, it is a word of the question.
    expect(index.query('Which attacks are possible?').own).toContain('possibl');
    expect(index.query('Should the account have as few rights as possible?').own).not.toContain('possibl');
  });

  it('matches a longer form of a dictionary word, never another word it begins, and folder as directory', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Project deliverables', [said('The deliverables are schemas and templates for every catalog')]),
      contentSlide(2, 'Working folders', [said('Directories keep the project files apart from the shared schemas')]),
      contentSlide(3, 'Standards', [said('Every standard names its own controls for each system')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Project' }, model)]);
    const cited = (question: string) => builtinAnswer(index, question, { courseTitle: 'Project' }, facts).sources.map((s) => s.slide);
    // "deliver" → "deliverables" (a form of the word); "director" is not "directories", nor "stand" "standard".
    expect(cited('What will the project deliver?')[0]).toBe(1);
    expect(cited('Who is the director?')).not.toContain(2);
    expect(cited('What does the stand show?')).not.toContain(3);
    // The shipped lexicon's computing sense: a folder is a directory.
    expect(cited('Where do I keep my folder?')[0]).toBe(2);
  });

  it('takes an English word asked of a course in another language for itself, not for a longer word of that language', () => {
    const model = assembleCourseModel('es', [
      contentSlide(1, '¿Qué es regresión?', [said('Los modelos de regresión proporcionan una base excelente para comprender el aprendizaje automático')]),
      contentSlide(2, 'Entrenamiento', [said('Para entrenar el modelo dividimos los datos en dos subconjuntos')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Regresión' }, model)]);
    const cited = (question: string) => builtinAnswer(index, question, { courseTitle: 'Regresión' }, facts).sources.map((s) => s.slide);
    // "Excel" (the program) is not "excelente", nor a misspelt course word: the course does not cover it.
    expect(cited('¿Qué es Excel?')).toEqual([]);
    expect(cited('¿Se puede entrenar el modelo en Excel?')).toEqual([]);
    // The course's own words still find their slides, in their Spanish forms.
    expect(cited('¿Cómo se entrenan los modelos?')[0]).toBe(2);
  });

  it('refuses a question whose word no course uses when only a loosely related word stands for it', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Reporting', [said('Report a lost badge directly to the security team')]),
      contentSlide(2, 'Badges', [said('Wear your badge where the security team can see it')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Security' }, model)]);
    const ask = (question: string) => builtinAnswer(index, question, { courseTitle: 'Security' }, facts).sources.map((s) => s.slide);
    // "directly" is WordNet's relative of "director", not the director: the course does not say who that is.
    expect(ask('Who is the security director?')).toEqual([]);
    expect(ask('Who do I report a lost badge to?')[0]).toBe(1);
  });

  it('leads with the sentence that says the question\'s rarest word, a short word found by its plural', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Deliverables', [
        said('People who produce catalogs and profiles can use the style sheets for data entry', 0),
        said('Templates produce human-readable versions as PDFs', 1),
      ]),
      contentSlide(2, 'Schemas', [said('Schemas validate catalogs against constraints')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'OSCAL' }, model)]);
    const answer = builtinAnswer(index, 'Can it produce a PDF that people can read?', { courseTitle: 'OSCAL' }, facts);
    // "people" meets "human-readable" (the lexicon's people/humans): the sentence says all that was asked, so "Yes".
    expect(answer.response).toMatch(/^Yes — templates produce human-readable versions as PDFs\./);
  });

  it('answers "what does X stand for" with the words the course spells it out in', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Overview of the Open Security Controls Assessment Language (OSCAL)', [said('August 10, 2017')]),
      contentSlide(2, 'Catalogs', [said('Catalog: Defines a set of security controls in OSCAL'), said('OSCAL catalogs are published on GitHub')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'OSCAL' }, model)]);
    const answer = builtinAnswer(index, 'What does OSCAL stand for?', { courseTitle: 'OSCAL' }, facts);
    expect(answer.response).toBe(
      'OSCAL stands for Open Security Controls Assessment Language. The course says so under ' +
        '**Overview of the Open Security Controls Assessment Language (OSCAL)** [Slide 1].',
    );
    expect(builtinAnswer(index, 'What is a catalog?', { courseTitle: 'OSCAL' }, facts).response).toMatch(/^Catalog: Defines a set of security controls in OSCAL\./);
  });

  it('never takes the narrator\'s description of a code block as a point to quote', () => {
    const model = assembleCourseModel('en', [
      {
        number: 1,
        title: 'First time Git configuration',
        role: 'content',
        points: [
          { text: 'The slide shows the shell command git config for first time Git configuration.', level: 0, kind: 'example', code: true },
          { text: 'Set your name and e-mail before your first commit', level: 0, kind: 'instruction' },
        ],
        notes: '',
        source: 'text',
      },
      {
        number: 2,
        title: 'Stored before the flag',
        role: 'content',
        points: [{ text: 'The slide shows the shell command git init for a new repository.', level: 0, kind: 'example' }],
        notes: 'Git init creates the repository in the folder you are in.',
        source: 'text',
      },
    ]);
    const { documents } = courseDocuments({ id: 'c1', title: 'Git' }, model);
    const quotable = documents.filter((d) => d.sentences.length > 0);
    expect(quotable.map((d) => d.text)).toEqual([
      'Set your name and e-mail before your first commit',
      'Git init creates the repository in the folder you are in.',
    ]);
    // What the code does is searched on the slide's own document, which has nothing to quote.
    expect(documents.filter((d) => d.sentences.length === 0).map((d) => [d.slide, d.text, d.shows])).toEqual([
      [1, '', 'the shell command git config for first time Git configuration.'],
      [2, '', 'the shell command git init for a new repository.'],
    ]);
  });

  it('finds a slide that only shows code by what the code does, and names the slide instead of quoting it', () => {
    const model = assembleCourseModel('en', [
      {
        number: 1,
        title: 'Review Git Configuration',
        role: 'content',
        points: [{ text: 'The slide shows the shell command git config; its comments say what it does: lists all the configuration properties.', level: 0, kind: 'example', code: true }],
        notes: '',
        source: 'text',
      },
      {
        number: 2,
        title: 'Branches',
        role: 'content',
        points: [said('A branch is a line of work that can be merged back')],
        notes: '',
        source: 'text',
      },
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Git' }, model)]);
    const answer = builtinAnswer(index, 'How do I list the configuration properties?', { courseTitle: 'Git' }, facts);
    expect(answer.sources.map((s) => [s.slide, s.excerpt])).toEqual([[1, 'Review Git Configuration']]);
    // The one command the slide's code shows is said first, as code.
    expect(answer.response).toBe('Use `git config`. The course shows how on the slide **Review Git Configuration** [Slide 1].');
  });
  it('marks a block that mostly names other slides (an agenda) as an overview, so the slides it names come first', () => {
    const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const });
    const slide = (number: number, title: string, points: string[]) => ({
      number, title, role: 'content' as const, points: points.map(statement), notes: '', source: 'text' as const,
    });
    const model = assembleCourseModel('en', [
      slide(1, 'Agenda', ['Reporting phishing e-mails', 'Strong password rules', 'Locking your screen']),
      slide(2, 'Reporting phishing e-mails', ['Forward a suspicious message to the security team within one hour']),
      slide(3, 'Strong password rules', ['Use a passphrase of at least 14 characters']),
      slide(4, 'Locking your screen', ['Lock your screen whenever you leave your desk']),
      // Two points on the one slide they introduce are no agenda: this slide's own words.
      slide(5, 'What did not change', [
        'It is about risks, not just vulnerabilities', 'Strong password rules', 'Strong password rules stay as they were',
      ]),
    ]);
    const course = courseDocuments({ id: 'c1', title: 'Security' }, model);
    expect(course.documents.map((d) => [d.slide, d.overview])).toEqual([
      [1, true], [2, false], [3, false], [4, false], [5, false],
    ]);
    const answer = builtinAnswer(new ChatIndex([course]), 'How do I report phishing e-mails?', { courseTitle: 'Security' }, facts);
    expect(answer.sources[0]?.slide).toBe(2);
  });

  it('builds in slices, giving the event loop back, and answers as the index built at once does', async () => {
    const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const });
    const model = assembleCourseModel(
      'en',
      Array.from({ length: 30 }, (_, i) => ({
        number: i + 1,
        title: `Rule ${i + 1} for topic ${i % 2 ? 'passwords' : 'phishing'}`,
        role: 'content' as const,
        points: [statement(`Rule number ${i + 1}: report anything odd to the security team within ${i + 1} hours`)],
        notes: 'The trainer explains the rule with an example from last year.',
        source: 'text' as const,
      })),
    );
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const built = await ChatIndex.build([await courseDocumentsInSlices({ id: 'c1', title: 'Rules' }, model)]);
    clearInterval(ticker);
    // Other work ran while it was built: the slices gave the event loop back.
    expect(turns).toBeGreaterThan(0);
    const atOnce = new ChatIndex([courseDocuments({ id: 'c1', title: 'Rules' }, model)]);
    for (const question of ['What is rule 17 about?', 'Who do I report odd things to?', 'How do I bake bread?']) {
      expect(builtinAnswer(built, question, { courseTitle: 'Rules' }, facts)).toEqual(builtinAnswer(atOnce, question, { courseTitle: 'Rules' }, facts));
    }
  });

  it('builds a course\'s index once for questions that arrive together, and again after a failed build', async () => {
    const cache = new ChatIndexCache();
    let builds = 0;
    const build = async () => {
      builds++;
      return ChatIndex.build([]);
    };
    const [first, second] = await Promise.all([cache.get('c1:1', build), cache.get('c1:1', build)]);
    expect(builds).toBe(1);
    expect(first).toBe(second);
    await expect(cache.get('c2:1', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    await cache.get('c2:1', build);
    expect(builds).toBe(2);
  });

  it('leads with a sentence that answers: not a question on the slide, and no point said twice', () => {
    const point = (text: string, kind: 'statement' | 'question' | 'instruction' = 'statement') => ({ text, level: 0, kind });
    const model = assembleCourseModel('en', [
      {
        number: 1,
        title: 'Request forgery',
        role: 'content',
        points: [
          point('What if an attacker could make your browser send requests for you?', 'question'),
          point('An attack where the browser is tricked into sending a request the user did not mean'),
        ],
        notes: '',
        source: 'text',
      },
      {
        number: 2,
        title: 'Avoiding injection',
        role: 'content',
        points: [
          point('Avoid the interpreter entirely, or', 'instruction'),
          point('Use an interface that supports bind variables,', 'instruction'),
          point('Bind variables let the interpreter tell code from data'),
        ],
        notes: '',
        source: 'text',
      },
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Web' }, model)]);
    const forgery = builtinAnswer(index, 'How can an attacker make my browser send requests?', { courseTitle: 'Web' }, facts);
    expect(forgery.response).toMatch(/^An attack where the browser is tricked/);
    const injection = builtinAnswer(index, 'Do bind variables help against the interpreter?', { courseTitle: 'Web' }, facts);
    expect(injection.sources[0]?.slide).toBe(2);
    expect(injection.response.match(/use an interface that supports bind variables/gi)).toHaveLength(1);
  });

  it('answers "which command" with the command first, as code: the one the slide shows, or the one its sentence names', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Git Add', [
        { text: 'The slide shows the shell command git add.', level: 0, kind: 'example', code: true, block: 0 },
        said('This command moves your changes to the staging area.', 1),
      ]),
      contentSlide(2, 'Terminal basics', [
        said('The mkdir command is used to create a new directory'),
        said('The ls command is used to list files and directories'),
      ]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Git' }, model)]);
    const staging = builtinAnswer(index, 'Which command puts my changes in the staging area?', { courseTitle: 'Git' }, facts);
    expect(staging.response.split('\n')[0]).toBe(
      'Use `git add`. This command moves your changes to the staging area. The course says so under **Git Add** [Slide 1].',
    );
    // "lists" is a common word as "list" is: the question's other words find the sentence.
    const listing = builtinAnswer(index, 'Which command lists the files and directories?', { courseTitle: 'Git' }, facts);
    expect(listing.response.split('\n')[0]).toBe(
      'The `ls` command is used to list files and directories. The course says so under **Terminal basics** [Slide 2].',
    );
  });

  it('answers "what is the difference between A and B" with a sentence naming each side, not one side only', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Kinds of version control', [
        said('Centralized systems keep the whole history on one server that every developer depends on', 0),
        said('Distributed systems give every developer a full copy of the history on their own machine', 1),
      ]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Git' }, model)]);
    const question = 'What is the difference between centralized and distributed version control?';
    const answer = builtinAnswer(index, question, { courseTitle: 'Git' }, facts);
    const first = answer.response.split('\n')[0]!;
    expect(first).toContain('Centralized systems keep the whole history');
    expect(first).toContain('Distributed systems give every developer');
  });

  it('leads with the cited slide whose sentence holds more of the question\'s words, not the search\'s first slide', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Pushing to GitHub', [], 'Pushing to GitHub is what we do next. Pushing to GitHub is easy with GitHub Desktop.'),
      contentSlide(2, 'Remote repositories', [
        said('To share your commits you push them to GitHub with a command called git push'),
      ]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Git' }, model)]);
    const answer = builtinAnswer(index, 'How do I push my commits to GitHub?', { courseTitle: 'Git' }, facts);
    expect(answer.sources[0]?.slide).toBe(2);
    expect(answer.response.split('\n')[0]).toMatch(/^Use `git push`\. To share your commits/);
  });

  it('answers "should I" with the slide\'s rule, not a statement that holds the same words', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Passwords', [
        said('Attackers pretending to be IT support ask for your password on the phone'),
        said('Never give your password to IT support on the phone'),
      ]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Security' }, model)]);
    const answer = builtinAnswer(index, 'Should I give IT support my password on the phone?', { courseTitle: 'Security' }, facts);
    // The rule denies what the learner asks: the reply says "No" first, then the course's sentence.
    expect(answer.response).toMatch(/^No — never give your password to IT support on the phone\./);
  });

  it('leads with a sentence that stands alone, not one leaning on the sentence before', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Project approach', [
        said('Because we are working on a small set of capabilities, we make fast progress', 0),
        said('Having monthly sprints with user stories per sprint', 1),
      ]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'OSCAL' }, model)]);
    const answer = builtinAnswer(index, 'Does the project work in sprints?', { courseTitle: 'OSCAL' }, facts);
    expect(answer.response).toMatch(/^Having monthly sprints/);
  });

  it('answers "who writes X" from the slide naming the roles, and still refuses "who is …" the course never names', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Users in scope', [
        said('Catalog maintainers: publishing catalogs in OSCAL format', 0),
        said('Custom profile maintainers: developing new profiles for an organization', 0),
      ]),
      contentSlide(2, 'Profiles', [said('A profile selects controls from a catalog for a baseline')]),
      contentSlide(3, 'Schedule', [said('The project delivers schemas every month to NIST')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'OSCAL' }, model)]);
    const ask = (question: string) => builtinAnswer(index, question, { courseTitle: 'OSCAL' }, facts).sources.map((s) => s.slide);
    expect(ask('Who writes the profiles?')[0]).toBe(1);
    expect(ask('Who is the director of NIST?')).toEqual([]);
  });

  it('leads with a sentence, not a line of figures', () => {
    const model = assembleCourseModel('en', [
      contentSlide(1, 'Example', [said('RMSE √9.79 = 3.13', 0), said('The RMSE of our model says predictions are off by about 3 rentals', 1)]),
      contentSlide(2, 'Models', [said('Regression models are robust and easy to read')]),
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Regression' }, model)]);
    const answer = builtinAnswer(index, 'What does the RMSE tell me?', { courseTitle: 'Regression' }, facts);
    expect(answer.response).toMatch(/^The RMSE of our model says predictions are off/);
  });

  it('reads a question over courses of two languages in the language it is asked in: its common words are no terms', () => {
    const english = assembleCourseModel('en', [
      contentSlide(1, 'Clean desk', [said('Lock your screen every time you leave your desk')]),
      contentSlide(2, 'Visitors', [said('Escort every visitor while they are in the office')]),
    ]);
    const spanish = assembleCourseModel('es', [
      contentSlide(1, 'Contraseñas', [said('Usa una contraseña larga para cada cuenta')]),
      contentSlide(2, 'Correo', [said('Informa de los correos sospechosos al equipo de seguridad')]),
    ]);
    const index = new ChatIndex([
      courseDocuments({ id: 'en', title: 'Security basics' }, english),
      courseDocuments({ id: 'es', title: 'Seguridad' }, spanish),
    ]);
    // "how", "often", "should", "my" are common English words, not terms a Spanish analyzer keeps.
    expect(index.query('How often should I lock my screen?').own).toEqual(['lock', 'screen']);
    const cited = builtinAnswer(index, 'How often should I lock my screen?', { courseTitle: null }, facts).sources;
    expect(cited.map((s) => [s.courseId, s.slide])).toContainEqual(['en', 1]);
    // A Spanish question keeps its own words: "contraseña" is searched, "cada" and "la" are not terms.
    expect(index.query('¿Cada cuánto cambio la contraseña?').own).not.toContain('la');
    expect(builtinAnswer(index, '¿Qué contraseña uso para cada cuenta?', { courseTitle: null }, facts).sources[0]?.courseId).toBe('es');
  });
});
