// Turns slide fragments ("lock your screen", "Strong passwords", "Risk | Owner") into sentences a
// narrator would say, so the explanation does not read the bullets out.

const imperatives = new Set(
  ('accept ask avoid back be block call change check choose clean click close collect complete confirm connect consider contact ' +
    'create delete describe do document encrypt ensure escalate explain find follow forward get give handle identify inform install ' +
    'keep know learn limit lock log look make monitor notify open pay prefer prepare protect put read recognise recognize record ' +
    'reduce remember remove report request respect restrict review save secure see send share shred sign speak stay stop store ' +
    'take tell think treat understand update use verify wait watch wear write').split(' '),
);

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const stripEnd = (text: string) => text.replace(/[\s.;:,!]+$/, '');

export type Fragment = { kind: 'action'; text: string } | { kind: 'statement'; text: string } | { kind: 'topic'; text: string };

/** What a bullet is: an instruction, a full statement, or a topic (a noun phrase). */
export function classify(bullet: string): Fragment {
  const text = stripEnd(bullet.replace(/^[-–—•*▪●◦>\d.)\s]+/, '').replace(/\s*\|\s*/g, ': '));
  const first = text.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (imperatives.has(first) || first === 'never' || first === 'always' || first === 'don\'t' || first === 'do not') {
    return { kind: 'action', text: lowerFirst(text) };
  }
  const words = text.split(/\s+/);
  const hasVerb = / (is|are|was|were|can|must|should|will|may|has|have|helps?|means|needs?|protects?|keeps?|makes?|requires?) /i.test(` ${text} `);
  if (words.length >= 5 && hasVerb) return { kind: 'statement', text: lowerFirst(text) };
  return { kind: 'topic', text: lowerFirst(text) };
}

/**
 * A sentence for one fragment. `position` 0 opens the slide's points, later ones follow on from the
 * previous sentence; `variant` picks among phrasings so neighbouring slides do not repeat.
 */
export function fragmentSentence(fragment: Fragment, variant: number, position = 0): string {
  const t = fragment.text;
  const pick = (first: string[], later: string[]) => {
    const options = position === 0 ? first : later;
    return options[variant % options.length]!;
  };
  if (fragment.kind === 'action') {
    if (/^(never|don't|do not)\b/i.test(t)) {
      const rule = t.replace(/^(don't|do not)/i, 'never');
      return pick([`The first rule is simple: ${rule}.`, `Start with this: ${rule}.`], [`Also, ${rule}.`, `Just as important: ${rule}.`]);
    }
    return pick(
      [`In practice, that means you ${t}.`, `The key habit here is to ${t}.`, `What matters first is that you ${t}.`],
      [`It is just as important to ${t}.`, `On top of that, make sure you ${t}.`, `You should also ${t}.`, `And remember to ${t}.`],
    );
  }
  if (fragment.kind === 'statement') {
    return pick(
      [`The important idea is that ${t}.`, `Start from this: ${t}.`],
      [`Keep in mind that ${t}.`, `It also helps to know that ${t}.`, `Beyond that, ${t}.`],
    );
  }
  return pick(
    [`One point to understand is ${t}.`, `The slide starts with ${t}.`, `First, there is ${t}.`],
    [`We also look at ${t}.`, `Another part of this is ${t}.`, `It touches on ${t} as well.`],
  );
}

/** "a, b and c" */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
