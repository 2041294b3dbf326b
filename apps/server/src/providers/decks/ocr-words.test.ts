import { describe, expect, it } from 'vitest';
import { type OcrWord, OcrWordCheck, repeatedWords, withoutStrayPieces } from './ocr-words.ts';

/** OCR'd words of one page: each string a line, its words split on spaces, all read with `confidence`. */
function page(lines: string[], confidence = 90): OcrWord[] {
  return lines.flatMap((line, index) =>
    line.split(' ').map((str, i) => ({ str, x: 60 + i * 50, y: 500 - index * 40, width: 40, size: 20, confidence, line: index + 1 })),
  );
}
const word = (str: string, confidence = 90): OcrWord => ({ str, x: 0, y: 0, width: 10, size: 10, confidence, line: 1 });
const text = (items: { str: string }[]) => items.map((item) => item.str.trim()).join(' ');

describe('OCR words checked against the deck language', () => {
  it('splits English runs glued by OCR into their words', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    expect(check.word(word('attackerspretendtobelegitimate'))).toBe('attackers pretend to be legitimate');
    expect(check.word(word('Whotookit'))).toBe('Who took it');
    expect(check.word(word('StateLocationandof'))).toBe('State Location and of');
    expect(check.word(word('andof'))).toBe('and of');
    // Low-confidence guesses: only whole words of three letters or more are believed.
    expect(check.word(word('Attackers', 45))).toBe('Attackers');
    expect(check.word(word('ar', 45))).toBeNull();
    expect(check.word(word('ServiceSubject:'))).toBe('Service Subject:');
  }, 30_000);

  it('keeps "Don’ts" and "60-ish": a heading over what not to do is never left out as unreadable', async () => {
    // The Git workshop's "Git Commit Message": without its "Don’ts" heading the slide's don'ts are said as advice.
    const check = await OcrWordCheck.forLanguage('en', []);
    for (const word of ['Do’s', 'Don’ts', 'Don\'ts', '60-ish']) expect(check.known(word), word).toBe(true);
    for (const word of ['Donts', 'Xq’zs', '60-qqq']) expect(check.known(word), word).toBe(false);
  });

  it('keeps a contraction OCR was unsure of when the dictionary has it, and a number with a suffix whole', async () => {
    // "What Didn’t Change": OCR read "Didn't" at 33; left out, the title said the opposite ("What Change").
    const check = await OcrWordCheck.forLanguage('en', []);
    expect(check.word(word('Didn\'t', 33))).toBe('Didn\'t');
    expect(check.word(word('What’s', 57))).toBe('What’s');
    expect(check.word(word('Xq\'t', 33))).toBeNull();
    // "(less than 60-ish characters)": "ish" alone is in no word list, "60-ish" is a word.
    expect(check.word(word('60-ish', 92))).toBe('60-ish');
  });

  it('leaves out a line of one word of two letters at most that the deck does not use ("Va", "Pa" over a photo)', async () => {
    const check = await OcrWordCheck.forLanguage('en', ['Go']);
    const at = (str: string, line: number): OcrWord =>
      ({ str, x: 100, y: 500 - line * 40, width: 30, size: 40, confidence: 63, line });
    expect(check.page([at('Va', 1), at('A;', 2)]).items).toEqual([]);
    // A word the deck has elsewhere is kept, alone or not.
    expect(text(check.page([at('Go', 1)]).items)).toBe('Go');
  });

  it('keeps a long dictionary word read with confidence, leaving out the specks read beside it', async () => {
    // The outlined OWASP deck's box heading "OWASP Top 10 is an Awareness / Document": its second line read "k Document i".
    const check = await OcrWordCheck.forLanguage('en', []);
    const at = (str: string, x: number, confidence: number): OcrWord =>
      ({ str, x, y: 361, width: 12, size: 18, confidence, line: 1 });
    expect(text(check.page([at('k', 51, 30), { ...at('Document', 75, 95), width: 113 }, at('i', 200, 50)]).items)).toBe('Document');
    // Specks beside a short or unsure word still make the line noise.
    expect(check.page([at('k', 51, 30), at('Doc', 75, 95), at('i', 120, 50)]).items).toEqual([]);
  });

  it('keeps "Unvalidated" as read: an English negation of a listed word is not mended into "Invalidated"', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    expect(check.word(word('Unvalidated', 95))).toBe('Unvalidated');
    expect(check.known('Unqxzvalidated')).toBe(false);
  });

  it('keeps a bulleted one-word point OCR was unsure of when it is a word, and drops an unsure word alone', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    const at = (str: string, x: number, confidence: number, line: number): OcrWord =>
      ({ str, x, y: 300, width: 20, size: 20, confidence, line });
    expect(text(check.page([at('•', 72, 53, 1), at('Time', 94, 57, 1)]).items)).toBe('• Time');
    expect(check.page([at('Tate', 94, 40, 1), at('J', 140, 44, 1)]).items).toEqual([]);
  });

  it('splits a camel-cased run at its capitals, keeping a name the deck uses', async () => {
    const check = await OcrWordCheck.forLanguage('en', ['OWASP']);
    expect(check.word(word('OWASPTheOpenWebApplicationSecurityProject'))).toBe('OWASP The Open Web Application Security Project');
    // A name the deck uses elsewhere is not cut into dictionary words.
    const withName = await OcrWordCheck.forLanguage('en', ['GitHub']);
    expect(withName.word(word('GitHub'))).toBe('GitHub');
  });

  it('leaves out noise: emoji, letters of another script, runs that are no words, lone letters', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    expect(check.word(word('😱'))).toBeNull();
    expect(check.word(word('Գ΄Ӿ΄ᢚ'))).toBeNull();
    expect(check.word(word('Attackerorwebpagesendsxq'))).toBeNull();
    expect(check.word(word('Z'))).toBeNull();
    expect(check.word(word('a'))).toBe('a');
  });

  it('mends a word misread by one letter, and keeps numbers, code and addresses as read', async () => {
    const check = await OcrWordCheck.forLanguage('en', ['project']);
    expect(check.word(word('Sensitivé'))).toBe('Sensitive');
    expect(check.word(word('Usés'))).toBe('Uses');
    // Two spellings are one letter away ("Project", "Protect"): the deck's own word decides.
    expect(check.word(word('Proiect'))).toBe('Project');
    expect(check.word(word('2013-A1'))).toBe('2013-A1');
    expect(check.word(word('100,000'))).toBe('100,000');
    expect(check.word(word('git-scm.com/downloads'))).toBe('git-scm.com/downloads');
    expect(check.word(word('--global'))).toBe('--global');
    expect(check.word(word('«Attackers', 57))).toBe('Attackers');
  });

  it('drops a page title that is noise and counts the words left out', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    const cleaned = check.page(page(['😱', 'Z Z', 'Attackerspretendtobelegitimate senders', 'Check the sender address qzxv']));
    expect(text(cleaned.items)).toBe('Attackers pretend to be legitimate senders Check the sender address');
    // "😱", the two "Z" of the noise line, "qzxv".
    expect(cleaned.unreadable).toBe(4);
    expect(cleaned.confidence).toBe(90);
  });

  it('drops a line that is mostly noise whole, and joins a word broken in two', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    const cleaned = check.page(page(['4 A bs f he', 'Tra nsport Layer Protection']));
    expect(text(cleaned.items)).toBe('Transport Layer Protection');
    expect(cleaned.unreadable).toBe(4);
  });

  it('reads German: compounds stay whole, glued words split, umlauts the English data misread are mended', async () => {
    const check = await OcrWordCheck.forLanguage('de', []);
    expect(check.word(word('Informationssicherheit'))).toBe('Informationssicherheit');
    expect(check.word(word('diesefolieergänzt'))).toBe('diese folie ergänzt');
    expect(check.word(word('fiir'))).toBe('für');
    expect(check.word(word('Prifen'))).toBe('Prüfen');
    expect(check.word(word('Offnen'))).toBe('Öffnen');
    expect(check.word(word('zwdlf'))).toBe('zwölf');
    // An English term in a German deck is a word too.
    expect(check.word(word('Phishing'))).toBe('Phishing');
  }, 30_000);

  it('without a dictionary for the language, keeps its words and still drops other scripts', async () => {
    const check = await OcrWordCheck.with('es', null);
    expect(check.word(word('contraseña'))).toBe('contraseña');
    expect(check.word(word('Գ΄Ӿ΄ᢚ'))).toBeNull();
  });

  it('takes the deck\'s terms from words OCR read on three slides or more, never a long glued run', () => {
    const pages = [page(['OWASP Top 10 Injection TheOpenWebApplicationSecurityProject']), page(['OWASP XSS TheOpenWebApplicationSecurityProject']), page(['OWASP CSRF TheOpenWebApplicationSecurityProject XSS'])];
    expect(repeatedWords(pages)).toEqual(['owasp']);
  });
});

describe('OCR words handed to the layout reader', () => {
  it('keep the space between the words of a line, however narrow the gap OCR saw', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    const cleaned = check.page(page(['The Open Web Application', 'Security Project']));
    expect(cleaned.items.map((item) => item.str)).toEqual(['The ', 'Open ', 'Web ', 'Application ', 'Security ', 'Project ']);
  });

  it('do not take letters mixed with digits as an acronym', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    expect(check.word(word('BRR5TERRLost', 95))).toBeNull();
    expect(check.word(word('XSS', 95))).toBe('XSS');
  });
});

/** One OCR line of words with their confidences, set side by side from `x` (each word 40 pt wide, 10 pt apart). */
const scored = (lineNumber: number, words: [string, number][], x = 60, y = 400) =>
  words.map(([str, confidence], i) => ({ str, x: x + i * 50, y, width: 40, size: 20, confidence, line: lineNumber }));

describe('OCR noise over pictures', () => {
  it('leaves out lines that are a picture\'s texture: guessed words with no sure word of three letters, a lone unknown capital run, a lone sign', async () => {
    const check = await OcrWordCheck.forLanguage('en', []);
    // The OWASP title slide, a photo of a keyboard read as words.
    const cleaned = check.page([
      ...scored(1, [['—', 30], ['Tate', 48]]),
      ...scored(2, [['rd', 67], ['TEE', 47], ['he', 94]], 60, 360),
      ...scored(3, [['FF', 90]], 60, 320),
      ...scored(4, [['4', 81]], 60, 280),
      ...scored(5, [['Dave', 80], ['Wichers', 40]], 60, 240),
      ...scored(6, [['Not', 96], ['a', 96], ['standard...', 95]], 60, 200),
    ]);
    expect(text(cleaned.items)).toBe('Dave Not a standard...');
    expect(cleaned.unreadable).toBeGreaterThanOrEqual(6);
  });

  it('leaves out an unsure piece of a line standing far from its words (a photo beside a title)', () => {
    const line = [...scored(1, [['LL;', 46], ['Fires', 54]], 10), ...scored(1, [['ASP', 72], ['Top', 72], ['Ten', 95]], 400)];
    expect(withoutStrayPieces(line)).toEqual({ line: line.slice(2), stray: 2 });
    // Far apart but sure: two columns of one line stay.
    const sure = [...scored(1, [['Mac', 95], ['OS', 95]], 10), ...scored(1, [['Windows', 95]], 400)];
    expect(withoutStrayPieces(sure)).toEqual({ line: sure, stray: 0 });
  });
});
