import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';

// Slides modelled on the real decks of issue 25 where the built-in narrator's phrases did not fit: a drawn
// diagram of many small text boxes, a heading over a short list, a lead-in cut before its list, a byline
// with a placeholder left in. Lines are what the PPTX reader hands the model (labels, levels, blocks).

const slideOf = (number: number, title: string, lines: DeckLine[], notes = ''): DeckSlideText => ({
  number,
  title,
  text: lines.map((l) => l.text).join('\n'),
  notes,
  lines,
});
const label = (text: string, block: number, level = 0): DeckLine => ({ text, level, block, label: true });

/** OWASP 2013 slide 9's kind: a drawn architecture, a URL in the picture, and five numbered steps, the third read before the second. */
export const architectureDiagramSlide = slideOf(9, 'SQL Injection – Illustrated', [
  label('Application Layer', 0),
  label('Network Layer', 1),
  label('HTTP request', 2),
  label('Firewall', 3),
  label('Accounts', 4),
  label('Finance', 5),
  label('Billing', 6),
  label('Web Services', 7),
  label('http://app?id=9182374', 8),
  label('1 Application presents a form to the attacker', 9),
  label('3 Application forwards attack to the database in a SQL query', 10),
  label('2 Attacker sends an attack in the form data', 11),
]);

/** Git's three places drawn as boxes, beside the commands that move a file between them. */
export const gitPlacesSlide = slideOf(19, 'How Git works?', [
  label('Working Directory', 0),
  label('Staging Area', 1),
  label('Local Repository', 2),
]);

/** OWASP 2013 slide 2's kind: a SmartArt list whose heading "Released" stands over the years. */
export const releasedSlide = slideOf(2, 'About the OWASP Top 10', [
  label('OWASP Top 10 is an Awareness Document', 0),
  label('Not a standard', 0, 1),
  label('Released', 0),
  label('2003, 2004, 2007, 2010, 2013', 0, 1),
]);

/** The Microsoft workshop's exercise slide: the lead-in and its first item on one line, the rest under it. */
export const exerciseSlide = slideOf(
  10,
  'Exercise – Install and Configure Git',
  [
    { text: 'In this exercise, we will: Download and install Git.', level: 0, block: 0 },
    { text: 'Perform first time configuration for Git.', level: 0, block: 0 },
    { text: 'Configure Git with your code editor.', level: 0, block: 0 },
  ],
);

/** The same exercise said by the speaker notes, the lead-in on a line of its own. */
export const exerciseNotesSlide = slideOf(15, 'Exercise – Working with a Local Repository', [], [
  'Let’s get started with our second exercise today.',
  'In this exercise, we will:',
  'Create a Git local repository.',
  'Make changes, add, and commit them.',
  'Review the repository’s history.',
].join('\n'));

/** A first slide with the deck's title on two lines and an empty "Presented by:" placeholder. */
export const emptyBylineSlide = slideOf(1, '', [
  { text: 'Introduction to', level: 0, block: 0 },
  { text: 'Git & GitHub & Version Control', level: 0, block: 0 },
  { text: 'Presented by:', level: 0, block: 1 },
  { text: 'Speaker Name', level: 0, block: 2 },
]);

/** OWASP 2013 slide 8's kind: "Injection means" over its definition, and a page pointed to twice. */
export const injectionSlide = slideOf(8, '2013-A1 – Injection', [
  label('Injection means', 0),
  label('Tricking an application into including unintended commands in the data sent to an interpreter', 0, 1),
  label('https://www.owasp.org/index.php/Injection', 0),
  label('https://www.owasp.org/index.php/SQL_Injection', 0),
  label('See: https://www.owasp.org/index.php/Top_10', 0),
]);
