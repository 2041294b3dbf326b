import { definitionAsked } from './definitions.ts';
import { words } from './search-terms.ts';
import { wordNet } from './wordnet.ts';

// What kind of answer a question asks for, beyond its subject. "Why do we need OSCAL?" in a course about OSCAL
// names nothing but the course's subject: the slide that answers it is the one that speaks of a purpose or a
// benefit. Such words are searched beside the learner's own, weighing less, and are never counted as the
// learner's words (a slide does not cover the question because it says "purpose").

/** Asks what something is for: "why would I use…", "why do we need…", "what is the point of…", "¿para qué sirve…?". */
const asksPurpose = new RegExp(
  String.raw`^\s*¿?\s*(why\b|what\s+(is|are)\s+the\s+(point|purpose|use|benefit)|what\s+for\b|para\s+qu[ée]|por\s+qu[ée]|wozu|warum|` +
    String.raw`pourquoi|[àa]\s+quoi\s+sert)|\b(for\s+what|what\s+.*\s+for\s*\?|sirve|need|needed|necesito|necesitamos)\b`,
  'i',
);

/** Words a slide uses when it says what something is for, per course language. */
const purposeWords: Record<string, string[]> = {
  en: ['purpose', 'benefit', 'benefits', 'goal', 'goals', 'aim', 'reason', 'reasons', 'need', 'needed', 'why', 'challenge', 'challenges', 'helps', 'allows', 'enables'],
  es: ['propósito', 'objetivo', 'beneficio', 'beneficios', 'ventaja', 'ventajas', 'sirve', 'permite', 'capaz', 'utiliza', 'usan'],
  de: ['Zweck', 'Ziel', 'Vorteil', 'Vorteile', 'Nutzen', 'ermöglicht', 'warum'],
  fr: ['but', 'objectif', 'avantage', 'avantages', 'permet', 'pourquoi', 'sert'],
};

/** "What is a tag used for?", "what do we use profiles for?": "use" frames a question about a purpose. */
const usedFor = /\bused\s+for\b|\buse\s+\p{L}.*\s+for\s*\?\s*$/iu;
/** "What does the challenge consist of?", "¿en qué consiste el desafío?": asks what something is. */
const consistsOf = /\bconsists?\s+of\b|\ben\s+qu[ée]\s+consisten?\b/iu;

/**
 * "As few rights as possible", "lo más simple posible": a superlative said with "possible", which frames the
 * quantity asked and is no subject (a slide saying "possible attacks" does not answer it).
 */
const asPossible = /\bas\s+(?:\p{L}+\s+){1,3}as\s+possible\b|\blo\s+(?:m[áa]s|menos)\s+\p{L}+\s+posible\b/iu;

/**
 * The particle of an English phrasal verb that means the verb itself ("set up", "leak out"; not "make up", "take
 * over"): part of the verb, never a subject of its own (a slide saying "moved up" does not answer "How do I set up
 * two-factor authentication?").
 */
export const particles = new Set(['up', 'down', 'out', 'off', 'over', 'back', 'away', 'around']);
const saysParticle = /\b(?:up|down|out|off|over|back|away|around)\b/i;
function phrasalParticles(question: string): string[] {
  if (!saysParticle.test(question)) return [];
  const said = words(question);
  return said.filter((word, i) => i > 0 && particles.has(word) && wordNet.particleAddsNothing(said[i - 1]!, word));
}

/** The words of a question that only frame it, never its subject: "use" in "what is a Git tag used for?". */
export function frameWords(question: string): Set<string> {
  const frame = new Set<string>();
  if (usedFor.test(question)) for (const word of ['use', 'used']) frame.add(word);
  if (consistsOf.test(question)) for (const word of ['consist', 'consists', 'consiste', 'consisten']) frame.add(word);
  if (asPossible.test(question)) for (const word of ['possible', 'posible']) frame.add(word);
  for (const word of phrasalParticles(question)) frame.add(word);
  return frame;
}

/** "Who writes the profiles?", "¿quién …?": asks for people or roles; the word after "who" is what they do. */
const asksWho = /^\s*¿?\s*(?:who|qui[ée]n(?:es)?|wer|qui)\s+(\p{L}+)/iu;
/** "Who is …", "who should …": no verb saying what the people do. */
const auxiliary = /^(is|are|was|were|do|does|did|can|could|should|would|will|must|may|has|have|es|son|ist|sind|est|sont)$/i;

/** Words a slide uses when it names people by their role, per course language. */
const roleWords: Record<string, string[]> = {
  en: ['users', 'stakeholders', 'maintainers', 'producers', 'consumers', 'personnel', 'staff', 'team', 'vendors', 'authors', 'owners', 'responsible', 'roles'],
  es: ['usuarios', 'responsable', 'responsables', 'equipo', 'personal', 'autores', 'roles'],
  de: ['Benutzer', 'Nutzer', 'Verantwortliche', 'verantwortlich', 'Team', 'Personal', 'Rollen'],
  fr: ['utilisateurs', 'responsable', 'responsables', 'équipe', 'personnel', 'auteurs', 'rôles'],
};

/** A "who" question, with the verb saying what the people asked about do ("writes"), if it names one. */
export function whoAsked(question: string): { verb: string | null } | null {
  const match = asksWho.exec(question);
  if (!match) return null;
  return { verb: auxiliary.test(match[1]!) ? null : match[1]! };
}

/** The words standing for the kind of answer the question asks for, in the course's language (none for most questions). */
export function intentWords(question: string, language: string): string[] {
  const code = language.toLowerCase().slice(0, 2);
  if (whoAsked(question)) return roleWords[code] ?? roleWords.en!;
  if (!asksPurpose.test(question)) return [];
  return purposeWords[code] ?? purposeWords.en!;
}

/** "Does Git need GitHub?", "¿Necesito Docker?": asks whether one thing requires another ("need" itself frames questions). */
const asksNeed = /\b(need|needs|needed|necesito|necesitas|necesita|necesitamos|necesitan|brauche|braucht|besoin)\b/i;
/** Words a slide uses when it says one thing requires another, per course language. */
const needWords: Record<string, string[]> = {
  en: ['require', 'requires', 'required', 'requirement', 'necessary', 'depends'],
  es: ['requiere', 'requieren', 'requisito', 'requisitos', 'necesario', 'necesaria', 'prerequisitos'],
  de: ['erfordert', 'benötigt', 'notwendig', 'erforderlich', 'Voraussetzung'],
  fr: ['nécessite', 'requiert', 'nécessaire', 'prérequis'],
};

/** The words a slide says a need with, searched beside the learner's own when the question asks one (none otherwise). */
export function needWordsOf(question: string, language: string): string[] {
  if (!asksNeed.test(question)) return [];
  return needWords[language.toLowerCase().slice(0, 2)] ?? needWords.en!;
}

/** "What can an attacker do with …?", "what happens if …?", "¿qué pasa si …?": asks what harm or result follows. */
const asksImpact = new RegExp(
  String.raw`\bwhat\s+(can|could|would|might)\s+(?:\p{L}+\s+){1,3}do\b|\bwhat\s+happens\s+(if|when)\b|` +
    String.raw`\bqu[ée]\s+(pasa|ocurre|sucede)\s+(si|cuando)\b`,
  'iu',
);
/** Words a slide uses when it says what follows from something, per course language. */
const impactWords: Record<string, string[]> = {
  en: ['impact', 'consequence', 'consequences', 'effect', 'effects', 'result', 'results', 'damage'],
  es: ['impacto', 'consecuencia', 'consecuencias', 'efecto', 'efectos', 'resultado', 'resultados'],
};

/** The words a slide says a result with, searched beside the learner's own when the question asks one (none otherwise). */
export function impactWordsOf(question: string, language: string): string[] {
  if (!asksImpact.test(question)) return [];
  return impactWords[language.toLowerCase().slice(0, 2)] ?? [];
}

/** What a question asks for, which decides the sentence that leads the reply. */
export type QuestionKind =
  | { kind: 'command' }
  | { kind: 'difference'; sides: [string, string] }
  | { kind: 'rule' }
  | { kind: 'definition'; subject: string }
  | { kind: 'other' };

/** "How do I …", "which command …": a command or an instruction answers it. */
const asksCommand = new RegExp(
  String.raw`^\s*¿?\s*(how\s+(do|can|should|would)\s+(i|we|you)\b|c[óo]mo\s+(puedo|hago|se)\b|` +
    String.raw`wie\s+kann\s+ich\b|comment\s+(puis|faire)\b)|\b(which|what)\s+commands?\b|\bqu[ée]\s+comandos?\b`,
  'i',
);
/** "What is the difference between A and B?", "A vs B", "Is A the same (thing) as B?". */
const differencePatterns = [
  /\bdifference\s+between\s+(.+?)\s+and\s+(.+?)\s*[?.!]*$/i,
  /^\s*(?:is|are)\s+(.+?)\s+the\s+same(?:\s+thing)?\s+as\s+(.+?)\s*[?.!]*$/i,
  // Not the editor: "a shortcut in VS Code" compares nothing.
  /^(?:.*\b(?:is|are)\s+)?(.+?)\s+(?:vs\.?|versus)\s+(?!code\b)(.+?)\s*[?.!]*$/i,
  /\bdiferencia\s+entre\s+(.+?)\s+y\s+(.+?)\s*[?.!]*$/i,
];
/** "Should I …", "can I …", "do I need …", "is it OK to …": the rule answers it. */
const asksRule = new RegExp(
  String.raw`^\s*¿?\s*(should|can|could|may|must|do\s+(i|we)\s+(need|have)|is\s+it\s+(ok|okay|allowed|safe)|` +
    String.raw`debo|puedo|necesito|darf|muss|soll)\b`,
  'i',
);

/** The kind of answer a question asks for. */
export function questionKind(question: string): QuestionKind {
  for (const pattern of differencePatterns) {
    const match = pattern.exec(question);
    if (match) return { kind: 'difference', sides: [match[1]!, match[2]!] };
  }
  const subject = definitionAsked(question);
  if (subject) return { kind: 'definition', subject };
  if (asksCommand.test(question)) return { kind: 'command' };
  if (asksRule.test(question)) return { kind: 'rule' };
  return { kind: 'other' };
}

/** "Why is X dangerous?" asks for the harm X does; "why keep X?", "why do we need X?" for the reason to do it. */
const asksWhy = /^\s*¿?\s*(why|por\s*qu[ée]|warum|wieso|pourquoi)\b/i;
const asksDanger = new RegExp(
  String.raw`\b(dangerous|danger|risky|risk|problem|bad|harmful|unsafe|insecure|` +
    String.raw`peligros[oa]|riesgo|problema|gef[äa]hrlich|risque|dangereux)\b`,
  'i',
);
/** A sentence giving a reason ("because …", "so that …", "it allows …"), per course language. */
const reasonWords = new RegExp(
  String.raw`\b(because|since|so\s+that|due\s+to|in\s+order\s+to|allows?|lets?|enables?|helps?|porque|ya\s+que|para\s+que|` +
    String.raw`debido\s+a|permite|weil|damit|erm[öo]glicht|parce\s+que|car|permet)\b`,
  'i',
);
/** A sentence naming a harm ("can be exploited", "takes over the account"). */
const harmWords = new RegExp(
  String.raw`\b(can|could|exploit\w*|attack\w*|steal\w*|hijack\w*|compromis\w*|takes?\s+over|takeover|expos\w*|unauthori[sz]ed|` +
    String.raw`access|leak\w*|puede|robar|acceso|kann|peut)\b`,
  'i',
);

/** What a "why" question asks a sentence to say: the harm ("why is … dangerous?"), the reason, or nothing. */
export function whyAsks(question: string): RegExp | null {
  if (!asksWhy.test(question)) return null;
  return asksDanger.test(question) ? harmWords : reasonWords;
}
