import { wrongChoicesShown } from '../../course-model/answer-reveals.ts';
import { type CourseModel, type CoursePoint, type GlossaryEntry, isCodeDescription } from '@complyra/core';
import MiniSearch from 'minisearch';
import { analyzerFor, fold, words } from './search-terms.ts';
import { withinEdits } from './edit-distance.ts';
import { expansionIn } from './definitions.ts';
import { frameWords, impactWordsOf, intentWords, needWordsOf, whoAsked } from './question-intent.ts';
import { lexiconWords, withPhraseWords } from './computing-lexicon.ts';
import { wordNet } from './wordnet.ts';

/**
 * One searchable piece of a course: a block of a slide (a column, a box, a table: the points read together),
 * or a sentence of its speaker notes. Its sentences are what an answer may quote; two documents' sentences are
 * never joined into one.
 */
export interface ChatDocument {
  id: string;
  courseId: string;
  courseTitle: string;
  slide: number;
  slideTitle: string;
  /** The block's points, or the one notes sentence, each as written. */
  sentences: string[];
  /** Each sentence's bullet level (0 for notes): a label heads the deeper points below it. */
  levels: number[];
  /** The sentences one per line (what a model is given, and the excerpt when nothing better was chosen). */
  text: string;
  /** kind 'term' points: the terms, boosted for "what is …" questions. */
  term: string;
  /**
   * Searched, never quoted: what the slide shows that is not its written words (the narrator's description of
   * its code). Only the slide's own document carries it; that document has no sentences.
   */
  shows: string;
  fromNotes: boolean;
  language: string;
  /**
   * Most of its points name other slides (an agenda, a list of the course's parts, a mapping of old to new):
   * its words point to where the course says it, so it weighs less than those slides.
   */
  overview?: boolean;
}

export interface IndexedCourse {
  courseId: string;
  courseTitle: string;
  /** ISO 639-1 code of the course's language: its stemmer, stop words and the words of its replies. */
  language: string;
  glossary: GlossaryEntry[];
  documents: ChatDocument[];
}

/** A slide the search found, with how much of the question it covers (0-1, rarer words weigh more). */
export interface SlideHit {
  courseId: string;
  courseTitle: string;
  slide: number;
  slideTitle: string;
  language: string;
  /** The slide's best document. */
  best: ChatDocument;
  /** The slide's documents the search found, best first (the answer picks its sentences from these). */
  documents: ChatDocument[];
  score: number;
  coverage: number;
  /** It matches a word of the question that few documents use (not only "git" in a course about git). */
  specific: boolean;
  /** How many of the question's own words it matches (itself, another form, or a related word), and misses. */
  matched: number;
  missed: number;
  /** It holds a word of the kind of answer asked for ("purpose", "benefits" for a "why" question). */
  intent: boolean;
  /** How much of each of the learner's terms it holds (1 the word itself, less a form or related word). */
  credit: Map<string, number>;
}

/** A question as weighted search terms: the learner's own words, then related words the courses use. */
export interface SearchQuery {
  /** Each term with its weight: 1 for the learner's words, less for WordNet's related words. */
  weights: Map<string, number>;
  /** For a related word, the learner's word it stands for (its coverage is credited to that word). */
  standsFor: Map<string, string>;
  /** The learner's own terms. */
  own: string[];
  /** Terms of the kind of answer asked for ("purpose" for "why do we need …"), searched but never the learner's words. */
  intent: Set<string>;
  /**
   * Longer words of the courses that are forms of a learner's word ("deliverables" for "deliver", "configs" for
   * "config"): searched in its stead, credited a little less than the word itself.
   */
  variants: Set<string>;
  /** The learner's terms that may be typos: words no English dictionary knows (or of another language). */
  maybeTypos: Set<string>;
  /** Each of the learner's terms as they wrote it, in the language it was read in (is it an everyday word?). */
  written: Map<string, { word: string; language: string }>;
}

const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 4);

/** Code a slide shows is described for narration, never quoted by the chat (a flag the course model may carry). */

const pointText = (point: CoursePoint) =>
  point.kind === 'term' && point.term && point.definition ? `${point.term}: ${point.definition}` : point.text;

/** The documents of one course model; slides that are only titles, bylines or closings are left out. */
export function courseDocuments(course: { id: string; title: string }, model: CourseModel): IndexedCourse {
  const documents = [...slideDocuments(course, model)].flat();
  return { courseId: course.id, courseTitle: course.title, language: model.language || 'en', glossary: model.glossary, documents };
}

/** The same documents, the event loop given back after each slide (a server reads courses while it answers). */
export async function courseDocumentsInSlices(course: { id: string; title: string }, model: CourseModel): Promise<IndexedCourse> {
  const documents: ChatDocument[] = [];
  for (const slide of slideDocuments(course, model)) {
    documents.push(...slide);
    await yieldToEventLoop();
  }
  return { courseId: course.id, courseTitle: course.title, language: model.language || 'en', glossary: model.glossary, documents };
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Each slide's documents in turn. */
/** The title of a slide that sums up the course ("Summary: How do you address these problems?", "Resumen"). */
const summaryTitle = /^\s*(summary|recap|in\s+summary|key\s+takeaways|resumen|zusammenfassung|r[ée]sum[ée]|synth[èe]se)\b/i;

function* slideDocuments(course: { id: string; title: string }, model: CourseModel): Generator<ChatDocument[]> {
  const language = model.language || 'en';
  const analyzer = analyzerFor(language);
  // Each slide's title as terms: a point holding all of another slide's title (or held in it) names that slide.
  const titles = model.slides
    .filter((s) => s.role === 'content' || s.role === 'section')
    .map((s) => ({ number: s.number, terms: new Set(analyzer.terms(s.title)) }))
    .filter((t) => t.terms.size >= 2);
  /** The other slide whose title a point names, if any. */
  const otherSlideNamed = (text: string, own: number): number | undefined => {
    const terms = new Set(analyzer.terms(text));
    if (terms.size < 2) return undefined;
    const within = (a: Set<string>, b: Set<string>) => [...a].every((t) => b.has(t));
    return titles.find((t) => t.number !== own && (within(t.terms, terms) || within(terms, t.terms)))?.number;
  };
  for (const slide of model.slides) {
    if (slide.role !== 'content' && slide.role !== 'section') continue;
    const documents: ChatDocument[] = [];
    const base = { courseId: course.id, courseTitle: course.title, slide: slide.number, slideTitle: slide.title, language, shows: '' };
    const blocks = new Map<number, CoursePoint[]>();
    // What the slide shows and the narration does not say (a terminal's output) finds the slide too.
    const shown: string[] = [...(slide.shown ?? [])];
    const wrongChoices = wrongChoicesShown(model.slides, slide);
    for (const point of slide.points) {
      if (!point.text.trim() || wrongChoices.has(point)) continue;
      // The narrator's description of a code block is not the slide's words: chat never quotes it, but it says
      // what the slide is for ("sets up Git with your name"), so the slide can be found by it.
      if (isCodeDescription(point)) {
        shown.push(point.text.replace(/^the slide shows\s+/i, ''));
        continue;
      }
      const block = point.block ?? 0;
      blocks.set(block, [...(blocks.get(block) ?? []), point]);
    }
    for (const [block, points] of blocks) {
      const sentences = points.map(pointText);
      const named = sentences.map((text) => otherSlideNamed(text, slide.number)).filter((n) => n !== undefined);
      // An agenda names several slides: two points on the one slide they introduce ("OWASP Top 10 Risk Rating
      // Methodology", "Based on the OWASP Risk Rating Methodology …") are this slide's own words.
      const agenda = sentences.length >= 3 && named.length * 2 >= sentences.length && new Set(named).size >= 2;
      // A summary slide restates what the slides before it say: those say it first, and in full.
      const overview = agenda || summaryTitle.test(slide.title);
      const term = points.filter((p) => p.kind === 'term' && p.term).map((p) => p.term).join(' ');
      const levels = points.map((p) => p.level);
      documents.push({
        ...base, id: `${course.id}:${slide.number}:b${block}`, sentences, levels, text: sentences.join('\n'), term, fromNotes: false, overview,
      });
    }
    splitSentences(slide.notes).forEach((text, i) =>
      documents.push({ ...base, id: `${course.id}:${slide.number}:n${i}`, sentences: [text], levels: [0], text, term: '', fromNotes: true }),
    );
    // A slide that only shows code (a command and its comments) is still found by its title and what it shows;
    // its answer names the slide rather than quoting the narrator.
    if (shown.length > 0 || (slide.title && blocks.size === 0 && !slide.notes.trim())) {
      documents.push({ ...base, id: `${course.id}:${slide.number}:s`, sentences: [], levels: [], text: '', term: '', shows: shown.join('\n'), fromNotes: false });
    }
    yield documents;
  }
}

/** The fewest letters of two words joined that may name a course's identifier ("sessionid"; not "ina", "isa"). */
const identifierLength = 6;
/** Weights of WordNet's words against the learner's own (1). */
const synonymWeight = 0.6;
const relatedWeight = 0.35;
/** An overview's block (an agenda, a list of the course's parts) against the slides it names. */
const overviewWeight = 0.4;
/** A longer form of the learner's word, searched in its stead ("deliverables" for "deliver"). */
const variantWeight = 0.5;
/** Words of the courses remembered per term (to tell a longer form of a word from another word). */
const surfacesPerTerm = 4;
/** Endings that make another form of the same word (never "ies": "directories" is not a form of "director"). */
const derivedEnding = new RegExp(
  '^(s|es|ed|d|ing|ings|er|ers|or|ors|able|ables|ible|ment|ments|ion|ions|ation|ations|' +
    'ance|ence|ive|ly|ness|ity|al|ize|ized|izes|ise|ised)$',
);
/** The least credit that finds a learner's word no course uses: a synonym's (0.7 × 0.6), not a related word's. */
export const foundShare = 0.4;
/** Weight of the words of the kind of answer asked for ("purpose" for a "why" question). */
const intentWeight = 0.5;
/** Related words looked up per question word at most (the first ones are the most common senses'). */
const relatedPerWord = 12;
/** Characters indexed between two returns to the event loop (a few milliseconds of work). */
const buildSlice = 2000;

/** A search over the documents of one or more courses, built once and reused for every question. */
export class ChatIndex {
  private readonly search: MiniSearch<ChatDocument>;
  readonly glossary: (GlossaryEntry & { courseId: string; courseTitle: string })[];
  readonly languages: string[];
  private readonly documentCount: number;
  private readonly documents: Map<string, ChatDocument>;
  /** The overviews' ids: the search weighs them down, a look-up per document and term it scores. */
  private readonly overviewIds: Set<string>;
  /** How many documents hold each term: the rarity of a question's words. */
  private readonly documentFrequency = new Map<string, number>();
  private readonly expansionMemo = new Map<string, [string, number][]>();
  /** The words of the courses each term stands for ("directories" for "directori"), a few per term. */
  private readonly surfaces = new Map<string, Set<string>>();
  private readonly variantMemo = new Map<string, string[]>();
  private readonly expansionsSeen = new Map<string, { courseId: string; slide: number; expansion: string } | null>();

  /**
   * An index of the courses, filled at once. A server builds with ChatIndex.build instead, which gives the
   * event loop back between slices of the work.
   */
  constructor(readonly courses: IndexedCourse[], fill = true) {
    // Each document is analyzed in its own course's language; the index then only splits on spaces.
    const analyzed = (doc: ChatDocument, field: string) => {
      const text = field === 'text' ? doc.text : field === 'slideTitle' ? doc.slideTitle : field === 'shows' ? doc.shows : doc.term;
      return analyzerFor(doc.language).terms(text).join(' ');
    };
    this.search = new MiniSearch<ChatDocument>({
      fields: ['text', 'slideTitle', 'term', 'shows'],
      storeFields: [],
      extractField: (doc, field) => (field === 'id' ? doc.id : analyzed(doc, field)),
      tokenize: (text) => text.split(' ').filter(Boolean),
      processTerm: (term) => term,
    });
    const documents = courses.flatMap((c) => c.documents);
    this.documents = new Map(documents.map((d) => [d.id, d]));
    this.overviewIds = new Set(documents.filter((d) => d.overview).map((d) => d.id));
    this.documentCount = Math.max(1, documents.length);
    if (fill) this.addDocuments(documents);
    this.languages = [...new Set(courses.map((c) => c.language))];
    this.glossary = courses.flatMap((c) => c.glossary.map((g) => ({ ...g, courseId: c.courseId, courseTitle: c.courseTitle })));
  }

  /**
   * An index built a slice of documents at a time, the event loop given back between slices: the first
   * question on twenty courses must not hold up every other request for the seconds their indexing takes.
   */
  static async build(courses: IndexedCourse[]): Promise<ChatIndex> {
    const index = new ChatIndex(courses, false);
    let slice: ChatDocument[] = [];
    let size = 0;
    for (const doc of courses.flatMap((c) => c.documents)) {
      slice.push(doc);
      size += doc.text.length + doc.shows.length + doc.slideTitle.length;
      if (size < buildSlice) continue;
      await yieldToEventLoop();
      index.addDocuments(slice);
      slice = [];
      size = 0;
    }
    await yieldToEventLoop();
    index.addDocuments(slice);
    return index;
  }

  /** Adds documents to the search and counts the documents that hold each term. */
  private addDocuments(documents: ChatDocument[]) {
    this.search.addAll(documents);
    for (const doc of documents) {
      const analyzer = analyzerFor(doc.language);
      const terms = new Set<string>();
      for (const word of words(`${doc.text} ${doc.slideTitle} ${doc.shows}`)) {
        const term = analyzer.term(word);
        if (term === null) continue;
        terms.add(term);
        const known = this.surfaces.get(term) ?? new Set<string>();
        if (known.size < surfacesPerTerm) this.surfaces.set(term, known.add(word));
      }
      for (const term of terms) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
  }

  /** The language replies are given in: the course's, or English when courses of several languages are searched. */
  get language(): string {
    return this.languages.length === 1 ? this.languages[0]! : 'en';
  }

  /** What a slide shows that is not its written words (the reader's description of its code), or ''. */
  shownOn(courseId: string, slide: number): string {
    return this.documents.get(`${courseId}:${slide}:s`)?.shows ?? '';
  }

  has(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  /**
   * The language of the index a question is asked in, when the index has several: the one whose common words it
   * holds most of; null for an index of one language, or when no language's common words lead.
   */
  private questionLanguage(question: string): string | null {
    if (this.languages.length < 2) return null;
    const asked = words(question);
    const counts = this.languages
      .map((language) => ({ language, common: asked.filter((w) => analyzerFor(language).term(w) === null).length }))
      .sort((a, b) => b.common - a.common);
    return counts[0]!.common > counts[1]!.common ? counts[0]!.language : null;
  }

  /** A question's terms in every language of the index, and for English the related words the courses use. */
  query(question: string, extra: { text: string; weight: number }[] = []): SearchQuery {
    const weights = new Map<string, number>();
    const standsFor = new Map<string, string>();
    const own: string[] = [];
    const variants = new Set<string>();
    const maybeTypos = new Set<string>();
    const written = new Map<string, { word: string; language: string }>();
    const frame = frameWords(question);
    // Over courses of several languages, a question is read in the language it is asked in when its common words
    // tell: read as Spanish too, an English question's "how" and "should" were terms no slide holds.
    const askedIn = this.questionLanguage(question);
    const languages = askedIn ? [askedIn] : this.languages;
    const add = (text: string, weight: number, owned: boolean) => {
      for (const language of languages) {
        const analyzer = analyzerFor(language);
        // "by hand" is read as "manually": the course's word for what the learner's phrase means.
        for (const word of words(withPhraseWords(text, language))) {
          const term = owned && frame.has(word) ? null : analyzer.term(word);
          if (term === null) continue;
          if (owned && !written.has(term)) written.set(term, { word, language });
          if ((weights.get(term) ?? 0) < weight) weights.set(term, weight);
          // The learner's own word is itself, even when an earlier word's related words brought it in.
          if (owned) standsFor.delete(term);
          if (owned && !own.includes(term)) own.push(term);
          // A word English's dictionary knows is no typo, whatever the course's language: "Excel" in a Spanish
          // question is the program, not a misspelt word of the course.
          if (owned && !wordNet.isWord(word.toLowerCase())) maybeTypos.add(term);
          for (const variant of owned ? this.variants(word, term, language) : []) {
            if (weights.has(variant)) continue;
            weights.set(variant, weight * variantWeight);
            standsFor.set(variant, term);
            variants.add(variant);
          }
          if (!owned) continue;
          if (language !== 'en') {
            // Another language: the lexicon's words are its only synonyms (WordNet is English).
            for (const other of lexiconWords(term, language)) {
              const otherTerm = analyzer.term(other);
              if (otherTerm === null || otherTerm === term || weights.has(otherTerm) || !this.has(otherTerm)) continue;
              weights.set(otherTerm, weight * synonymWeight);
              standsFor.set(otherTerm, term);
            }
            continue;
          }
          // English: the related words the courses use stand for a learner's word they do not (or do) use.
          for (const [otherTerm, factor] of this.expansions(word, term)) {
            if (weights.has(otherTerm)) continue;
            weights.set(otherTerm, weight * factor);
            standsFor.set(otherTerm, term);
          }
        }
      }
    };
    add(question, 1, true);
    this.addIdentifiers(question, languages, { weights, standsFor, variants });
    for (const turn of extra) add(turn.text, turn.weight, false);
    const intent = new Set<string>();
    // Only a question that names nothing but the course's subject needs them: any rarer word says more. A
    // "who" question always does: the people are named by their role ("maintainers"), rarely by its verb.
    const namesOnlySubject = own.every((term) => this.has(term) && !this.isSpecific(term));
    for (const language of languages) {
      const asked = namesOnlySubject || whoAsked(question) ? intentWords(question, language) : [];
      const analyzer = analyzerFor(language);
      // "Does Git need GitHub?": the slide saying "Git … doesn't require GitHub" answers; "need" itself frames many questions.
      for (const word of [...asked, ...needWordsOf(question, language), ...impactWordsOf(question, language)]) {
        const term = analyzer.term(word);
        if (term === null || weights.has(term) || !this.has(term)) continue;
        weights.set(term, intentWeight);
        intent.add(term);
      }
    }
    return { weights, standsFor, own, intent, variants, maybeTypos, written };
  }

  /**
   * Two words of the question side by side that a course writes as one identifier ("session ID" in "JSESSIONID",
   * "sessionid"): the identifier is searched as a longer form of the second word (of the first when the second is
   * a common word), as "deliverables" is of "deliver".
   */
  private addIdentifiers(
    question: string, languages: string[], into: Pick<SearchQuery, 'weights' | 'standsFor' | 'variants'>,
  ) {
    const said = words(question);
    for (let at = 1; at < said.length; at++) {
      const joined = fold(said[at - 1]! + said[at]!);
      if (joined.length < identifierLength) continue;
      for (const language of languages) {
        const analyzer = analyzerFor(language);
        const owner = analyzer.term(said[at]!) ?? analyzer.term(said[at - 1]!);
        if (owner === null) continue;
        for (const identifier of this.identifiersHolding(joined, language)) {
          if (into.weights.has(identifier)) continue;
          into.weights.set(identifier, variantWeight);
          into.standsFor.set(identifier, owner);
          into.variants.add(identifier);
        }
      }
    }
  }

  /** The courses' terms whose words as written hold a joined pair of words inside a longer identifier. */
  private identifiersHolding(joined: string, language: string): string[] {
    const key = `${language}:+${joined}`;
    let known = this.variantMemo.get(key);
    if (known) return known;
    known = [];
    for (const [term, forms] of this.surfaces) {
      if ([...forms].some((form) => form.length > joined.length && fold(form).includes(joined))) known.push(term);
    }
    if (this.variantMemo.size < 20_000) this.variantMemo.set(key, known);
    return known;
  }

  /**
   * The lexicon's and WordNet's words for an English word that these courses use, as terms with their weight factor, synonyms
   * first. Worked out once per word and index: a question then costs no WordNet look-up for a word seen before.
   */
  private expansions(word: string, term: string): [string, number][] {
    let known = this.expansionMemo.get(word);
    if (known) return known;
    const analyzer = analyzerFor('en');
    const related = wordNet.related(word);
    known = [];
    const lists: [string[], number][] = [
      // The shipped lexicon's computing senses first: WordNet knows "folder" only as a booklet.
      [lexiconWords(term), synonymWeight],
      [related.synonyms, synonymWeight],
      [related.related.slice(0, relatedPerWord), relatedWeight],
    ];
    for (const [list, factor] of lists) {
      for (const other of list) {
        // A synonym of several words ("out-of-date" for "outdated") is searched by its rarest word, when the
        // courses use all of its words ("e-mail" is not "e").
        const parts = words(other);
        const phrase = analyzer.terms(other);
        const otherTerm =
          parts.length > 1
            ? phrase.every((t) => t.length >= 3 && this.has(t))
              ? ([...phrase].sort((a, b) => this.rarity(b) - this.rarity(a))[0] ?? null)
              : null
            : analyzer.term(other);
        if (otherTerm === null || otherTerm === term || !this.has(otherTerm) || known.some(([t]) => t === otherTerm)) continue;
        known.push([otherTerm, factor]);
      }
    }
    // Bounded: the words learners use are few; a flood of made-up words must not grow it without end.
    if (this.expansionMemo.size < 20_000) this.expansionMemo.set(word, known);
    return known;
  }

  /**
   * The courses' terms that are longer forms of a learner's word. A word no English dictionary knows ("config",
   * "repo", a word of another language) may stand for any term it begins; a dictionary word only for the courses'
   * words it begins with an ending added ("deliver" → "deliverables"): "director" is not "directories", nor
   * "stand" "standard". So too in a course of another language: "Excel" asked of a Spanish course is not
   * "excelente", a neighbour in another language; that language's own forms are its stemmer's.
   */
  private variants(word: string, term: string, language: string): string[] {
    if (term.length < 3) return [];
    const key = `${language}:${word}`;
    let known = this.variantMemo.get(key);
    if (known) return known;
    const lower = word.toLowerCase();
    const dictionary = wordNet.isWord(lower);
    // A short word only by its plural: "PDF" finds "PDFs" (which the stemmer leaves as it is), not "pdfmark".
    const short = term.length < 5;
    const formOf = (other: string) =>
      other.startsWith(lower) && (short ? /^e?s$/ : derivedEnding).test(other.slice(lower.length));
    known = [];
    for (const [other, forms] of this.surfaces) {
      if (other === term || !other.startsWith(term)) continue;
      if ((!dictionary && !short) || [...forms].some(formOf)) known.push(other);
    }
    if (this.variantMemo.size < 20_000) this.variantMemo.set(key, known);
    return known;
  }

  /**
   * The terms of a "what is …" question's subject that say what it is about: "catalog in OSCAL" → "catalog" in a
   * course on OSCAL (a word most slides use says nothing about which line defines it).
   */
  keyTerms(subject: string, language: string): string[] {
    const terms = [...new Set(analyzerFor(language).terms(subject))];
    const specific = terms.filter((t) => this.isSpecific(t));
    return specific.length > 0 ? specific : terms;
  }

  /** Where the courses spell an acronym out ("Open Security Controls Assessment Language (OSCAL)"), slide titles first. */
  expansion(acronym: string): { courseId: string; slide: number; expansion: string } | null {
    const known = this.expansionsSeen.get(acronym);
    if (known !== undefined) return known;
    const documents = [...this.documents.values()];
    const found =
      (['slideTitle', 'text'] as const)
        .flatMap((field) => documents.map((doc) => ({ doc, field })))
        .map(({ doc, field }) => ({ courseId: doc.courseId, slide: doc.slide, expansion: expansionIn(doc[field], acronym) }))
        .find((f): f is { courseId: string; slide: number; expansion: string } => f.expansion !== null) ?? null;
    // Bounded: acronyms asked are few, but a flood of made-up ones must not grow it without end.
    if (this.expansionsSeen.size < 2000) this.expansionsSeen.set(acronym, found);
    return found;
  }

  /** A slide as a hit of its own (a slide found by what it defines rather than by the search's ranking). */
  slideHit(courseId: string, slide: number): SlideHit | null {
    const documents = [...this.documents.values()].filter((d) => d.courseId === courseId && d.slide === slide);
    const best = documents.find((d) => d.sentences.length > 0) ?? documents[0];
    if (!best) return null;
    return {
      courseId, courseTitle: best.courseTitle, slide, slideTitle: best.slideTitle, language: best.language, best, documents,
      score: 0, coverage: 1, specific: true, matched: 0, missed: 0, intent: false, credit: new Map(),
    };
  }

  /** How much a term says about which slide is meant: rarer terms more; a term no course uses the most. */
  rarity(term: string): number {
    return Math.log(1 + this.documentCount / (1 + (this.documentFrequency.get(term) ?? 0)));
  }

  /**
   * Whether a word no course uses is one edit from a word of the courses as written ("Gihtub" for "GitHub"): a
   * misspelling, not a name of its own ("Pearson" is one edit from no word of a course on regression).
   */
  spellsLikeCourseWord(word: string): boolean {
    const lower = fold(word);
    for (const forms of this.surfaces.values()) {
      for (const form of forms) if (withinEdits(lower, fold(form), 1)) return true;
    }
    return false;
  }

  /** A term at most one document in three holds: it can tell one part of a course from another. */
  isSpecific(term: string): boolean {
    return (this.documentFrequency.get(term) ?? 0) <= Math.max(2, this.documentCount / 3);
  }

  /** The best slides for a question, best first. */
  slides(query: SearchQuery, options: { boostTerm?: boolean } = {}): SlideHit[] {
    const terms = [...query.weights.keys()];
    if (terms.length === 0) return [];
    const results = this.search.search(terms.join(' '), {
      // A typo of the learner's word; never of a related word (that would drift twice). Longer forms of the
      // learner's words are searched as their variants.
      // A dictionary word is no typo: "director" is not a misspelt "directories".
      fuzzy: (term) => (query.maybeTypos.has(term) && term.length >= 6 && !this.has(term) ? 0.2 : false),
      boost: { text: 1, slideTitle: 1.5, term: options.boostTerm ? 4 : 2, shows: 0.8 },
      boostTerm: (term) => query.weights.get(term) ?? 1,
      // Without overviews every document's boost is 1: the search then multiplies by 1 itself.
      boostDocument: this.overviewIds.size > 0 ? (id) => (this.overviewIds.has(String(id)) ? overviewWeight : 1) : undefined,
      combineWith: 'OR',
    });
    // The coverage of a slide: the share of the question's own words (rarer ones weigh more) it answers,
    // a word met through a related word counting for that word's weight.
    const rarity = new Map(query.own.map((term) => [term, this.rarity(term) * (query.weights.get(term) ?? 1)]));
    const total = [...rarity.values()].reduce((a, b) => a + b, 0);
    const bySlide = new Map<string, { hit: SlideHit; credit: Map<string, number>; scores: number[] }>();
    for (const result of results) {
      const doc = this.documents.get(String(result.id))!;
      const key = `${doc.courseId}:${doc.slide}`;
      let entry = bySlide.get(key);
      if (!entry) {
        const hit: SlideHit = {
          courseId: doc.courseId,
          courseTitle: doc.courseTitle,
          slide: doc.slide,
          slideTitle: doc.slideTitle,
          language: doc.language,
          best: doc,
          documents: [],
          score: 0,
          coverage: 0,
          specific: false,
          matched: 0,
          missed: 0,
          intent: false,
          credit: new Map(),
        };
        entry = { hit, credit: new Map(), scores: [] };
        bySlide.set(key, entry);
      }
      // Results come best first: the first document of a slide is its best; a written point beats a note.
      // A slide's shown-only document has nothing to quote: any found sentence of the slide is its best.
      const quotable = doc.sentences.length > 0;
      if (entry.hit.best.sentences.length === 0 && quotable) entry.hit.best = doc;
      else if (entry.hit.best.fromNotes && !doc.fromNotes && quotable && result.score >= (entry.scores[0] ?? 0) * 0.6) {
        entry.hit.best = doc;
      }
      entry.hit.documents.push(doc);
      entry.scores.push(result.score);
      for (const term of result.queryTerms) {
        if (query.intent.has(term)) {
          entry.hit.intent = true;
          continue;
        }
        const owner = query.standsFor.get(term) ?? term;
        // A related word is weaker evidence than the word itself: it shares a sense, not always the one meant.
        const related = (0.7 * (query.weights.get(term) ?? 0)) / (query.weights.get(owner) ?? 1);
        const share = owner === term ? 1 : query.variants.has(term) ? 0.8 : related;
        // A typo match of the learner's word counts a little less than the word itself.
        const exact = Object.hasOwn(result.match, term) ? 1 : 0.8;
        entry.credit.set(owner, Math.max(entry.credit.get(owner) ?? 0, share * exact));
      }
    }
    const hits = [...bySlide.values()].map(({ hit, credit, scores }) => {
      const covered = [...credit].reduce((sum, [term, share]) => sum + (rarity.get(term) ?? 0) * share, 0);
      const coverage = total > 0 ? Math.min(1, covered / total) : 0;
      // A synonym finds a specific word as the word itself does ("Ubuntu" on the slide installing Git on Linux).
      const specific = [...credit].some(([term, share]) => share >= foundShare && this.isSpecific(term));
      const [first = 0, second = 0] = scores;
      // Coverage weighs more than the search score: a long block that repeats one word of the question
      // must not beat a slide that answers all of it.
      // A word no course uses counts as found only by a form of it or a synonym: a loosely related word
      // ("control" for "authorization", "directly" for "director") adds to the coverage but does not find it.
      const least = (term: string) => (this.has(term) ? Number.MIN_VALUE : foundShare);
      const matched = query.own.filter((term) => (credit.get(term) ?? 0) >= least(term)).length;
      const score = (first + 0.5 * second) * (0.05 + coverage * coverage);
      return { ...hit, coverage, specific, matched, missed: query.own.length - matched, score, credit };
    });
    return hits.sort((a, b) => b.score - a.score);
  }
}

/** Indexes kept per course version: built on first use, never per question. */
export class ChatIndexCache {
  /** The index, or its build under way: questions arriving together wait for one build, not one each. */
  private readonly entries = new Map<string, Promise<ChatIndex>>();
  constructor(private readonly limit = 200) {}

  get(key: string, build: () => Promise<ChatIndex>): Promise<ChatIndex> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const building = build();
    this.entries.set(key, building);
    // A failed build (the database away) is not kept: the next question tries again.
    building.catch(() => {
      if (this.entries.get(key) === building) this.entries.delete(key);
    });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return building;
  }
}
