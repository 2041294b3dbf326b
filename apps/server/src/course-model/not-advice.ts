import type { CoursePoint } from '@complyra/core';

// A line that opens with a verb is advice only where the slide gives advice. Under "Typical Impact", "Attack
// vectors" or "Example attack scenario", in a drawing of an attack ("CSRF Illustrated") or when its verb is
// what an attacker does ("Attack vulnerable site", "Steal credentials"), it says what happens, and "Make sure
// you access sensitive data" would teach the listener to do the harm. Such lines are statements of the slide.

/** A heading or title naming a harm, an attack, a risk, a threat, an impact or an example of one. */
const harmWords = new RegExp(
  `\\b(${[
    'impacts?', 'consequences?', 'attacks?', 'attackers?', 'hackers?', 'attack vectors?', 'threats?', 'risks?', 'harms?', 'damages?',
    'dangers?', 'scenarios?', 'examples?', 'illustrated', 'illustrations?', 'what (an )?attackers? (can|could|may) do', 'results? of',
  ].join('|')})\\b`,
  'i',
);
/** A heading that names the harm it heads off ("Avoiding Injection Flaws", "How to prevent attacks") heads advice. */
const adviceWords = new RegExp(
  `\\b(${[
    'avoid\\w*', 'prevent\\w*', 'protect\\w*', 'defen[cs]\\w*', 'defend\\w*', 'mitigat\\w*', 'stop\\w*', 'reduc\\w*', 'counter\\w*',
    'fix\\w*', 'remed\\w*', 'recommend\\w*', 'assess\\w*', 'manag\\w*', 'respon\\w*', 'handl\\w*', 'report\\w*', 'tips',
    'checklists?', 'best practices?', 'guidance', 'guidelines?', 'what (can|should) (you|we) do', 'how (do|can|to|should)',
  ].join('|')})\\b`,
  'i',
);

/** Whether a heading or a title says that the lines under it are what happens in an attack, not what to do. */
export const namesHarm = (heading: string): boolean => harmWords.test(heading) && !adviceWords.test(heading);

/**
 * A title naming the authors' plans ("Future OSCAL work", "Roadmap", "Notional plan for Sprint 4", "Long-term
 * goals"): a line opening with a verb there says what they will do ("Represent the following in standardized
 * formats"), and "Make sure you represent …" would hand their project to the listener.
 */
const planWords = new RegExp(
  `\\b(${['future', 'roadmap', 'plans?', 'planned', 'planning', 'vision', 'sprints?', 'milestones?', 'deliverables', 'long-term',
    'short-term', 'next phase', 'work ahead'].join('|')})\\b`,
  'i',
);

/** Whether a title says that the lines under it are its authors' plans, not what the listener should do. */
export const namesPlans = (title: string): boolean => planWords.test(title) && !adviceWords.test(title);

/** Whether a heading or a title says that the lines under it are advice (it names what to head off or how). */
export const namesAdvice = (heading: string): boolean => adviceWords.test(heading);

/** "What could they make you do?", "What can an attacker do?": the lines after it answer with what happens. */
export const asksWhatAnAttackerDoes = (text: string): boolean =>
  /\bwhat\b.*\b(could|can|might|would|will)\b.*\b(they|attackers?|hackers?|criminals?)\b.*\b(do|make)\b.*\?$/i.test(text) ||
  /\bwhat\b.*\b(they|attackers?|hackers?|criminals?)\b.*\b(could|can|might|would|will)\b.*\bdo\b.*\?$/i.test(text);

/** Verbs of what an attacker does to a victim: a line opening with one is never advice to the listener. */
const attackerVerbs = new Set(
  ('attack attacks steal steals exploit exploits hijack hijacks inject injects spoof spoofs forge forges phish phishes ' +
    'impersonate impersonates intercept intercepts sniff sniffs tamper tampers bypass bypasses deface defaces ' +
    'exfiltrate exfiltrates trick tricks lure lures infect infects compromise compromises brute-force')
    .split(' '),
);

/** Whether a line says what an attacker does ("Attack vulnerable site", "Redirect victim to phishing site"). */
export function saysWhatAnAttackerDoes(text: string): boolean {
  const first = (text.trim().split(/\s+/)[0] ?? '').toLowerCase();
  return attackerVerbs.has(first) || /\bvictims?['’]?s?\b/i.test(text);
}

/** A drawing's labels ("Attack vulnerable site" on an arrow) name its parts or steps: none is advice. */
export const labelsAsStatements = (points: CoursePoint[]): CoursePoint[] =>
  points.map((p) => (p.label && p.kind === 'instruction' ? { ...p, kind: 'statement' as const } : p));
