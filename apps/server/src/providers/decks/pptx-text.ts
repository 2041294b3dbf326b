import path from 'node:path/posix';
import { XMLParser } from 'fast-xml-parser';
import type { DeckSlideText } from '../../modules/ingest/ingest-engines.ts';
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

/** Paragraph texts (a:p) inside a shape's text body, blank ones dropped. */
const paragraphs = (nodes: Node[]) =>
  [...descendants(nodes, 'p')].map((p) => textOf(childrenOf(p)).replace(/\s+/g, ' ').trim()).filter(Boolean);

interface ShapeText {
  placeholder: string | null;
  lines: string[];
}

/** Shapes, tables and grouped shapes of a slide's tree, in document order. */
function collectShapes(nodes: Node[], out: ShapeText[]) {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'sp') {
      const ph = [...descendants(childrenOf(node), 'ph')][0];
      const body = [...descendants(childrenOf(node), 'txBody')][0];
      const lines = body ? paragraphs(childrenOf(body)) : [];
      if (lines.length) out.push({ placeholder: ph ? (attrsOf(ph).type ?? 'body') : null, lines });
    } else if (tag === 'grpSp') {
      collectShapes(childrenOf(node), out);
    } else if (tag === 'graphicFrame') {
      for (const table of descendants(childrenOf(node), 'tbl')) {
        const rows = [...descendants(childrenOf(table), 'tr')].map((row) =>
          [...descendants(childrenOf(row), 'tc')].map((cell) => paragraphs(childrenOf(cell)).join(' ')).join(' | '),
        );
        if (rows.length) out.push({ placeholder: 'table', lines: rows.filter((r) => r.replace(/[|\s]/g, '')) });
      }
    } else if (tag !== '#text') {
      collectShapes(childrenOf(node), out);
    }
  }
}

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
    const shapes: ShapeText[] = [];
    collectShapes(parse((await archive.readText(part)) ?? '', part), shapes);
    const titleShape = shapes.find((s) => s.placeholder === 'title' || s.placeholder === 'ctrTitle');
    const others = shapes.filter((s) => s !== titleShape && s.placeholder !== 'sldNum' && s.placeholder !== 'dt' && s.placeholder !== 'ftr');
    const title = titleShape?.lines.join(' ') ?? others.shift()?.lines[0] ?? '';

    let notes = '';
    const notesPart = [...(await readRelationships(archive, part)).values()].find((r) => r.type.endsWith('/notesSlide'))?.target;
    if (notesPart && archive.has(notesPart)) {
      const noteShapes: ShapeText[] = [];
      collectShapes(parse((await archive.readText(notesPart)) ?? '', notesPart), noteShapes);
      notes = noteShapes
        .filter((s) => s.placeholder === 'body')
        .flatMap((s) => s.lines)
        .join('\n');
    }
    slides.push({ number: index + 1, title: title.slice(0, 200), text: others.flatMap((s) => s.lines).join('\n'), notes });
  }
  return slides;
}
