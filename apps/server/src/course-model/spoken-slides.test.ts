import { describe, expect, it } from 'vitest';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { speakable } from './spoken-text.ts';
import {
  attackScenarioSlide,
  chartSlide,
  figuresSlide,
  footerDeck,
  gitConfigSlide,
  goHandlerSlide,
  headingsSlide,
  notesSlide,
  stackTraceSlide,
  templateTrapsSlide,
  twoBoxesSlide,
  xmlSlide,
} from '../test/spoken-slides.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// What a person would not read aloud (code, traces, chart axes, addresses, stage directions, furniture)
// and template phrases put only on words that fit: the model and the built-in narrator of each kind of slide.

const narrate = (slide: DeckSlideText, deck: DeckSlideText[] = [slide]) => narrateOneSlide(slide, deck);

const codeReview = [{ code: 'code-skipped', message: 'A code example was described, not read out.' }];

describe('code is described, never read out', () => {
  it('says which shell command a slide shows and what its comments say it does', () => {
    const { model, narration } = narrate(gitConfigSlide);
    expect(narration).toBe(
      'Now we come to First Time Git Configuration. The slide shows the shell command git config; its comments say what it does: ' +
        'sets up Git with your name and sets up Git with your email.',
    );
    expect(model.points.map((p) => p.kind)).toEqual(['example']);
    // The description is the narrator's, not the slide's words: flagged so the quiz and chat leave it alone.
    expect(model.points[0]!.code).toBe(true);
    // Two commands the description names in full need no person; a program does (below).
    expect(model.review).toBeUndefined();
  });

  it('names the language of Go, XML and a stack trace, and says what the code is for from the title', () => {
    expect(narrate(goHandlerSlide).narration).toBe(
      'Let\'s look at escaping output in a web handler. Make sure you always escape what you write into a page. ' +
        'The slide shows an example in Go for escaping output in a web handler.',
    );
    expect(narrate(xmlSlide).narration).toBe(
      'This slide is about An OSCAL catalog. A catalog lists the controls. The slide shows an example in XML for an OSCAL catalog.',
    );
    const trace = narrate(stackTraceSlide);
    expect(trace.narration).toBe(
      'Do not show stack traces to users. Error messages reveal how the application is built. ' +
        'The slide shows a stack trace: the report a program prints when it fails.',
    );
    expect(trace.narration).not.toMatch(/Cart\.java|NullPointer|com\.acme/);
    expect(trace.model.review).toEqual(codeReview);
  });

  it('says a sentence that ends on an attack string without the string, and names the code it introduces', () => {
    const { narration, model } = narrate(attackScenarioSlide);
    expect(narration).toBe(
      'Let\'s look at example attack scenarios. The attacker modifies the \'CC\' parameter in the browser to the code shown on the slide. ' +
        'The slide shows an example in HTML for example attack scenarios. This causes the victim\'s session ID to be sent to the attacker\'s website. ' +
        'An attacker probes the server\'s private network by changing the above entity line to the code shown on the slide.',
    );
    expect(narration).not.toMatch(/script|cookie|xxe|192\.168/i);
    expect(model.points.filter((p) => p.code).length).toBe(1);
  });
});

describe('charts and figures', () => {
  it('leaves a chart\'s axis numbers out and says why the slide may need a person', () => {
    const { model, narration } = narrate(chartSlide);
    expect(narration).toBe('Let\'s look at reported incidents per quarter. Phishing reports grew every quarter.');
    expect(model.review).toEqual([{ code: 'chart-skipped', message: 'A chart\'s numbers were not read out.' }]);
  });

  it('pairs each figure with the caption of its own block', () => {
    const { model, narration } = narrate(figuresSlide);
    expect(model.points.map((p) => [p.figure, p.measures, p.block])).toEqual([
      ['70%', 'Email phishing', 0],
      ['20%', 'Fake websites', 1],
    ]);
    expect(narration).toBe('This slide is about how attacks start. The slide gives 70% for email phishing. The slide gives 20% for fake websites.');
  });
});

describe('blocks', () => {
  it('never joins two boxes into one sentence or list: each box is said as its name and what it says', () => {
    const { model, narration } = narrate(twoBoxesSlide);
    expect(model.points.map((p) => p.block)).toEqual([0, 0, 1, 1]);
    expect(narration).toBe('Now we come to phishing techniques. Clone phishing: a copy of a real message. Vishing: voice calls.');
  });

  it('without blocks, the same lines are said in their order as before', () => {
    const flat = { ...twoBoxesSlide, lines: twoBoxesSlide.lines!.map(({ text, level }) => ({ text, level })) };
    expect(narrate(flat).model.points.every((p) => p.block === undefined)).toBe(true);
  });
});

describe('template phrases only on words that fit', () => {
  it('does not wrap nouns in "Make sure you", a heading in "means", or a sign in "The slide gives"', () => {
    const { model, narration } = narrate(templateTrapsSlide);
    expect(model.points.map((p) => p.kind)).toEqual(['statement', 'statement', 'instruction', 'statement', 'instruction']);
    expect(narration).toBe(
      'Now we come to privacy tools. Access Controls. I2P-Bote (Beta). Check the Sender: verify the address before you reply. ' +
        '0 = Accept cookies normally. Make sure you lock your screen when you leave your desk.',
    );
    expect(narration).not.toMatch(/Make sure you (access|I2P)|means verify|The slide gives 0/);
  });
});

describe('headings with a colon', () => {
  it('makes a noun heading the subject of its clause, and says advice or a quality under a heading as written', () => {
    expect(narrate(headingsSlide).narration).toBe(
      'This slide is about roles and components. Catalog defines a set of security controls. Auditors/assessors perform audits on demand with minimal effort. ' +
        'Recommendations: Avoid the interpreter entirely. Most Severe: Install a proxy that watches every user.',
    );
  });
});

describe('addresses, stage directions and deck furniture', () => {
  it('says a web address by its site, keeps an e-mail address, and drops the presenter\'s stage directions', () => {
    const { model, narration } = narrate(notesSlide);
    expect(model.notes).toBe('Report every suspicious message to the security team.');
    expect(narration).toBe(
      'This slide is about report it. Report every suspicious message to the security team. ' +
        'For more details, read the page on owasp.org. Questions: security@acme.test.',
    );
  });

  it('joins "follow the guidance from" to the address on the next line and says the site', () => {
    const guidance = {
      number: 13,
      title: 'Avoiding broken authentication',
      text: '',
      notes: '',
      lines: [
        { text: 'Follow the guidance from', level: 0 },
        { text: 'https://www.owasp.org/index.php/Authentication_Cheat_Sheet', level: 1 },
      ],
    };
    expect(narrate(guidance).narration).toBe('This slide is about avoiding broken authentication. Make sure you follow the guidance from owasp.org.');
  });

  it('drops a line found on most slides (a footer) and the slide number from every slide', () => {
    const { model, narration } = narrate(footerDeck[2]!, footerDeck);
    expect(model.points.map((p) => p.text)).toEqual(['Point 3 explains something important about phishing']);
    expect(narration).toBe('Let\'s look at topic three. Point 3 explains something important about phishing.');
  });
});

describe('code inside a sentence', () => {
  it('names an element or a method the way a teacher says it, and never reads a script', () => {
    expect(speakable('You can see the title in OSCAL through the <title> element.', 'en')).toBe(
      'You can see the title in OSCAL through the title element.',
    );
    expect(speakable('Use the isAuthorizedForURL() method', 'en')).toBe('Use the isAuthorizedForURL method');
    expect(speakable('Try this in your browser – javascript:alert(document.cookie)', 'en')).toBe('Try this in your browser – a script');
    expect(speakable('f(x) = y', 'es')).toBe('f(x) = y');
  });
});

describe('web addresses', () => {
  it('are said by their site, OCR\'s "github. com" too (image-only Git slide 9), and a sentence ending before a word stays', () => {
    expect(speakable('git-cheat-sheet-education (github. com)', 'en')).toBe('git-cheat-sheet-education (github.com)');
    expect(speakable('See https://www.owasp.org/index.php/Top_10 for more', 'en')).toBe('See owasp.org for more');
    expect(speakable('We use it. Org charts come later.', 'en')).toBe('We use it. Org charts come later.');
  });
});

describe('review reasons', () => {
  it('keeps the reader\'s reasons and adds the model\'s own', () => {
    const ocr = { code: 'ocr' as const, message: 'Read by OCR from the slide\'s picture.' };
    const { model } = narrate({ ...goHandlerSlide, source: 'ocr', review: [ocr] });
    expect(model.source).toBe('ocr');
    expect(model.review).toEqual([ocr, ...codeReview]);
    expect(narrate(twoBoxesSlide).model.review).toBeUndefined();
  });
});

describe('points that go on in the lines under them', () => {
  const slide = (lines: [string, number][]): DeckSlideText => ({
    number: 2,
    title: 'About the Top 10',
    text: lines.map(([text]) => text).join('\n'),
    notes: '',
    lines: lines.map(([text, level]) => ({ text, level, block: 0 })),
  });

  it('finishes a point that breaks off on a joining word with the points under it, or the one after it', () => {
    const { narration } = narrate(
      slide([
        ['Was probably the 3rd project, after', 0],
        ['Developers Guide', 1],
        ['WebGoat', 1],
        ['Same as 2010, but', 0],
        ['Used more sources of vulnerability data', 0],
      ]),
    );
    expect(narration).toContain('Was probably the 3rd project, after Developers Guide and WebGoat.');
    expect(narration).toContain('Same as 2010, but used more sources of vulnerability data.');
  });

  it('keeps an aside ("Not a standard") with the sentence it qualifies', () => {
    const { narration } = narrate(slide([['The Top 10 is an awareness document', 0], ['Not a standard', 1]]));
    expect(narration).toContain('The Top 10 is an awareness document, not a standard.');
  });
});

describe('written abbreviations', () => {
  it('says "vs." as "versus" but keeps "VS" in capitals without a point as a name ("VS Code")', () => {
    // The Git workshop's "VS Code Setup" was said "versus Code Setup".
    expect(speakable('VS Code Setup', 'en')).toBe('VS Code Setup');
    expect(speakable('Git vs. Subversion', 'en')).toBe('Git versus Subversion');
    expect(speakable('Git vs Subversion', 'en')).toBe('Git versus Subversion');
    expect(speakable('Git VS. Subversion', 'en')).toBe('Git versus Subversion');
  });
});
