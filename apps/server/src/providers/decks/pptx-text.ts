import path from 'node:path/posix';
import { XMLParser } from 'fast-xml-parser';
import type { DeckLine, DeckSlideText } from '../../ports/deck-reader.ts';
import { cleanLine, joinBrokenLines, linesToText, maxTitleLength } from './deck-lines.ts';
import { DeckError } from './deck-error.ts';
import type { PptxArchive } from './pptx-archive.ts';

// Document order matters (title before body, rows in order), so the parser keeps it: every node is
// { tagName: children[], ':@': attributes }.
type Node = Record<string, unknown>;
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
});

const tagOf = (node: Node) => Object.keys(node).find((k) => k !== ':@') ?? '';
const childrenOf = (node: Node): Node[] => {
  const children = node[tagOf(node)];
  return Array.isArray(children) ? (children as Node[]) : [];
};
const attrsOf = (node: Node) => (node[':@'] as Record<string, string> | undefined) ?? {};

function* descendants(nodes: Node[], tag: string): Generator<Node> {
  for (const node of nodes) {
    if (tagOf(node) === tag) yield node;
    else yield* descendants(childrenOf(node), tag);
  }
}

function textOf(nodes: Node[]): string {
  let out = '';
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text') out += String(node['#text'] ?? '');
    else if (tag === 'br') out += ' ';
    else out += textOf(childrenOf(node));
  }
  return out;
}

/** Paragraphs (a:p) inside a text body with their bullet levels (a:pPr lvl), blank ones dropped. */
function paragraphs(nodes: Node[]): DeckLine[] {
  return [...descendants(nodes, 'p')]
    .map((p) => {
      const props = childrenOf(p).find((child) => tagOf(child) === 'pPr');
      const level = Math.min(8, Number(props ? attrsOf(props).lvl ?? 0 : 0) || 0);
      return { text: cleanLine(textOf(childrenOf(p))), level };
    })
    .filter((line) => line.text);
}

interface ShapeText {
  placeholder: string | null;
  lines: DeckLine[];
}

/**
 * Shapes, tables (a row of cells per line), grouped shapes and SmartArt (through `diagram`, which reads
 * a diagram's data part by its relationship id) of a slide's tree, in document order.
 */
function collectShapes(nodes: Node[], out: ShapeText[], diagram: (relId: string) => DeckLine[] = () => []) {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'sp') {
      const ph = [...descendants(childrenOf(node), 'ph')][0];
      const body = [...descendants(childrenOf(node), 'txBody')][0];
      const lines = body ? paragraphs(childrenOf(body)) : [];
      // A shape that is no placeholder is a box drawn on the slide: its words label a diagram.
      if (lines.length) out.push({ placeholder: ph ? (attrsOf(ph).type ?? 'body') : null, lines: ph ? lines : lines.map((l) => ({ ...l, label: true })) });
    } else if (tag === 'grpSp') {
      collectShapes(childrenOf(node), out, diagram);
    } else if (tag === 'graphicFrame') {
      for (const table of descendants(childrenOf(node), 'tbl')) {
        const rows: DeckLine[] = [...descendants(childrenOf(table), 'tr')]
          .map((row) => [...descendants(childrenOf(row), 'tc')].map((cell) => paragraphs(childrenOf(cell)).map((l) => l.text).join(' ')))
          .filter((cells) => cells.some(Boolean))
          .map((cells) => ({ text: cells.filter(Boolean).join(', '), level: 0, cells }));
        if (rows.length) out.push({ placeholder: 'table', lines: rows });
      }
      for (const relIds of descendants(childrenOf(node), 'relIds')) {
        const lines = diagram(attrsOf(relIds).dm ?? '').map((l) => ({ ...l, label: true }));
        if (lines.length) out.push({ placeholder: 'diagram', lines });
      }
    } else if (tag !== '#text') {
      collectShapes(childrenOf(node), out, diagram);
    }
  }
}

/**
 * SmartArt keeps its words in the diagram's data part, not the slide: points (dgm:pt) joined by
 * parent-of connections (dgm:cxn, ordered by srcOrd). Walking that tree from the document node gives the
 * text in the order and at the depth the diagram shows it.
 */
function diagramLines(data: Node[]): DeckLine[] {
  const texts = new Map<string, string>();
  const order: string[] = [];
  let root = '';
  for (const pt of descendants(data, 'pt')) {
    const { modelId = '', type = 'node' } = attrsOf(pt);
    if (type === 'doc') root = modelId;
    if (type !== 'node' && type !== 'asst') continue;
    const t = childrenOf(pt).find((child) => tagOf(child) === 't');
    const text = t ? paragraphs(childrenOf(t)).map((l) => l.text).join(' ') : '';
    order.push(modelId);
    texts.set(modelId, text);
  }
  const children = new Map<string, { id: string; ord: number }[]>();
  for (const cxn of descendants(data, 'cxn')) {
    const { srcId = '', destId = '', srcOrd = '0', type = 'parOf' } = attrsOf(cxn);
    if (type !== 'parOf') continue;
    children.set(srcId, [...(children.get(srcId) ?? []), { id: destId, ord: Number(srcOrd) }]);
  }
  const lines: DeckLine[] = [];
  const seen = new Set<string>();
  const walk = (id: string, depth: number) => {
    for (const child of (children.get(id) ?? []).sort((a, b) => a.ord - b.ord)) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      const text = texts.get(child.id);
      if (text) lines.push({ text, level: Math.min(8, depth) });
      walk(child.id, text ? depth + 1 : depth);
    }
  };
  walk(root, 0);
  for (const id of order) if (!seen.has(id) && texts.get(id)) lines.push({ text: texts.get(id)!, level: 0 });
  return lines;
}

const footerPlaceholders = new Set(['sldNum', 'dt', 'ftr']);

function parse(xmlText: string, part: string): Node[] {
  try {
    return parser.parse(xmlText) as Node[];
  } catch (error) {
    throw new DeckError(`The PPTX file is damaged: ${part} is not valid XML (${(error as Error).message}).`);
  }
}

/** Relationship id -> target part path, resolved against the part's folder. */
async function readRelationships(archive: PptxArchive, part: string): Promise<Map<string, { target: string; type: string }>> {
  const relsPart = path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`);
  const text = await archive.readText(relsPart);
  const map = new Map<string, { target: string; type: string }>();
  if (!text) return map;
  for (const rel of descendants(parse(text, relsPart), 'Relationship')) {
    const { Id, Target, Type } = attrsOf(rel);
    if (Id && Target) map.set(Id, { target: path.normalize(path.join(path.dirname(part), Target)).replace(/^\//, ''), type: Type ?? '' });
  }
  return map;
}

/**
 * Each slide's title, body text (including tables and grouped shapes) and speaker notes, in the order
 * of presentation.xml's slide list (not the order of the slide file names).
 */
export async function readPptxSlides(archive: PptxArchive): Promise<DeckSlideText[]> {
  const presentation = parse((await archive.readText('ppt/presentation.xml')) ?? '', 'ppt/presentation.xml');
  const rels = await readRelationships(archive, 'ppt/presentation.xml');
  const slideParts = [...descendants(presentation, 'sldId')]
    .map((id) => rels.get(attrsOf(id).id ?? '')?.target)
    .filter((target): target is string => Boolean(target && archive.has(target)));

  const slides: DeckSlideText[] = [];
  for (const [index, part] of slideParts.entries()) {
    const rels = await readRelationships(archive, part);
    const diagrams = new Map<string, DeckLine[]>();
    for (const [id, rel] of rels) {
      if (rel.type.endsWith('/diagramData') && archive.has(rel.target)) diagrams.set(id, diagramLines(parse((await archive.readText(rel.target)) ?? '', rel.target)));
    }
    const shapes: ShapeText[] = [];
    collectShapes(parse((await archive.readText(part)) ?? '', part), shapes, (id) => diagrams.get(id) ?? []);
    // Only a title placeholder is a title: an untitled slide stays untitled rather than promoting a line.
    const titlePlaceholder = shapes.find((s) => s.placeholder === 'title' || s.placeholder === 'ctrTitle');
    const titleText = cleanLine(titlePlaceholder?.lines.map((l) => l.text).join(' ') ?? '');
    // A paragraph typed into the title box is body text, whole: a title is never cut.
    const titleShape = titleText.length <= maxTitleLength ? titlePlaceholder : undefined;
    const others = shapes.filter((s) => s !== titleShape && !footerPlaceholders.has(s.placeholder ?? ''));
    const title = titleShape ? titleText : '';

    let notes = '';
    const notesPart = [...rels.values()].find((r) => r.type.endsWith('/notesSlide'))?.target;
    if (notesPart && archive.has(notesPart)) {
      const noteShapes: ShapeText[] = [];
      collectShapes(parse((await archive.readText(notesPart)) ?? '', notesPart), noteShapes);
      notes = noteShapes
        .filter((s) => s.placeholder === 'body')
        .flatMap((s) => s.lines.map((l) => l.text))
        .join('\n');
    }
    const lines = others.flatMap((s) => (s.placeholder === 'table' || s.placeholder === 'diagram' ? s.lines : joinBrokenLines(s.lines, { wrapped: false })));
    slides.push({ number: index + 1, title, text: linesToText(lines), notes, lines, source: 'text' });
  }
  return slides;
}
