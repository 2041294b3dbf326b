// The language of a deck from its own words: the script for Hebrew, Arabic, Cyrillic, Greek and CJK;
// otherwise the language whose common short words occur most. Deterministic, no model.

const stopWords: Record<string, string[]> = {
  en: 'the and of to is are in for with you your on that this be it by or as from not can'.split(' '),
  es: 'el la los las de del que y en un una es por con para se su al lo como más o pero sus le ya este'.split(' '),
  de: 'der die das und ist nicht mit ein eine den dem zu von für auf sie sich des im auch es wir wird'.split(' '),
  fr: 'le la les des et est un une du dans pour que qui sur pas au avec ce vous nous sont par plus'.split(' '),
  pt: 'o a os as de do da que e em um uma para com não por se na no mais'.split(' '),
  it: 'il lo la gli le di che e un una per con non del della sono nel alla'.split(' '),
  nl: 'de het een en van is dat niet op te in voor met zijn er aan'.split(' '),
};

const scripts: [RegExp, string][] = [
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Han}/gu, 'zh'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
];

export function detectLanguage(text: string): string {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 'en';
  for (const [pattern, code] of scripts) {
    if ((text.match(pattern)?.length ?? 0) > letters * 0.3) return code;
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = 'en';
  let bestScore = 0;
  for (const [code, list] of Object.entries(stopWords)) {
    const set = new Set(list);
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore) [best, bestScore] = [code, score];
  }
  return best;
}

/** Right-to-left languages keep their order: the narrator never reorders their sentences. */
export const isRightToLeft = (language: string) => ['he', 'ar', 'fa', 'ur'].includes(language);
