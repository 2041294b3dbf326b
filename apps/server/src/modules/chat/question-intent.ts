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

/** The words standing for the kind of answer the question asks for, in the course's language (none for most questions). */
export function intentWords(question: string, language: string): string[] {
  if (!asksPurpose.test(question)) return [];
  return purposeWords[language.toLowerCase().slice(0, 2)] ?? purposeWords.en!;
}
