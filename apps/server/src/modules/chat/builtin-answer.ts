import type { ChatSource } from '@complyra/core';
import type { ChatIndex, SearchQuery, SlideHit } from './chat-index.ts';
import { phrasesFor } from './chat-phrases.ts';
import { addressAsked, givesAddress } from './address-asked.ts';
import { givesDate, quantityAsked } from './answer-kind.ts';
import { acronymAsked, definesSubject, namesSubject } from './definitions.ts';
import { asksForContact, asksWhomToContact, contactsLine, findFacts, type OrganizationFacts } from './organization-facts.ts';
import { type QuestionKind, questionKind, whyAsks } from './question-intent.ts';
import { retrieve, searchQuery } from './retrieval.ts';
import { commandsIn, commandsShown, withCommandsAsCode } from './slide-commands.ts';
import { analyzerFor, words } from './search-terms.ts';
import {
  isFigureStep, isHeading, isLabelOver, isListLine, isMostlyFigures, isQuestion, isShortName, isTitleCase, leansOnPrevious,
  lowerFirst,
} from './slide-lines.ts';
import { rarestWordTerms } from './rarest-word.ts';
import { type ChatReply, type ChatScope, refusalReply } from './refusal-reply.ts';
import { verdictOf } from './yes-no.ts';

const excerptOf = (text: string) => (text.length > 240 ? `${text.slice(0, 237).trimEnd()}...` : text);

/** A slide as a source; its excerpt is the sentence the answer took from it (else its best block). */
export const toSource = (hit: SlideHit, quoted?: string): ChatSource => ({
  courseId: hit.courseId,
  courseTitle: hit.courseTitle,
  slide: hit.slide,
  slideTitle: hit.slideTitle,
  excerpt: excerptOf(quoted ?? (hit.best.text || hit.slideTitle)),
});

/** A point or a notes sentence as a sentence of the reply: capital first, a full stop at the end. */
function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:–-]+$/, '');
  const capital = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?][)»"”’]?$/.test(capital) ? capital : `${capital}.`;
}

interface Candidate {
  text: string;
  document: string;
  score: number;
  /** It holds a word of the question (or a related word). */
  matches: boolean;
  /** The label it sits under in its block, if any. */
  heading: string | null;
  /** The text without its label. */
  own: string;
  /** The points it quotes (a point that runs on quotes the next one too): a lead never says one twice. */
  points: string[];
  /** The learner's own words it holds (a related word counting for the word it stands for). */
  owned: Set<string>;
  /** The learner's own words it says itself, or by a form of them (no related word). */
  said: Set<string>;
  /**
   * The share of the question it answers by itself, as the search counts a slide's (rarer words weigh more, a
   * related word less than the word): a sentence holding the rare words beats one holding more loose ones.
   */
  coverage: number;
}

/** "How do I …", "how can I prevent …": an instruction answers better than a statement. */
const asksHow =
  /^\s*¿?\s*(how|what should|what can i do|c[óo]mo|wie|comment)\b|\b(prevent|avoid|stop|protect|defend|fix|evitar|prevenir)\b/i;
const instruction = /^(use|avoid|always|never|don.t|do not|verify|validate|add|keep|encode|store|check|make|set)\b/i;

/** "… like credit card numbers", "such as passwords", "e.g. …": the example a question gives (not "I'd like to"). */
const exampleClause =
  /\b(?:like(?!\s+to\b)|such\s+as|e\.g\.|for\s+example|for\s+instance|por\s+ejemplo|wie\s+z\.\s*b\.)\s+([^?!]+)/i;

/** "Is Git centralized or distributed?": the options offered, the word before "or" and what follows it. */
const choiceAsked = /^\s*¿?\s*(?:is|are|does|do|was|were|es|son|ist|sind|est)\b.*?(\S+)\s+(?:or|o|oder|ou)\s+([^?]+)\?*\s*$/i;

/** "the best defence", "the main reason": a question asking for the foremost point of a list. */
const asksForemost = /\b(best|main|most\s+important|primary|key|top|mejor|principal|wichtigste|beste|meilleur|principale?)\b/i;
const saysForemost = /\b(primary|main|best|most\s+important|key|preferred|principal|recommended|mejor|wichtigste|principale?)\b/i;

/** A sentence holding the question's focus word against one that does not. */
const focusBoost = 1.5;

/** Two sentences' coverages this close hold the same words of the question, in effect. */
const sameCoverage = 0.05;

/** How much a search term stands for the learner's word it was searched for: the word itself 1, a form 0.8, a related word less. */
function termShare(query: SearchQuery, term: string): number {
  const owner = query.standsFor.get(term) ?? term;
  if (owner === term) return 1;
  if (query.variants.has(term)) return 0.8;
  return (0.7 * (query.weights.get(term) ?? 0)) / (query.weights.get(owner) ?? 1);
}

/** The sentences of a slide's found documents, best answer first. */
function rankSentences(
  index: ChatIndex, hit: SlideHit, query: SearchQuery, question: string, kind = questionKind(question),
): Candidate[] {
  const analyzer = analyzerFor(hit.language);
  // Words of the slide's title are already said by naming the slide: a sentence repeating them adds less.
  const titled = new Set(analyzer.terms(hit.slideTitle));
  const how = asksHow.test(question) || kind.kind === 'rule';
  // "What is a catalog?" is answered by the line that defines it ("Catalog: Defines a set of …").
  const termsOf = (text: string) => analyzer.terms(text);
  const keyTerms = kind.kind === 'definition' ? index.keyTerms(kind.subject, hit.language) : [];
  // "Is Git centralized or distributed?" is answered by the sentence naming one of the options, not both.
  const options = choiceAsked.exec(question);
  const optionTerms = options ? [analyzer.terms(options[1]!), analyzer.terms(options[2]!)] : [];
  // The question's focus: its rarest word this slide holds ("PDF" in "can OSCAL produce a PDF that people can
  // read?"). A sentence saying it answers; one holding only the question's commoner words talks around it.
  // Words of an example ("sensitive data like credit card numbers") illustrate the question; they are not its focus.
  const example = exampleClause.exec(question);
  const illustrative = new Set(example ? analyzer.terms(example[1]!) : []);
  const focus = query.own
    .filter((term) => (hit.credit.get(term) ?? 0) > 0 && !titled.has(term) && !illustrative.has(term))
    .filter((term) => !optionTerms.some((option) => option.includes(term)))
    .sort((a, b) => index.rarity(b) - index.rarity(a))[0];
  const foremost = asksForemost.test(question);
  // "Why is the session id in the URL dangerous?" is answered by the harm it does; "why keep old versions?" by a reason.
  const why = whyAsks(question);
  const wantsAddress = addressAsked(question);
  const wantsDate = quantityAsked(question) === 'time';
  // When the slide says each option in a sentence of its own, the one it says more often is its answer.
  const saysOption = (text: string, option: string[]) =>
    option.length > 0 && analyzer.terms(text).some((t) => option.includes(t));
  const slideSentences = hit.documents.flatMap((d) => d.sentences);
  const alone = optionTerms.map((option, i) =>
    slideSentences.filter((text) => saysOption(text, option) && !saysOption(text, optionTerms[1 - i]!)).length);
  const weightOf = (term: string) => index.rarity(term) * (query.weights.get(term) ?? 1);
  const questionWeight = Math.max(Number.MIN_VALUE, query.own.reduce((sum, t) => sum + weightOf(t), 0));
  const candidates: Candidate[] = [];
  for (const doc of hit.documents) {
    // A short label inside a block ("Do's", "Don'ts", "Typical Impact") heads the points below it: a point
    // quoted without it could say the opposite of what the slide means ("Use the word 'and'" is a don't). It
    // heads the deeper points after it, or, when the reader found no levels, the points up to the next label.
    // A block of names only ("Consumers", "Operations personnel", "Auditors/assessors") is one list under its
    // first name, said as one sentence: "Consumers: operations personnel, security and privacy personnel, …".
    const labelList = doc.sentences.length >= 3 && doc.sentences.every(isShortName);
    const [first, ...names] = doc.sentences;
    let heading: { text: string; level: number; flat: boolean } | null =
      labelList ? { text: first!.trim(), level: -1, flat: true } : null;
    const sentences = labelList ? [names.map(lowerFirst).join(', ')] : doc.sentences;
    const levels = labelList ? [0] : doc.levels;
    sentences.forEach((point, position) => {
      const level = levels[position] ?? 0;
      if (heading && !heading.flat && level <= heading.level) heading = null;
      const next = sentences[position + 1];
      const nextLevel = levels[position + 1] ?? -1;
      const shortLabel = isHeading(point) && next !== undefined && !isHeading(next) && nextLevel >= level;
      if (shortLabel || isLabelOver(point, level, nextLevel)) {
        heading = { text: point.trim().replace(/[:：]$/, ''), level, flat: nextLevel === level };
        return;
      }
      // A point ending on a colon introduces the short items after it: "… including: the SHA, the author, the date".
      const items: number[] = [];
      if (/[:：]$/.test(point.trim())) {
        const isItem = (at: number) => at < sentences.length && (levels[at] ?? 0) >= level && isShortName(sentences[at]!);
        for (let at = position + 1; isItem(at); at++) items.push(at);
      }
      // A point whose deeper point lists examples says them after a colon: "… gets stored: databases, files, …".
      const listed =
        items.length === 0 && next !== undefined && nextLevel > level && isListLine(next) && !/[:：]$/.test(point.trim());
      // A point that stops on "or", "and" or a colon goes on in the next point of the same block.
      const runsOn = items.length < 2 && !listed && next && !isHeading(next) && /(\b(or|and|either)|[:,])$/i.test(point.trim());
      const own =
        items.length >= 2 ? `${point.trim()} ${items.map((at) => lowerFirst(sentences[at]!.trim())).join(', ')}`
          : listed ? `${point.trim()}: ${lowerFirst(next.trim())}`
            : runsOn ? `${point.trim()} ${lowerFirst(next)}` : point;
      // A point with a title-cased label of its own keeps its capitals: "…: Primary Recommendation: Output encode …".
      const ownLabel = /^([^:.!?]{2,40}):\s/u.exec(own.trim());
      const text = heading ? `${heading.text}: ${ownLabel && isTitleCase(ownLabel[1]!) ? own : lowerFirst(own)}` : own;
      const terms = new Set(analyzer.terms(text));
      // Every sentence of the slide found says something about the question; its words say how much.
      let score = 1;
      let matches = false;
      const owned = new Set<string>();
      let saysFocus = false;
      const shares = new Map<string, number>();
      for (const [term, weight] of query.weights) {
        if (!terms.has(term)) continue;
        score += 0.5 * weight * index.rarity(term) * (titled.has(term) ? 0.5 : 1);
        matches = true;
        const owner = query.standsFor.get(term) ?? term;
        if (query.own.includes(owner)) owned.add(owner);
        if (query.own.includes(owner)) shares.set(owner, Math.max(shares.get(owner) ?? 0, termShare(query, term)));
        // The focus said by itself, a form of it or a synonym (not a loosely related word: "pushed" for "project").
        if (owner === focus && weight >= 0.5) saysFocus = true;
      }
      const wordCount = own.split(/\s+/).length;
      // The address or the date asked for is the answer, however short: "Sprint 1 (June 2017)".
      const givesAsked = (wantsAddress && givesAddress(own)) || (wantsDate && givesDate(text));
      // A bare label ("Time", "Staging Area") answers less than a sentence; a spoken note is a full sentence.
      if (wordCount < 4 && !givesAsked) score *= 0.5;
      // A reference ("read the https://…") or a bracketed aside says where to look, not the answer; unless the
      // question asks where: "What website do I download Git from?" — "go to git-scm.com/downloads".
      if (givesAsked) score *= 2;
      else if (/https?:\/\/|www\.|^\(/i.test(own)) score *= 0.2;
      // The reader's description of code or a figure ("The slide shows the shell command …") says what is
      // on the slide, not what the course teaches: quoted only when nothing else answers.
      if (/^the slide shows\b/i.test(own)) score *= 0.3;
      if (isFigureStep(own)) score *= 0.3;
      // A line of figures ("RMSE √9.79 = 3.13") gives a value, not what a thing is or what to do.
      if (isMostlyFigures(own)) score *= 0.3;
      if (how && doc.sentences.length > 1 && instruction.test(own)) score *= 1.4;
      // "How do I …?" is answered by the sentence that names the command.
      if (kind.kind === 'command' && commandsIn(own).length > 0) score *= 1.6;
      if (doc.fromNotes) score *= 0.9;
      // A line defining the subject, or naming it ("a metric known as … (RMSE)"), answers "what is …".
      if (keyTerms.length > 0 && (definesSubject(own, keyTerms, termsOf) || namesSubject(own, keyTerms, termsOf))) score *= 3;
      if (saysFocus) score *= focusBoost;
      // A sentence leaning on the one before ("Because we're working on …", "This means …") does not stand alone.
      if (leansOnPrevious.test(own.trim())) score *= 0.6;
      // A question on a slide ("What could they make you do?") asks; it does not answer.
      if (isQuestion(own)) score *= 0.3;
      if (optionTerms.length === 2) {
        const named = optionTerms.map((option) => option.length > 0 && option.some((t) => terms.has(t)));
        const one = named.indexOf(true);
        if (named[0] && named[1]) score *= 0.5;
        else if (one >= 0) score *= alone[one]! >= alone[1 - one]! ? 2 : 1.2;
      }
      // "What's the best defence?": the point the course calls primary or recommended.
      if (foremost && saysForemost.test(own)) score *= 1.5;
      if (why?.test(own)) score *= 1.4;
      // The first points of a block tend to be its main ones.
      score *= 1 - Math.min(position, 10) * 0.02;
      const joined = items.length >= 2 ? items : runsOn || listed ? [position + 1] : [];
      const points = [position, ...joined].map((at) => `${doc.id}:${at}`);
      const coverage = [...shares].reduce((sum, [owner, share]) => sum + weightOf(owner) * share, 0) / questionWeight;
      const said = new Set([...shares].filter(([, share]) => share >= 0.8).map(([owner]) => owner));
      const label = heading?.text ?? null;
      candidates.push({ text, own, document: doc.id, heading: label, score, matches, points, owned, said, coverage });
    });
  }
  // A point answers for its label: when the question names one label of the slide ("Who are the consumers?"),
  // a point under another ("Producers: … consuming OSCAL catalogs") does not answer it.
  const labelSays = (c: Candidate) => c.heading !== null && focus !== undefined && analyzer.terms(c.heading).includes(focus);
  if (candidates.some(labelSays)) {
    for (const c of candidates) if (c.heading !== null && !labelSays(c)) c.score *= 0.3;
  }
  // A question on the slide asks, it does not answer: it comes after every sentence that says something.
  const statements = candidates.some((c) => c.matches && !isQuestion(c.own));
  return candidates.sort((a, b) => (statements ? Number(isQuestion(a.own)) - Number(isQuestion(b.own)) : 0) || b.score - a.score);
}

/** Lead sentences from one document only (never two blocks joined): the best, and the next if nearly as good. */
function leadOf(ranked: Candidate[]): Candidate[] {
  const [best, ...rest] = ranked;
  if (!best) return [];
  const next = rest.find(
    (c) =>
      c.document === best.document && c.heading === best.heading && c.matches && c.text !== best.text
      && !c.points.some((p) => best.points.includes(p)) && c.score >= best.score * 0.6,
  );
  if (!next) return [best];
  // A sentence leaning on another ("He modifies it …") never opens the reply when the other one can.
  return leansOnPrevious.test(best.own.trim()) && !leansOnPrevious.test(next.own.trim()) ? [next, best] : [best, next];
}

/** The word that names one side of a "difference between A and B" question: its rarest word the course uses. */
function sideTerm(index: ChatIndex, side: string, language: string): string | null {
  const terms = analyzerFor(language).terms(side).filter((t) => index.has(t));
  return terms.sort((a, b) => index.rarity(b) - index.rarity(a))[0] ?? null;
}

/** How well a slide's best sentences fit the kind of answer asked for (0 when they do not). */
function kindFit(index: ChatIndex, hit: SlideHit, ranked: Candidate[], kind: QuestionKind): number {
  const best = ranked[0];
  if (kind.kind === 'command') {
    if (best && commandsIn(best.own).length > 0) return 2;
    if (commandsShown(index.shownOn(hit.courseId, hit.slide)).length === 1) return 1;
    // With no command to name, "how should I …" is answered by advice ("Use the standard session id …").
    return best && instruction.test(best.own) ? 0.5 : 0;
  }
  if (!best) return 0;
  if (kind.kind === 'difference') {
    const analyzer = analyzerFor(hit.language);
    const named = kind.sides.map((side) => sideTerm(index, side, hit.language)).filter((t): t is string => t !== null);
    return named.filter((term) => ranked.some((c) => analyzer.terms(c.text).includes(term))).length;
  }
  if (kind.kind === 'rule') return instruction.test(best.own) ? 1 : 0;
  if (kind.kind === 'definition') {
    const terms = (text: string) => analyzerFor(hit.language).terms(text);
    const keyTerms = index.keyTerms(kind.subject, hit.language);
    return definesSubject(best.own, keyTerms, terms) || namesSubject(best.own, keyTerms, terms) ? 1 : 0;
  }
  return 0;
}

/** Lead sentences for "what is the difference between A and B": the best naming each side, on one slide. */
function differenceLead(index: ChatIndex, hit: SlideHit, ranked: Candidate[], sides: [string, string]): Candidate[] {
  const analyzer = analyzerFor(hit.language);
  const names = (c: Candidate, side: string) => {
    const term = sideTerm(index, side, hit.language);
    return term !== null && analyzer.terms(c.text).includes(term);
  };
  const first = ranked.find((c) => names(c, sides[0]));
  const second = ranked.find((c) => c !== first && c.text !== first?.text && names(c, sides[1]));
  const lead = [first, second].filter((c): c is Candidate => c !== undefined);
  return lead.length > 0 ? lead : leadOf(ranked);
}

/**
 * The slide whose sentences answer the question best, and the sentences that lead the reply. The search's best
 * slide leads unless, for a question of a known kind (how do I, which command, the difference, should I), another
 * slide cited holds more of the learner's own words in its best sentence, or as many and fits that kind better
 * (a command for "how do I", both sides for "what is the difference").
 */
function chooseLead(index: ChatIndex, hits: SlideHit[], query: SearchQuery, question: string, followUp: boolean) {
  const kind = questionKind(question);
  const ranked = hits.map((hit) => rankSentences(index, hit, query, question, kind));
  // The learner's words first, then the kind of answer: a command that does something else does not answer.
  // The search's best slide with nothing to quote but the code it shows ("Review Git Configuration": `git config`,
  // which "lists all the configuration properties") keeps the lead for "which command …": its coverage, that of the
  // code's description, stands for a sentence's. It is given no lead the search did not give it.
  const shownOnly = (i: number) => i === 0 && ranked[i]!.length === 0 && kind.kind === 'command';
  const fitOf = (i: number) =>
    [ranked[i]![0]?.coverage ?? (shownOnly(i) ? hits[i]!.coverage : 0), kindFit(index, hits[i]!, ranked[i]!, kind)] as const;
  let chosen = 0;
  // The question's key words: those that tell one part of the course from another, less the course's title
  // ("Top 10" in a course on the OWASP Top 10) and a denial ("not just …" is no word of the answer's).
  const courseWords = new Set(analyzerFor(hits[0]!.language).terms(`${hits[0]!.courseTitle} not no nicht pas`));
  const keyTerms = query.own.filter((t) => index.isSpecific(t) && !courseWords.has(t));
  // How many of them a sentence says itself or by a form of them (a related word talks around them).
  const keySaid = (c: Candidate | undefined) => (c === undefined ? 0 : keyTerms.filter((t) => c.said.has(t)).length);
  const holdsTogether = (c: Candidate | undefined) => keySaid(c) === keyTerms.length;
  // A slide that only asks (a quiz's question) gives the lead to the next slide cited that says something.
  const onlyAsks = (i: number) => isQuestion(ranked[i]![0]?.own ?? '');
  if (onlyAsks(0)) {
    const saying = ranked.findIndex((r) => r[0] !== undefined && r[0].matches && !isQuestion(r[0].own));
    if (saying > 0) chosen = saying;
  }
  // An agenda's line names the slide that says it: it never takes the lead from a slide the search put first.
  const isOverview = (i: number) => hits[i]!.documents.some((d) => d.id === ranked[i]![0]?.document && d.overview);
  // A question of a known kind weighs the learner's words and the kind of answer; a follow-up of no known kind keeps
  // the search's order ("and what about CSRF?" after a question on XSS is answered by the slide about avoiding CSRF,
  // whatever sentence names CSRF elsewhere).
  for (let i = 1; i < hits.length && !(kind.kind === 'other' && followUp); i++) {
    // A yes/no or fact question: the search's order stands unless a later slide's sentence says all its key
    // words together and the first slide's says at most half of them (that sentence answers; the first only
    // talks around it). Not for a follow-up: its words come from the turn before, and the search's order stands.
    if (kind.kind === 'other') {
      const saysThemTogether = keyTerms.length >= 2 && !onlyAsks(i) && holdsTogether(ranked[i]![0]);
      if (saysThemTogether && keySaid(ranked[chosen]![0]) * 2 < keyTerms.length) chosen = i;
      continue;
    }
    // Nor does a figure's numbered step: it illustrates, another slide says what to do.
    if (isOverview(i) || isFigureStep(ranked[i]![0]?.own ?? '') || onlyAsks(i)) continue;
    const [owned, fit] = fitOf(i);
    const [bestOwned, bestFit] = fitOf(chosen);
    // A line defining the subject answers "what is …" whatever other words of the question another line holds.
    if (kind.kind === 'definition' && fit !== bestFit) {
      if (fit > bestFit) chosen = i;
      continue;
    }
    if (owned > bestOwned + sameCoverage || (owned >= bestOwned - sameCoverage && fit > bestFit)) chosen = i;
  }
  const hit = hits[chosen]!;
  let lead = kind.kind === 'difference' ? differenceLead(index, hit, ranked[chosen]!, kind.sides) : leadOf(ranked[chosen]!);
  // "Which command …?" has one answer: a second sentence naming another command ("mkdir" after "ls") is left out.
  if (kind.kind === 'command' && lead.length > 1 && commandsIn(lead[1]!.own).some((c) => !commandsIn(lead[0]!.own).includes(c))) lead = lead.slice(0, 1);
  // The commands the lead names, else those of the code the slide shows: said first, as code, but only when the
  // lead holds most of the learner's words besides "command" (a command for something else is no answer).
  const frame = new Set(analyzerFor(hit.language).terms('command commands comando comandos befehl commande'));
  const asked = query.own.filter((t) => !frame.has(t));
  const held = asked.filter((t) => lead.some((c) => c.owned.has(t))).length;
  const answersIt = lead.length === 0 || held * 2 > asked.length;
  const named = answersIt ? lead.flatMap((c) => commandsIn(c.own)) : [];
  // A slide showing several commands (add, commit, push) does not say which one answers: none is said then.
  const shown = commandsShown(index.shownOn(hit.courseId, hit.slide));
  const commands = kind.kind !== 'command' || !answersIt ? [] : named.length > 0 ? named : shown.length === 1 ? shown : [];
  // The command the slide shows answers "how do I install Git on Linux?"; a line of it that misses a word of the
  // question the slide holds elsewhere ("download the software for Mac/Windows") is about something else: the
  // slide is named, not quoted.
  const slideSays = (t: string) => (hit.credit.get(t) ?? 0) > 0;
  const offFocus =
    named.length === 0 && commands.length > 0 && asked.some((t) => slideSays(t) && !lead.some((c) => c.owned.has(t)));
  const saysCommandEarly = named.length > 0 && (lead[0]?.text.indexOf(named[0]!) ?? 99) < 60;
  return { hit, lead: offFocus ? [] : lead, commands, saysCommandEarly };
}

/**
 * The learner's terms other than the slide title's: a "Yes" must say them all. A word the slide never says is
 * still asked ("Does OSCAL replace FedRAMP?" is not affirmed by a sentence naming OSCAL and FedRAMP), unless the
 * sentence says a longer form of it the search does not take for one ("read" in "human-readable").
 */
function askedOf(hit: SlideHit, query: SearchQuery, sentence: string): string[] {
  const titled = new Set(analyzerFor(hit.language).terms(hit.slideTitle));
  const said = words(sentence);
  const saysLonger = (term: string) => term.length >= 4 && said.some((word) => word.startsWith(term));
  return query.own.filter((t) => !titled.has(t) && ((hit.credit.get(t) ?? 0) > 0 || !saysLonger(t)));
}

/** "Who is our CEO?", "what is the company called?": a general question the organization's details may answer. */
const namesOrganization = /\b(who|company|hr|ceo|cto)\b/i;

/**
 * Whether the built-in answer may need the organization's facts (its contacts, its details): a question about whom
 * to contact, a general question naming the organization or its people, and a refusal. A question the slides answer
 * needs none (most of the general chatbot's too), so the service reads them only then.
 */
export const needsOrganizationFacts = (scope: ChatScope, question: string, hits: SlideHit[]) =>
  hits.length === 0 || asksForContact(question) || (scope.courseTitle === null && namesOrganization.test(question));

/**
 * The built-in engine's answer: a search of the course, not a language model. It answers with the sentences
 * of the slide that answer the question best, names that slide, then lists the best sentence of the other
 * slides found; each sentence with its slide as "[Slide N]". When nothing fits it refuses, in the course's
 * language, with the organization's contacts: naming the slides near the question when there are some.
 */
export function builtinAnswer(
  index: ChatIndex,
  question: string,
  scope: ChatScope,
  facts: OrganizationFacts,
  earlier: string[] = [],
  found?: { query: SearchQuery; hits: SlideHit[] },
): ChatReply {
  const general = scope.courseTitle === null;
  const wantsContact = asksForContact(question);
  if (general && (wantsContact || namesOrganization.test(question))) {
    const found = findFacts(facts, question);
    if (found.length > 0) {
      return { response: `From ${facts.companyName}'s details:\n\n${found.map((f) => `• ${f}`).join('\n')}`, sources: [] };
    }
  }
  const say = phrasesFor(index.language);
  const query = found?.query ?? searchQuery(index, question, earlier);
  const hits = found?.hits ?? retrieve(index, question, { earlier, query });
  // Whom to ask is the organization's to say when no slide does: its contacts answer, the question is not refused.
  if (hits.length === 0 && asksWhomToContact(question)) {
    return { response: say.reportContact(contactsLine(facts, say)), sources: [] };
  }
  if (hits.length === 0) return refusalReply(index, query, scope, facts);
  const where = (hit: SlideHit) => (general ? ` (${hit.courseTitle})` : '');
  // "What does OSCAL stand for?": the words the course spells it out in, on the slide that does.
  const acronym = acronymAsked(question);
  const spelled = acronym ? index.expansion(acronym) : null;
  if (acronym && spelled && hits[0]!.courseId === spelled.courseId && hits[0]!.slide === spelled.slide) {
    const top = hits[0]!;
    const under = top.slideTitle ? ` ${say.saysSoUnder(top.slideTitle)}${where(top)} [Slide ${top.slide}].` : ` [Slide ${top.slide}]`;
    return { response: `${say.standsFor(acronym, spelled.expansion)}${under}`, sources: [toSource(top, `${spelled.expansion} (${acronym})`)] };
  }
  const chosen = chooseLead(index, hits, query, question, earlier.length > 0);
  const top = chosen.hit;
  const others = hits.filter((h) => h !== top);
  const lead = chosen.lead;
  // Two sentences under one label say it once: "Do's: keep the message short. Explain what the commit does."
  // A slide found only by what it shows (its code) is named, not quoted: the narrator's words are not the course's.
  const shownOnly = lead.length === 0 && (top.best.sentences.length === 0 || chosen.commands.length > 0);
  const quotedLead = lead.length > 0 ? lead.map((c, i) => asSentence(i > 0 && c.heading ? c.own : c.text)).join(' ') : asSentence(top.best.sentences[0] ?? top.slideTitle);
  const asCode = chosen.commands.map((c) => `\`${c}\``).join(', ');
  // A command the lead does not say near its start is said first: "Use `git push`. … a command called `git push`!"
  const commandFirst = chosen.commands.length > 0 && !chosen.saysCommandEarly ? `${say.useCommand(asCode)} ` : '';
  // "Does Git need GitHub?" — "No — Git is a version control tool which doesn't require GitHub to work."
  const termsOf = (text: string) => analyzerFor(top.language).terms(text);
  const rarestOf = (part: string) => rarestWordTerms(index, query, part, top.language);
  const verdict = lead[0]
    ? verdictOf(question, lead[0], askedOf(top, query, lead[0].text), index.language, termsOf, rarestOf)
    : null;
  // A sentence opening on a label ("Docker: install …", "Typical Impact: …") keeps its capital after the dash.
  const opensOnLabel = lead[0]?.heading || /^[^:.!?]{1,40}:\s/u.test(quotedLead);
  const answered = verdict ? `${say.verdict[verdict]} — ${opensOnLabel ? quotedLead : lowerFirst(quotedLead)}` : quotedLead;
  const leadText = `${commandFirst}${withCommandsAsCode(answered, chosen.commands)}`;
  const under = top.slideTitle ? ` ${say.saysSoUnder(top.slideTitle)}${where(top)} [Slide ${top.slide}].` : ` [Slide ${top.slide}]`;
  const parts = [shownOnly ? `${commandFirst}${say.showsOn(top.slideTitle || `Slide ${top.slide}`)}${where(top)} [Slide ${top.slide}].` : `${leadText}${under}`];
  const quoted = new Map<SlideHit, string>([[top, lead[0]?.text ?? (top.best.text || top.slideTitle)]]);
  const more = others
    .map((hit) => ({ hit, best: rankSentences(index, hit, query, question)[0] }))
    .filter((o) => o.best && !lead.some((c) => c.text === o.best!.text));
  if (more.length > 0) {
    for (const o of more) quoted.set(o.hit, o.best!.text);
    const titled = (hit: SlideHit) => (hit.slideTitle ? `**${hit.slideTitle}**${where(hit)}: ` : '');
    parts.push(`${say.moreOnThis}\n${more.map((o) => `• ${titled(o.hit)}${asSentence(o.best!.text)} [Slide ${o.hit.slide}]`).join('\n')}`);
  }
  if (wantsContact) parts.push(say.reportContact(contactsLine(facts, say)));
  const cited = [top, ...more.map((o) => o.hit)];
  return { response: parts.join('\n\n'), sources: cited.map((hit) => toSource(hit, quoted.get(hit))) };
}
