import type { CoursePoint, SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { phishingSlide } from '../test/phishing-slide.ts';
import { buildSlideModel } from './build-slide-model.ts';
import { checkNarration, checkRewrite, firstProblem, type NarrationCheckReport } from './narration-checks.ts';

const before =
  'Phishing e-mails pretend to come from someone you trust. Check the sender address, hover over links before you click, ' +
  'and report anything suspicious to the security team.';

describe('checkRewrite (an AI rewrite of an explanation)', () => {
  const rewrite = (after: string, lengthRelaxed = false) => checkRewrite({ slide: phishingSlide, before, after, lengthRelaxed });

  it('accepts plain sentences that keep what the old text said', () => {
    const report = rewrite('Phishing e-mails pretend to come from someone you trust, so check the sender address, hover over links before you click and report anything suspicious to the security team.');
    expect(firstProblem(report)).toBeNull();
  });

  it('names the first problem in words an editor or a model can act on', () => {
    expect(firstProblem(rewrite('- Check the sender\n- Report it'))).toBe('it uses markdown, bullets or a list instead of plain sentences');
    expect(firstProblem(rewrite('As an AI language model, I rewrote it.'))).toBe('it talks about the rewrite instead of the slide');
    expect(firstProblem(rewrite('Report phishing.'))).toMatch(/^it is too short \(2 words, at least 11\)$/);
    expect(firstProblem(rewrite('Report phishing.', true))).toBe('it is too short (2 words, at least 5)');
    expect(firstProblem(rewrite('Please be careful with e-mails from people you do not know and think before you act on them every day.'))).toMatch(
      /^it drops points of the slide \(keeps \d+% of the slide's words the explanation said\)$/,
    );
  });

  it('reads a year before a new sentence as a sentence, not a numbered list', () => {
    const report = checkNarration({
      narration: 'Attacks have grown since 2019. Then check the sender address of every e-mail before you click any link in it.',
      slide: phishingSlide,
      language: 'en',
      context: '2019',
      written: 'ai',
    });
    expect(report.results.find((r) => r.check === 'plain-text')?.passed).toBe(true);
  });
});

const slide = buildSlideModel({ number: 2, title: 'Trips to Bora Bora', text: 'Book through the travel desk', notes: '' }, 'en');
const repeated = (narration: string) =>
  checkNarration({ narration, slide, language: 'en', context: '', written: 'built-in' }).results.find((r) => r.check === 'repeated-words')!;

describe('narration checks', () => {
  it('flags a word said twice in a row, unless the slide itself says it so', () => {
    expect(repeated('This slide is about about trips to Bora Bora. Book them through the the travel desk.')).toEqual({
      check: 'repeated-words',
      passed: false,
      problems: ['"about about" says a word twice', '"the the" says a word twice'],
    });
    expect(repeated('We look at trips to Bora Bora. Book them through the travel desk.')).toEqual({ check: 'repeated-words', passed: true, problems: [] });
  });
});

// Each class of failure seen on real decks (issue 25): a slide model as the fixed reader gives it, the
// narration the old engine wrote for it (the failure strings are the issue's own), and a narration a teacher
// would say. The new checks flag the first and pass the second.
const point = (text: string, block?: number, kind: CoursePoint['kind'] = 'statement'): CoursePoint => ({
  text,
  level: 0,
  kind,
  ...(block === undefined ? {} : { block }),
});
const slideOf = (title: string, points: CoursePoint[], source: SlideModel['source'] = 'text'): SlideModel => ({
  number: 3,
  title,
  role: 'content',
  points,
  notes: '',
  source,
});
const check = (slide: SlideModel, narration: string, extra: { context?: string; shown?: string } = {}) =>
  checkNarration({ narration, slide, language: 'en', context: extra.context ?? '', written: 'built-in', shown: extra.shown });
/** The failed checks with their problems. */
const failures = (report: NarrationCheckReport) =>
  report.results.filter((r) => !r.passed).map((r) => ({ check: r.check, problems: r.problems }));
const misfit = (sentence: string, why: string) => `"${sentence}" puts a template phrase round words that do not fit it: ${why}`;

describe('template-fit: a template phrase wraps only words that fit it', () => {
  it('flags "Make sure you" round a heading, and passes the heading said as a sentence', () => {
    const slide = slideOf('Access Controls', [point('Access Controls'), point('Only staff who need a file may open it')]);
    expect(failures(check(slide, 'Now we come to Access Controls. Make sure you access Controls. Only staff who need a file may open it.'))).toEqual([
      { check: 'template-fit', problems: [misfit('Make sure you access Controls.', '"access Controls" is a heading, not an instruction')] },
    ]);
    expect(failures(check(slide, 'Now we come to access controls. Only staff who need a file may open it.'))).toEqual([]);
  });

  it('flags "Make sure you" before a bullet\'s -s verb', () => {
    const slide = slideOf('First time Git configuration', [point('Makes sure that Git output is colored')]);
    expect(failures(check(slide, 'Let\'s look at first time Git configuration. Make sure you makes sure that Git output is colored.'))).toEqual([
      {
        check: 'template-fit',
        problems: [misfit('Make sure you makes sure that Git output is colored.', '"makes" does not follow "you"; "make" would')],
      },
    ]);
  });

  it('flags "Make sure you" round a name', () => {
    const slide = slideOf('Anonymous networks', [point('Tor'), point('I2P-Bote (Beta)')]);
    expect(failures(check(slide, 'Let\'s look at anonymous networks. Here you see Tor. Make sure you I2P-Bote (Beta).'))).toEqual([
      { check: 'template-fit', problems: [misfit('Make sure you I2P-Bote (Beta).', '"I2P-Bote" is not a verb')] },
    ]);
    expect(failures(check(slide, 'Let\'s look at anonymous networks. Two of them are Tor and I2P-Bote, which is still in beta.'))).toEqual([]);
  });

  it('flags "The next point is" round a word that names no thing, "The points here are" round one item, and labels read one by one', () => {
    const slide = slideOf('About the OWASP Top 10', [point('Released'), point('2003, 2004, 2007, 2010, 2013'), point('Access'), point('Reference'), point('Map')]);
    expect(failures(check(slide, 'This slide is about the OWASP Top 10. The next point is released. The points here are 2003. Here you see Access. Reference. Map.'))).toEqual([
      {
        check: 'template-fit',
        problems: [
          misfit('The next point is released.', '"released" names no thing'),
          misfit('The points here are 2003.', 'calls one item, "2003", a list'),
          misfit('Map.', 'reads labels one by one, not in a sentence'),
        ],
      },
      { check: 'lone-word', problems: ['"Reference." is one word said as a sentence', '"Map." is one word said as a sentence'] },
    ]);
    expect(failures(check(slide, 'This slide is about the OWASP Top 10. Under the heading Released, the slide gives 2003, 2004, 2007, 2010, 2013. This diagram shows the Access Reference Map.'))).toEqual([]);
  });

  it('flags "Here you see" round an order, and passes the order said as the slide writes it', () => {
    const slide = slideOf('Current sprint', [point('Represent single-valued parameter options')]);
    expect(failures(check(slide, 'Let\'s look at the current sprint. Here you see represent single-valued parameter options.'))).toEqual([
      { check: 'template-fit', problems: [misfit('Here you see represent single-valued parameter options.', '"represent" is an order, not something shown')] },
    ]);
    expect(failures(check(slide, 'Let\'s look at the current sprint. Represent single-valued parameter options.'))).toEqual([]);
  });

  it('flags "The slide gives" round a setting that is no measure', () => {
    const slide = slideOf('Cookie settings', [point('0 = Accept cookies normally', undefined, 'figure'), point('1 = Block third-party cookies')]);
    expect(failures(check(slide, 'This slide is about cookie settings. The slide gives 0 for = Accept cookies normally. Setting 1 will block third-party cookies.'))).toEqual([
      { check: 'template-fit', problems: [misfit('The slide gives 0 for = Accept cookies normally.', '"= Accept cookies" is not what the number measures')] },
    ]);
    expect(
      failures(check(slide, 'This slide is about cookie settings. With setting 0 the browser will accept cookies normally, and with setting 1 it will block third-party cookies.')),
    ).toEqual([]);
  });

  it('flags "means" after an instruction or before one, and passes a real definition', () => {
    const slide = slideOf('Spot a phishing e-mail', [point('Check the Sender: verify the address, not just the display name')]);
    expect(failures(check(slide, 'Let\'s look at how to spot a phishing e-mail. Check the Sender means verify the address, not just the display name.'))).toEqual([
      {
        check: 'template-fit',
        problems: [misfit('Check the Sender means verify the address, not just the display name.', '"Check the Sender" is an instruction, not a term')],
      },
    ]);
    const catalog = slideOf('Components', [point('Catalog: defines a set of security controls', undefined, 'term')]);
    expect(failures(check(catalog, 'Here are the components. Catalog means defines a set of security controls.'))).toEqual([
      { check: 'template-fit', problems: [misfit('Catalog means defines a set of security controls.', '"defines a set" is an instruction, not a definition')] },
    ]);
    expect(failures(check(catalog, 'Here are the components. A catalog defines a set of security controls.'))).toEqual([]);
    const clone = slideOf('Clone phishing', [point('Clone Phishing: a copy of a real e-mail with the link swapped', undefined, 'term')]);
    expect(failures(check(clone, 'Clone Phishing means a copy of a real e-mail with the link swapped.'))).toEqual([]);
  });
});

describe('mixed-blocks: one sentence never joins two boxes of the slide', () => {
  const techniques = slideOf('Phishing techniques', [
    point('Clone Phishing', 0),
    point('A copy of a real e-mail with the link swapped', 0),
    point('Vishing (Voice phishing)', 1),
    point('Calls that pretend to be your bank', 1),
    point('Smishing (SMS phishing)', 2),
    point('Text messages with a bad link', 2),
  ]);

  it('flags the boxes of a multi-column slide read across, line by line', () => {
    const report = check(techniques, 'Let\'s look at phishing techniques. Clone Phishing means vishing (Voice Smishing (SMS phishing). Text messages with a bad link.');
    expect(failures(report).find((f) => f.check === 'mixed-blocks')).toEqual({
      check: 'mixed-blocks',
      problems: ['"Clone Phishing means vishing (Voice Smishing (SMS phishing)." joins words of two boxes of the slide ("Voice Smishing")'],
    });
  });

  it('passes each box said whole, and a list naming the boxes', () => {
    const narration =
      'Let\'s look at phishing techniques: clone phishing, vishing and smishing. Clone phishing is a copy of a real e-mail with the link swapped. ' +
      'Vishing is voice phishing: calls that pretend to be your bank. Smishing is SMS phishing, text messages with a bad link.';
    expect(failures(check(techniques, narration))).toEqual([]);
  });

  it('passes the slide\'s title said whole when its words stand in different boxes, and a narrator\'s own words', () => {
    const slide = slideOf('Everyone Uses Vulnerable Libraries', [
      point('Vulnerable components are everywhere', 0),
      point('Libraries run with full privilege', 1),
      point('HTML Attribute Values', 2),
      point('see: the cheat sheet', 3),
    ]);
    const narration =
      'Let\'s look at everyone uses vulnerable libraries. Vulnerable components are everywhere. Libraries run with full privilege. ' +
      'Here you see HTML attribute values, and the cheat sheet.';
    expect(failures(check(slide, narration)).find((f) => f.check === 'mixed-blocks')).toBeUndefined();
  });

  it('flags four figures read before their four captions, and passes each figure with its caption', () => {
    const figures = slideOf('How attacks start', [
      point('70%', 0), point('E-mail phishing', 0), point('20%', 1), point('Fake website', 1),
      point('8%', 2), point('Phone call', 2), point('2%', 3), point('Text message', 3),
    ]);
    expect(failures(check(figures, 'Here is how attacks start. 70% 20% 8% 2% e-mail phishing fake website phone call text message.'))).toEqual([
      {
        check: 'mixed-blocks',
        problems: ['"Here is how attacks start. 70% 20% 8% 2% e-mail phishing fake website phone c…" joins words of two boxes of the slide ("70% 20%")'],
      },
    ]);
    expect(failures(check(figures, 'Here is how attacks start. 70% start with e-mail phishing, 20% with a fake website, 8% with a phone call and 2% with a text message.'))).toEqual([]);
  });
});

describe('unreadable-words: no glued runs, broken titles or emoji read out as words', () => {
  it('flags what OCR of a picture of text returned, and passes the words segmented', () => {
    const old = slideOf('😱', [point('attackerspretendtobelegitimatecompaniestostealyourdata'), point('Գ΄Ӿ΄ᢚ')], 'ocr');
    const report = check(old, 'Now we come to 😱. Attackerspretendtobelegitimatecompaniestostealyourdata. Գ΄Ӿ΄ᢚ.');
    expect(failures(report).find((f) => f.check === 'unreadable-words')).toEqual({
      check: 'unreadable-words',
      problems: ['has 3 unreadable words of 7 (43%): "😱", "Attackerspretendtobelegitimatecompaniestostealyourdata", "Գ΄Ӿ΄ᢚ"'],
    });
    const fixed = slideOf('Pretexting', [point('Attackers pretend to be legitimate companies to steal your data')], 'ocr');
    // The deck's titles are the course's words: "pretexting" is in no dictionary but the deck writes it.
    expect(failures(check(fixed, 'Now we come to pretexting. Attackers pretend to be legitimate companies to steal your data.', { context: 'Pretexting' }))).toEqual([]);
  });

  it('counts the slide\'s own names and acronyms as words', () => {
    const slide = slideOf('OWASP Top 10', [point('A3 Cross-Site Scripting (XSS) in the WebGoat lab')]);
    expect(failures(check(slide, 'This slide is about the OWASP Top 10. A3 is cross-site scripting, XSS, which you can try in the WebGoat lab.'))).toEqual([]);
  });
});

describe('shown-coverage: the narration says what the slide shows, not only what its text layer holds', () => {
  const shown =
    'A1 Injection. Injection means tricking an application into including unintended commands in the data sent to an interpreter. ' +
    'Interpreters take strings and interpret them as commands: SQL, OS shell, LDAP, XPath, Hibernate. SQL injection is still quite common. ' +
    'Typical impact: usually severe, the entire database can often be read or modified.';

  it('flags a slide drawn as shapes that the narration calls a few more points', () => {
    const drawn = slideOf('', []);
    expect(failures(check(drawn, 'This slide adds a few more points.', { shown }))).toEqual([
      {
        check: 'shown-coverage',
        problems: [
          'says 0% of the 27 words the slide shows; missing: injection, mean, tricking, application, including, unintended, command, data, sent, interpreter, take, string',
        ],
      },
    ]);
  });

  it('passes the narration of the same slide read by OCR', () => {
    const read = slideOf('A1 Injection', shown.split(/(?<=\.) /).slice(1).map((s) => point(s)), 'ocr');
    const narration =
      'Now we come to A1, injection. Injection means tricking an application into including unintended commands in the data sent to an interpreter. ' +
      'Interpreters take strings and interpret them as commands, for SQL, the OS shell, LDAP, XPath or Hibernate. SQL injection is still quite common. ' +
      'Its typical impact is usually severe: the entire database can often be read or modified.';
    expect(failures(check(read, narration, { shown, context: 'A1 Injection' }))).toEqual([]);
  });

  it('is measured only when the shown words are given (the check:narration command)', () => {
    expect(check(slideOf('', []), 'This slide adds a few more points.').results.map((r) => r.check)).not.toContain('shown-coverage');
  });
});

describe('checkRewrite holds an editor rewrite to the same words and sentences', () => {
  const slide = slideOf('Phishing techniques', [
    point('Clone Phishing', 0),
    point('A copy of a real e-mail with the link swapped', 0),
    point('Vishing (Voice phishing)', 1),
    point('Calls that pretend to be your bank', 1),
  ]);
  const before = 'Clone phishing is a copy of a real e-mail with the link swapped. Vishing is voice phishing: calls that pretend to be your bank.';
  const rewrite = (after: string) => firstProblem(checkRewrite({ slide, before, after, lengthRelaxed: true }));

  it('refuses a template phrase round a heading, two boxes in one sentence and glued words', () => {
    expect(rewrite('Make sure you Clone Phishing. A copy of a real e-mail with the link swapped. Vishing is calls that pretend to be your bank.')).toBe(
      'it has a sentence that puts a template phrase round words that do not fit it: "Clone" is not a verb ("Make sure you Clone Phishing.")',
    );
    expect(rewrite('Clone phishing is a copy of a real e-mail with the link swapped calls that pretend to be your bank.')).toBe(
      'it has a sentence that joins words of two boxes of the slide ("swapped calls")',
    );
    const glued = checkRewrite({ slide, before, after: 'Clonephishingisacopyofarealemail with the link swapped. Vishing is voice phishing by calls.', lengthRelaxed: true });
    expect(glued.results.find((r) => r.check === 'unreadable-words')).toEqual({
      check: 'unreadable-words',
      passed: false,
      problems: ['uses words a listener cannot make out ("Clonephishingisacopyofarealemail")'],
    });
  });

  it('accepts the boxes said one at a time', () => {
    expect(rewrite('Clone phishing copies a real e-mail and swaps the link. Vishing is voice phishing, calls that pretend to be your bank.')).toBeNull();
  });
});

describe('cut-off and lone-word: a line the slide broke off is never said as a sentence', () => {
  const slide = buildSlideModel(
    { number: 13, title: 'Avoiding Broken Authentication', text: 'Use the standard session id provided by your\ncontainer\nFilter\nCheck your SSL certificate', notes: '' },
    'en',
  );
  const problems = (narration: string, check: string) =>
    checkNarration({ narration, slide, language: 'en', context: '', written: 'built-in' }).results.find((r) => r.check === check)!.problems;

  it('flags the old output: a sentence ending on "your", a lone fragment, a one-word item', () => {
    const old = 'Let\'s look at Avoiding Broken Authentication. Make sure you use the standard session id provided by your. Container. Filter. Check your SSL certificate.';
    expect(problems(old, 'cut-off')).toEqual(['"Make sure you use the standard session id provided by your." ends cut off']);
    expect(problems(old, 'lone-word')).toEqual(['"Container." is one word said as a sentence', '"Filter." is one word said as a sentence']);
  });

  it('passes the new output, and a one-word title, an initial or a site name said alone', () => {
    const now = 'Let\'s look at Avoiding Broken Authentication. Make sure you use the standard session id provided by your container. Check your SSL certificate.';
    expect(problems(now, 'cut-off')).toEqual([]);
    expect(problems(now, 'lone-word')).toEqual([]);
    expect(problems('Thanks go to M. Limacher. See owasp.org.', 'lone-word')).toEqual([]);
  });

  it('flags a sentence cut after "is exactly" (the image-only Git deck\'s slide 4, read before the join)', () => {
    expect(problems('This Idea of a safe point is exactly. What Version Control is.', 'cut-off')).toEqual([
      '"This Idea of a safe point is exactly." ends cut off',
    ]);
    expect(problems('This Idea of a safe point is exactly what Version Control is.', 'cut-off')).toEqual([]);
  });
});

describe('the shown-read check', () => {
  // The outlined OWASP deck's slide 19: a browser screenshot beside three points, its words OCR read kept as shown.
  const slide = buildSlideModel(
    {
      number: 19,
      title: 'Insecure Direct Object References',
      text: 'Attacker notices his acct parameter is 6065',
      notes: '',
      lines: [
        { text: 'Attacker notices his acct parameter is 6065', level: 0, block: 0 },
        { text: 'Online Banking Account Summary Checking Microsoft Internet Explorer', level: 0, block: 1, picture: true },
      ],
      source: 'ocr',
    },
    'en',
  );
  const shownRead = (narration: string, notes = '') =>
    checkNarration({ narration, slide: { ...slide, notes }, language: 'en', context: '', written: 'built-in' }).results.find((r) => r.check === 'shown-read')!;

  it('flags a narration that reads a screenshot\'s words out, as the narrator did before', () => {
    const old = 'Here you see Online Banking Account Summary Checking, Microsoft Internet Explorer. Attacker notices his acct parameter is 6065.';
    expect(shownRead(old)).toEqual({
      check: 'shown-read',
      passed: false,
      problems: ['reads out "Online Banking Account Summary Checking Microsoft Internet Explorer", which the slide only shows'],
    });
  });

  it('passes the narration that points to the picture, and words the notes say themselves', () => {
    expect(shownRead('Attacker notices his acct parameter is 6065. Take a look at the picture on the slide as well.').passed).toBe(true);
    expect(shownRead('The screenshot shows the Online Banking Account Summary page.', 'It shows the Online Banking Account Summary page.').passed).toBe(true);
  });
});
