/**
 * The wording of the built-in engine's stems and hints in the course's language: a Spanish, German or Hebrew course is
 * asked in its own language. Languages without their own wording are asked in English.
 */
export interface Stems {
  termFor: (definition: string) => string;
  meaning: (term: string) => string;
  figureMeans: (figure: string) => string;
  figureFor: (measures: string) => string;
  whatToDo: (topic: string) => string;
  nextStep: (topic: string, step: string) => string;
  memberOf: (group: string) => string;
  correctAbout: (topic: string) => string;
  correct: string;
  // Hints: each rules out one wrong choice with the course's reason.
  termMeans: (term: string, definition: string) => string;
  isFigureFor: (figure: string, measures: string) => string;
  adviceAbout: (advice: string, topic: string) => string;
  opposite: (text: string) => string;
  notSaid: (text: string) => string;
  stepBefore: (step: string, before: string) => string;
  stepLater: (step: string) => string;
  memberOfOther: (member: string, group: string) => string;
  trueElsewhere: (text: string, topic: string) => string;
}

const q = (text: string) => `“${text.trim()}”`;

const english: Stems = {
  termFor: (d) => `Which term does the course use for ${q(d)}?`,
  meaning: (t) => `What does ${q(t)} mean in this course?`,
  figureMeans: (f) => `What does the figure ${q(f)} stand for in this course?`,
  figureFor: (m) => `Which figure does the course give for ${m}?`,
  whatToDo: (topic) => `What does the course tell you to do about ${q(topic)}?`,
  nextStep: (topic, step) => `In ${q(topic)}, which step comes right after ${q(step)}?`,
  memberOf: (group) => `Which of these is one of the ${group} the course names?`,
  correctAbout: (topic) => `Which statement about ${q(topic)} is correct?`,
  correct: 'Which statement is correct, according to the course?',
  termMeans: (t, d) => `${q(t)} means something else: ${d}.`,
  isFigureFor: (f, m) => `${q(f)} is the figure for ${m}.`,
  adviceAbout: (a, topic) => `${q(a)} is advice about ${q(topic)}.`,
  opposite: (text) => `${q(text)} turns the course's words around.`,
  notSaid: (text) => `${q(text)} is not what the course says.`,
  stepBefore: (step, before) => `${q(step)} comes before ${q(before)}.`,
  stepLater: (step) => `${q(step)} comes later.`,
  memberOfOther: (m, group) => `${q(m)} is one of the ${group}, another list.`,
  trueElsewhere: (text, topic) => `${q(text)} is said about ${q(topic)}.`,
};

const spanish: Stems = {
  termFor: (d) => `¿Qué término usa el curso para ${q(d)}?`,
  meaning: (t) => `¿Qué significa ${q(t)} en este curso?`,
  figureMeans: (f) => `¿Qué indica la cifra ${q(f)} en este curso?`,
  figureFor: (m) => `¿Qué cifra da el curso para ${m}?`,
  whatToDo: (topic) => `¿Qué indica el curso que hay que hacer en ${q(topic)}?`,
  nextStep: (topic, step) => `En ${q(topic)}, ¿qué paso sigue a ${q(step)}?`,
  memberOf: (group) => `¿Cuál de estos es uno de los elementos de ${q(group)} que nombra el curso?`,
  correctAbout: (topic) => `¿Qué afirmación sobre ${q(topic)} es correcta?`,
  correct: '¿Qué afirmación es correcta, según el curso?',
  termMeans: (t, d) => `${q(t)} significa otra cosa: ${d}.`,
  isFigureFor: (f, m) => `${q(f)} es la cifra de ${m}.`,
  adviceAbout: (a, topic) => `${q(a)} es un consejo sobre ${q(topic)}.`,
  opposite: (text) => `${q(text)} dice lo contrario que el curso.`,
  notSaid: (text) => `${q(text)} no es lo que dice el curso.`,
  stepBefore: (step, before) => `${q(step)} va antes de ${q(before)}.`,
  stepLater: (step) => `${q(step)} va después.`,
  memberOfOther: (m, group) => `${q(m)} pertenece a ${q(group)}, otra lista.`,
  trueElsewhere: (text, topic) => `${q(text)} se dice sobre ${q(topic)}.`,
};

const hebrew: Stems = {
  termFor: (d) => `איזה מונח משמש בקורס עבור ${q(d)}?`,
  meaning: (t) => `מה פירוש ${q(t)} בקורס?`,
  figureMeans: (f) => `מה מציין הנתון ${q(f)} בקורס?`,
  figureFor: (m) => `איזה נתון מציג הקורס עבור ${m}?`,
  whatToDo: (topic) => `מה הקורס אומר לעשות בנושא ${q(topic)}?`,
  nextStep: (topic, step) => `בנושא ${q(topic)}, איזה שלב בא מיד אחרי ${q(step)}?`,
  memberOf: (group) => `איזה מהבאים הוא אחד מ${q(group)} שהקורס מונה?`,
  correctAbout: (topic) => `איזו טענה לגבי ${q(topic)} נכונה?`,
  correct: 'איזו טענה נכונה, לפי הקורס?',
  termMeans: (t, d) => `${q(t)} פירושו דבר אחר: ${d}.`,
  isFigureFor: (f, m) => `${q(f)} הוא הנתון עבור ${m}.`,
  adviceAbout: (a, topic) => `${q(a)} היא עצה בנושא ${q(topic)}.`,
  opposite: (text) => `${q(text)} הופך את דברי הקורס.`,
  notSaid: (text) => `${q(text)} אינו מה שהקורס אומר.`,
  stepBefore: (step, before) => `${q(step)} בא לפני ${q(before)}.`,
  stepLater: (step) => `${q(step)} בא מאוחר יותר.`,
  memberOfOther: (m, group) => `${q(m)} שייך ל${q(group)}, רשימה אחרת.`,
  trueElsewhere: (text, topic) => `${q(text)} נאמר בנושא ${q(topic)}.`,
};

// German: the formal "Sie" of workplace training; quotes in German style would clash with the stored „…“ of decks, so “…”.
const german: Stems = {
  termFor: (d) => `Welchen Begriff verwendet der Kurs für ${q(d)}?`,
  meaning: (t) => `Was bedeutet ${q(t)} in diesem Kurs?`,
  figureMeans: (f) => `Wofür steht die Zahl ${q(f)} in diesem Kurs?`,
  figureFor: (m) => `Welche Zahl nennt der Kurs für ${m}?`,
  whatToDo: (topic) => `Was sollen Sie laut Kurs zum Thema ${q(topic)} tun?`,
  nextStep: (topic, step) => `Welcher Schritt folgt bei ${q(topic)} direkt auf ${q(step)}?`,
  memberOf: (group) => `Was gehört laut Kurs zu ${q(group)}?`,
  correctAbout: (topic) => `Welche Aussage über ${q(topic)} ist richtig?`,
  correct: 'Welche Aussage ist laut Kurs richtig?',
  termMeans: (t, d) => `${q(t)} bedeutet etwas anderes: ${d}.`,
  isFigureFor: (f, m) => `${q(f)} ist die Zahl für ${m}.`,
  adviceAbout: (a, topic) => `${q(a)} ist ein Rat zum Thema ${q(topic)}.`,
  opposite: (text) => `${q(text)} dreht die Worte des Kurses um.`,
  notSaid: (text) => `${q(text)} sagt der Kurs so nicht.`,
  stepBefore: (step, before) => `${q(step)} kommt vor ${q(before)}.`,
  stepLater: (step) => `${q(step)} kommt später.`,
  memberOfOther: (m, group) => `${q(m)} gehört zu ${q(group)}, einer anderen Liste.`,
  trueElsewhere: (text, topic) => `${q(text)} wird über ${q(topic)} gesagt.`,
};

export function stemsFor(language: string): Stems {
  if (language.startsWith('de')) return german;
  if (language.startsWith('es')) return spanish;
  return language.startsWith('he') ? hebrew : english;
}
