// The commands a slide gives: named in its sentences ("a command called git push", "the ls command") or in
// the code it shows (the reader's "The slide shows the shell commands git add and git commit"). A "how do I"
// question is answered with the command first, as code.

/** A command word: lower case, as typed at a prompt ("git", "ls", "npm", "git-lfs"). */
const commandWord = String.raw`[a-z][a-z0-9._-]*`;
/** Words that end a command named in running text ("called git add and then …", "the command is used …"). */
const notCommandWord = /^(and|or|to|is|are|was|which|that|the|a|an|with|in|on|for|then|will|can|command|commands|it|this)$/;

/** The first one or two command words of a phrase ("git add and then we" → "git add"). */
function commandAt(phrase: string): string | null {
  const parts = phrase.split(/\s+/).filter(Boolean);
  const first = parts[0]?.replace(/[!.,;:?]+$/, '');
  if (!first || !new RegExp(`^${commandWord}$`).test(first) || notCommandWord.test(first)) return null;
  const second = parts[1]?.replace(/[!.,;:?]+$/, '');
  const two = second && !/[!.,;:?]$/.test(parts[0]!) && new RegExp(`^${commandWord}$`).test(second) && !notCommandWord.test(second);
  return two ? `${first} ${second}` : first;
}

/** The commands a sentence names, in order. */
export function commandsIn(sentence: string): string[] {
  const found: string[] = [];
  const add = (command: string | null) => {
    if (command && !found.includes(command)) found.push(command);
  };
  for (const match of sentence.matchAll(/`([^`]+)`/g)) add(match[1]!.trim());
  for (const match of sentence.matchAll(/\bcommands?\s+(?:called|named)\s+(.{1,40})/gi)) add(commandAt(match[1]!));
  for (const match of sentence.matchAll(new RegExp(String.raw`\bthe\s+(${commandWord}(?:\s+${commandWord})?)\s+command\b`, 'gi'))) {
    add(match[1]!.split(/\s+/).filter((w) => !notCommandWord.test(w)).join(' ') || null);
  }
  return found;
}

/** The commands of a slide's shown code, from the reader's description of it. */
export function commandsShown(shows: string): string[] {
  const found: string[] = [];
  for (const match of shows.matchAll(/\bcommands?\s+(.+?)(?:;|\s+for\s+|\.\s|\.$|$)/gi)) {
    for (const part of match[1]!.split(/\s*,\s*|\s+and\s+/)) {
      const command = commandAt(part);
      if (command && command.length === part.trim().length && !found.includes(command)) found.push(command);
    }
  }
  return found;
}

/** The sentence with each command it names as code: "The ls command" → "The `ls` command". */
export function withCommandsAsCode(sentence: string, commands: string[]): string {
  let text = sentence;
  for (const command of commands) {
    const escaped = command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(String.raw`(?<![\w\`])${escaped}(?![\w\`])`), `\`${command}\``);
  }
  return text;
}
