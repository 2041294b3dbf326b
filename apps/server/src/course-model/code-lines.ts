// Code on a slide (commands, source, markup, stack traces) is shown to be read, not said: a person
// teaching the slide says what the example does and in which language, never the code itself.

const shellPrompt = /^\$\s?\S|^[#>]\s?(git|npm|sudo|cd|ls|mkdir|pip|docker|kubectl|curl)\b/;
const programs = 'git npm npx yarn sudo apt apt-get brew pip pip3 docker kubectl curl wget cd ls mkdir rm chmod ssh cat echo export';
const shellCommand = new RegExp(`^(${programs.split(' ').join('|')})\\s+-{0,2}[\\w.-]+`);
const stackFrame = new RegExp(
  [
    /^at\s+[\w$.<>]+\(.*\)/,
    /^at\s+[\w$.]+\.[\w$<>]+\s*\(/,
    /^Traceback \(most recent call last\)/,
    /^File ".*", line \d+/,
    /^Exception in thread/,
    /^[\w.]+(Exception|Error):\s/,
  ]
    .map((r) => r.source)
    .join('|'),
);
const markupTag = /<\/?[a-z][\w:-]*(\s+[\w:-]+=("[^"]*"|'[^']*'))*\s*\/?>/i;
const jsonPair = /^\s*[{[]?\s*"[\w-]+"\s*:\s*("[^"]*"|\d|true|false|null|\{|\[)/;
const sqlStatement = /^\s*["'“]?\s*(SELECT\s.+\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+TABLE)\b/i;
// Lines no prose ever has: a brace alone, "try {", a bare call "fmt.Println(x)", "x := 5".
const codeOnItsOwn = [
  /^[{}()[\];]+$/,
  /^(try|else|finally|do)\s*\{$/,
  /^(if|for|while|switch|catch)\s*\(/,
  /^[\w$]+(\.[\w$]+)+\(.*\);?$/,
  /^[\w$.]+\s*:=\s*\S/,
  // Code OCR cut from a picture of a program: a call left open ("request.getParameter("), a declaration
  // without its rest ("public void", "String target").
  /^[\w$]+(\.[\w$]+)+\(\s*[\w$"']*\s*$/,
  /^(public|private|protected)\s+(void|static|final|class|abstract|int|boolean|String)\b/,
  // (Only Java's String and int open such a pair: "long term", "double check" are prose; "String theory" is taken for code.)
  /^(String|int)\s+[a-z][\w$]*\s*[=;]?$/,
];
const codeShape = [
  /[;{}]\s*$/, // a statement or a block ends the line
  /^\s*[})\]];?\s*$/, // a closing brace alone
  /^\s*(if|for|while|switch|catch|try|else)\s*[({]/, // a control statement
  /\b(func|def|class|import|package|return|var|let|const|public|private|static|void)\s+[\w$]+.*[({=:;]/,
  /^\s*(\/\/|#include|#!)/, // comment or preprocessor opening a source line
  /\w+\([^()]*\)\s*[;{]/, // a call that ends a statement
  /^\s*[\w$.]+\s*(=|\+=|:=|==)\s*[\w$"'[{(]/, // an assignment
  /[=!]==|&&|\|\||=>|::|->\s*\w+\(/,
];

/**
 * "com.google.guava guava 11.0 com.ibm.icu 49.1 …": a tool's listing of packages and their versions (OCR reads
 * its columns across), made mostly of package names and version numbers. "Update org.apache.commons to 2.5.1"
 * is a sentence about one.
 */
function isPackageListing(line: string): boolean {
  const words = line.split(/\s+/).length;
  const packages = (line.match(/\b[a-z][\w-]*\.[a-z][\w-]*\.[a-z][\w.-]*/g) ?? []).length;
  const versions = (line.match(/(?<![\w.])\d+\.\d+(\.\d+)*(?![\w.])/g) ?? []).length;
  const listing = packages >= 2 && versions >= 2 && (packages + versions) * 3 >= words;
  return listing || (words <= 3 && packages >= 1 && versions >= 1);
}

/** An attack string a slide shows: a quote closed early and a condition always true ("' or '1'='1", "') OR 1=1"). */
const injectionString = /^["'‘’]\)?\s*or\s+["'‘’]?(\w+)["'‘’]?\s*=\s*["'‘’]?\1\b/i;
/** An element with what it holds ("<script>…</script>"): code wherever it stands in a line. */
const elementWithContent = /<([a-z][\w-]*)\b[^>]*>.*<\/\1>/i;

/** Whether one line of a slide is code, a command or a stack trace rather than prose. */
export function isCodeLine(text: string): boolean {
  const line = text.trim();
  if (!line) return false;
  // "(e.g., <div> some text </div> )": an example that is code is code, whatever wraps it.
  const example = /^\(?\s*(?:e\.g\.|i\.e\.|for example)[,:]?\s+(.+?)\s*\)?$/i.exec(line);
  if (example && isCodeLine(example[1]!)) return true;
  // A markup declaration ("<!ENTITY xxe SYSTEM …>", "<!DOCTYPE …", "<?xml …") is code.
  if (/^<[!?][a-z]/i.test(line)) return true;
  if (injectionString.test(line)) return true;
  // An element with its content that is most of the line ("'><script>document.location= …</script>'.").
  const element = elementWithContent.exec(line);
  if (element && element[0].length * 2 >= line.length) return true;
  // An opening tag with attributes, even cut short ("<a href=\"http://site.com?search=DATA\"").
  if (/^<[a-z][\w:-]*\s+[\w:-]+=\s*["']/i.test(line)) return true;
  if (shellPrompt.test(line) || stackFrame.test(line) || sqlStatement.test(line) || jsonPair.test(line)) return true;
  if (codeOnItsOwn.some((shape) => shape.test(line))) return true;
  if (isPackageListing(line)) return true;
  if (shellCommand.test(line) && /\s-{1,2}\w|\s[\w-]+\.[\w]+\b|\s\.$|<[\w-]+>/.test(line)) return true;
  // Markup: a tag that is most of the line ("<input name=…>"), not a word in angle brackets within prose.
  const tag = markupTag.exec(line);
  if (tag && (tag[0].length >= line.length / 3 || /^</.test(line))) return true;
  // A line of many tags with text between them ("roles</assign></prop> <feat …>") is markup too.
  const tags = line.match(/<\/?[a-z][\w:-]*(\s[^<>]*)?\/?>/gi) ?? [];
  if (tags.length >= 3 && tags.join('').length >= line.length / 4) return true;
  // Prose ends in a full stop and has several plain words between the symbols.
  const plainWords = (line.match(/(?<![\w.$<])\p{L}{2,}(?![\w(]|\.\w)/gu) ?? []).length;
  const symbols = (line.match(/[{}();=<>[\]$|&*]/g) ?? []).length;
  return codeShape.some((shape) => shape.test(line)) && symbols >= 2 && symbols * 2 >= plainWords / 2;
}

/**
 * A line that is one shell command and nothing else: with its prompt ("$ git status"), or as OCR reads a
 * terminal that lost the prompt, a program and a plain sub-command alone on the line ("git status").
 */
export const isShellCommandLine = (text: string) => {
  const line = text.trim();
  return (shellPrompt.test(line) && !codeComment(line)) || bareCommand.test(line);
};
/**
 * Programs whose name and a lower-case word make a command, never English ("git status", not "cat food"), with at
 * most one plain or quoted argument ("apt-get install git", "git commit “Initial commit”"); a word cut at its hyphen
 * ("git add new-text-" over "file") waits for the line that ends it.
 */
const bareCommand = /^(git|npm|npx|yarn|docker|kubectl|pip3?|apt-get|brew)\s[a-z][a-z-]*(\s("[^"]*"|“[^”]*”|[\w.-]*[\w.]))?$/;

/** A comment within code ("# sets up Git with your name"): what the code does, in the author's words. */
export function codeComment(text: string): string | null {
  const comment = /^\s*(#(?!!|include)|\/\/|--(?=\s))\s*(.+)$/.exec(text);
  return comment && /\p{L}{3,}/u.test(comment[2]!) ? comment[2]!.trim() : null;
}

/** The language the code is written in, when its shape tells ('' when it does not). */
export function codeLanguage(lines: string[]): string {
  const all = lines.join('\n');
  if (lines.some((l) => stackFrame.test(l.trim()))) return 'stack-trace';
  const isShell = (l: string) => shellPrompt.test(l.trim()) || shellCommand.test(l.trim());
  if (lines.every((l) => isShell(l) || codeComment(l) !== null || !/[{};]/.test(l))) {
    if (lines.some((l) => shellPrompt.test(l.trim()) || shellCommand.test(l.trim()))) return 'shell';
  }
  if (/^\s*<\?xml|<\/[\w:-]+>|<[\w:-]+(\s+[\w:-]+="[^"]*")+\s*\/?>/m.test(all) && !/<(html|body|div|input|form|script|a|p|span|img)\b/i.test(all)) return 'XML';
  if (/<(html|body|div|input|form|script|a|p|span|img)\b/i.test(all)) return 'HTML';
  if (lines.some((l) => jsonPair.test(l)) && lines.every((l) => /^\s*([{}[\],]|"[\w-]+"\s*:)/.test(l))) return 'JSON';
  if (sqlStatement.test(all)) return 'SQL';
  if (/\bfunc\s+\w+\(|:=|\bpackage\s+main\b|\bfmt\./.test(all)) return 'Go';
  if (/\bdef\s+\w+\(.*\):|\bimport\s+\w+$|\bprint\(|\bself\./m.test(all)) return 'Python';
  if (/\b(public|private|protected)\s+(static\s+)?[\w<>[\]]+\s+\w+\s*\(|\bSystem\.out\.|\bnew\s+\w+\(.*\);|\bcatch\s*\(\w*Exception|\bString\s+\w+\s*=/.test(all)) return 'Java';
  if (/\b(const|let|var)\s+\w+\s*=|=>|\bfunction\s*\w*\(|\bdocument\.|\bconsole\.|\balert\(/.test(all)) return 'JavaScript';
  return '';
}

/** The program and sub-command of a shell line ("$ git add x.txt" → "git add"), when both are plain words. */
export function shellCommandName(text: string): string | null {
  const words = text.trim().replace(/^[$#>]\s*/, '').split(/\s+/);
  if (!/^[a-z][\w-]*$/.test(words[0] ?? '')) return null;
  return /^[a-z]{2,}$/.test(words[1] ?? '') && words[0] !== 'sudo' ? `${words[0]} ${words[1]}` : words[0] === 'sudo' ? shellCommandName(words.slice(1).join(' ')) : words[0]!;
}

/**
 * "VS Code Setup git config --global core.editor …": a short heading OCR read on the line of the command under
 * it, split into the heading and the command; null for any other line.
 */
export function labelledCommand(text: string): [string, string] | null {
  const words = text.trim().split(/\s+/);
  if (isCodeLine(text)) return null;
  for (let k = 1; k <= 4 && k < words.length; k++) {
    if (!/^\p{Lu}/u.test(words[k - 1]!)) return null;
    const command = words.slice(k).join(' ');
    if (shellCommand.test(command) && isCodeLine(command)) return [words.slice(0, k).join(' '), command];
  }
  return null;
}

/**
 * "The attacker changes the 'CC' parameter to: '><script>…</script>'.": a sentence that ends on code, split into the
 * sentence (to its colon) and the code; null for any other line.
 */
export function sentenceThenCode(text: string): [string, string] | null {
  for (const colon of text.matchAll(/:\s+/g)) {
    const sentence = text.slice(0, colon.index + 1).trim();
    const code = text.slice(colon.index + colon[0].length).trim();
    if ((sentence.match(/\p{L}{2,}/gu) ?? []).length < 3 || isCodeLine(sentence)) continue;
    if (isCodeLine(code) || elementWithContent.test(code)) return [sentence, code];
  }
  return null;
}
