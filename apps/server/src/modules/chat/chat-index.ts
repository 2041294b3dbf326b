import { type CourseModel, type GlossaryEntry, isCodeDescription } from '@complyra/core';
import MiniSearch from 'minisearch';
import { questionTerms, toTerm } from './search-terms.ts';

/** One searchable piece of a course: a point of a slide, or a sentence of its speaker notes. */
export interface ChatDocument {
  id: string;
  courseId: string;
  courseTitle: string;
  slide: number;
  slideTitle: string;
  text: string;
  /** kind 'term' points: the term, boosted for "what is …" questions. */
  term: string;
  fromNotes: boolean;
}

export interface IndexedCourse {
  courseId: string;
  courseTitle: string;
  glossary: GlossaryEntry[];
  documents: ChatDocument[];
}

/** A slide the search found, with how much of the question it covers (0-1, rarer words weigh more). */
export interface SlideHit {
  courseId: string;
  courseTitle: string;
  slide: number;
  slideTitle: string;
  best: ChatDocument;
  score: number;
  coverage: number;
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 4);

/** The documents of one course model; slides that are only titles, bylines or closings are left out. */
export function courseDocuments(course: { id: string; title: string }, model: CourseModel): IndexedCourse {
  const documents: ChatDocument[] = [];
  for (const slide of model.slides) {
    if (slide.role !== 'content' && slide.role !== 'section') continue;
    const base = { courseId: course.id, courseTitle: course.title, slide: slide.number, slideTitle: slide.title };
    slide.points.forEach((point, i) => {
      // The narrator's description of a code block is not the slide's words: chat never quotes it.
      if (isCodeDescription(point)) return;
      const text = point.kind === 'term' && point.term && point.definition ? `${point.term}: ${point.definition}` : point.text;
      if (text.trim()) documents.push({ ...base, id: `${course.id}:${slide.number}:p${i}`, text, term: point.term ?? '', fromNotes: false });
    });
    sentences(slide.notes).forEach((text, i) =>
      documents.push({ ...base, id: `${course.id}:${slide.number}:n${i}`, text, term: '', fromNotes: true }),
    );
  }
  return { courseId: course.id, courseTitle: course.title, glossary: model.glossary, documents };
}

const processTerm = (term: string) => toTerm(term);

/** A search over the documents of one or more courses, built once and reused for every question. */
export class ChatIndex {
  private readonly search: MiniSearch<ChatDocument>;
  readonly glossary: (GlossaryEntry & { courseId: string; courseTitle: string })[];
  private readonly documentCount: number;

  constructor(readonly courses: IndexedCourse[]) {
    this.search = new MiniSearch<ChatDocument>({
      fields: ['text', 'slideTitle', 'term'],
      storeFields: [],
      processTerm,
      searchOptions: { processTerm },
    });
    const documents = courses.flatMap((c) => c.documents);
    this.search.addAll(documents);
    this.documents = new Map(documents.map((d) => [d.id, d]));
    this.documentCount = Math.max(1, documents.length);
    this.glossary = courses.flatMap((c) => c.glossary.map((g) => ({ ...g, courseId: c.courseId, courseTitle: c.courseTitle })));
  }

  private readonly documents: Map<string, ChatDocument>;

  private options(boostTerm: boolean) {
    return {
      prefix: (term: string) => term.length >= 4,
      fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
      boost: { text: 1, slideTitle: 1.5, term: boostTerm ? 4 : 2 },
      combineWith: 'OR' as const,
    };
  }

  /** The best slides for a question, best first. */
  slides(question: string, options: { boostTerm?: boolean } = {}): SlideHit[] {
    const terms = questionTerms(question);
    if (terms.length === 0) return [];
    const searchOptions = this.options(options.boostTerm ?? false);
    // Rarer words weigh more, so "write me a poem" is not answered by a slide that says "write".
    const weight = new Map(
      terms.map((term) => {
        const found = this.search.search(term, searchOptions).length;
        // A word the courses never use weighs like their rarest word (not more), so one missing word
        // of two ("how long is a passphrase") does not sink a question.
        return [term, Math.log(1 + this.documentCount / (1 + Math.max(found, 1)))];
      }),
    );
    const total = [...weight.values()].reduce((a, b) => a + b, 0);
    const bySlide = new Map<string, { hit: SlideHit; matched: Set<string>; scores: number[] }>();
    for (const result of this.search.search(terms.join(' '), searchOptions)) {
      const doc = this.documents.get(String(result.id))!;
      const key = `${doc.courseId}:${doc.slide}`;
      let entry = bySlide.get(key);
      if (!entry) {
        entry = {
          hit: {
            courseId: doc.courseId,
            courseTitle: doc.courseTitle,
            slide: doc.slide,
            slideTitle: doc.slideTitle,
            best: doc,
            score: 0,
            coverage: 0,
          },
          matched: new Set(),
          scores: [],
        };
        bySlide.set(key, entry);
      }
      // Results come best first: the first document of a slide is its best point; a written point beats a note.
      if (entry.hit.best.fromNotes && !doc.fromNotes && result.score >= (entry.scores[0] ?? 0) * 0.6) entry.hit.best = doc;
      entry.scores.push(result.score);
      for (const term of result.queryTerms) entry.matched.add(term);
    }
    const hits = [...bySlide.values()].map(({ hit, matched, scores }) => {
      const covered = [...matched].reduce((sum, term) => sum + (weight.get(term) ?? 0), 0);
      const coverage = total > 0 ? covered / total : 0;
      const [first = 0, second = 0] = scores;
      return { ...hit, coverage, score: (first + 0.5 * second) * (0.25 + coverage) };
    });
    return hits.sort((a, b) => b.score - a.score);
  }
}

/** Indexes kept per course version: built on first use, never per question. */
export class ChatIndexCache {
  private readonly entries = new Map<string, ChatIndex>();
  constructor(private readonly limit = 200) {}

  async get(key: string, build: () => Promise<ChatIndex>): Promise<ChatIndex> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const index = await build();
    this.entries.set(key, index);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return index;
  }
}
