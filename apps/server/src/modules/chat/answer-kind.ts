// A question asking for a quantity ("How often …?", "How many …?", "How big …?", "How much does … cost?",
// "When will …?", "Which … is the safest?") is answered only by a passage that states one: a number, a date, a
// frequency, a price, a ranking ("best", "primary recommendation", "más … que"). A slide
// holding the question's other words but no such thing answers another question: "How often should users change
// their passwords?" is not answered by the slide listing "change my password" among the functions to protect.

export type QuantityAsked = 'frequency' | 'number' | 'price' | 'time' | 'comparison';

/** Words asking which one ranks first: a superlative, a comparative, "more … than", "mejor". */
const rankingAsked =
  String.raw`best|worst|safest|cheapest|fastest|easiest|better|worse|safer|cheaper|faster|easier|` +
  String.raw`(most|least)\s+\p{L}+|(more|less)\s+\p{L}+\s+than|mejor|mejores|peor|peores|m[áa]s\s+\p{L}+\s+que`;

const asks: [QuantityAsked, RegExp][] = [
  ['frequency', /^\s*¿?\s*(how\s+(often|frequently)|con\s+qu[ée]\s+frecuencia|cada\s+cu[áa]nto|wie\s+oft|[àa]\s+quelle\s+fr[ée]quence)\b/iu],
  // Asks for the price itself, not about one ("¿Qué precio queremos estimar?" asks which price, not how much).
  ['price', /^\s*¿?\s*(what\s+(is|are|'s)\s+the\s+(price|cost|fee)s?\s+of|cu[áa]l\s+es\s+el\s+(precio|costo|coste)\s+de)\b/iu],
  [
    'number',
    /^\s*¿?\s*(how\s+(many|much|long|big|large|small|old|far)|cu[áa]nt[oa]s?|wie\s+(viele?|lange|gro[ßs])|combien)\b/iu,
  ],
  ['time', /^\s*¿?\s*(when\s+(will|did|was|were|is\s+the\s+next)|what\s+(year|date)|which\s+year|by\s+when|cu[áa]ndo|wann|quand)\b/iu],
  // "Which browser is the safest …?", "¿Qué modelo es mejor para …?": asks which one ranks first.
  ['comparison', new RegExp(String.raw`\b(${rankingAsked})\b`, 'iu')],
];

/** The kind of quantity a question asks for, or null when it asks for none. */
export function quantityAsked(question: string): QuantityAsked | null {
  return asks.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

const numberWords =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|hundreds|thousand|thousands|' +
  'million|millions|billion|dozen|half|single|double|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cien|' +
  // Not the articles that are also "one" ("un", "una", "ein", "une"): they count nothing.
  'mil|millón|millones|docena|zwei|drei|vier|fünf|zehn|hundert|tausend|deux|trois|quatre|cinq|dix|cent|mille';
const number = new RegExp(String.raw`\d|\b(${numberWords})\b`, 'iu');
const frequencyWords =
  'every|each|daily|weekly|monthly|yearly|annual|annually|nightly|hourly|periodic|periodically|regularly|' +
  'continuously|once|twice|times|frequency|interval|always|never|cada|diario|diaria|semanal|mensual|anual|' +
  'veces|siempre|nunca|täglich|monatlich|jährlich|immer|chaque|quotidien|mensuel|annuel|toujours';
const frequency = new RegExp(String.raw`\b(${frequencyWords})\b`, 'iu');
const price = /[$€£¥]|\b(free|gratis|gratuit|kostenlos|euros?|dollars?|usd|eur)\b/iu;
const timeWords =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|' +
  'apr|jun|jul|aug|sept?|oct|nov|dec|today|tomorrow|week|month|year|quarter|soon|later|next|future|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|semana|mes|' +
  'año|próximo|futuro';
const time = new RegExp(String.raw`\b(${timeWords})\b`, 'iu');

const rankingWords =
  String.raw`best|worst|most|least|better|worse|than|prefer\p{L}*|recommend\p{L}*|primary|ideal|` +
  String.raw`mejor|peor|m[áa]s|menos|recomend\p{L}*|principal`;
const ranking = new RegExp(String.raw`\b(${rankingWords})\b`, 'iu');

/** Whether a passage states the kind of quantity asked (a price or a time may be given as a number too). */
export function statesQuantity(text: string, asked: QuantityAsked): boolean {
  switch (asked) {
    case 'frequency':
      return frequency.test(text) || number.test(text);
    case 'number':
      return number.test(text);
    case 'price':
      return price.test(text) || number.test(text);
    case 'time':
      return time.test(text) || number.test(text);
    case 'comparison':
      return ranking.test(text);
  }
}

const months =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|' +
  'aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const date = new RegExp(String.raw`\b(${months})\b|\b(19|20)\d\d\b`, 'iu');

/**
 * Whether a passage gives a date: a month or a year ("Sprint 1 (June 2017)"). "When did the first sprint take
 * place?" is answered by it, not by "The first thing we wanted to do in Sprint 3", whose number is no time.
 */
export const givesDate = (text: string) => date.test(text);
