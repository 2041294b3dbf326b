import path from 'node:path/posix';
import { XMLParser } from 'fast-xml-parser';
import type { DeckLine, DeckSlideText } from '../../ports/deck-reader.ts';
import { cleanLine, joinBrokenLines, linesToText, maxTitleLength } from './deck-lines.ts';
import { DeckError } from './deck-error.ts';
import { enclosing, isRightToLeft, type LayoutBox, numberBlocks, orderBlocks } from './reading-order.ts';
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

/** Whether every run of a paragraph that has words is highlighted (a:rPr a:highlight): the author marked it. */
function isHighlighted(paragraph: Node): boolean {
  const runs = childrenOf(paragraph).filter((child) => tagOf(child) === 'r' && textOf(childrenOf(child)).trim());
  const highlighted = (run: Node) => [...descendants(childrenOf(run), 'rPr')].some((props) => [...descendants(childrenOf(props), 'highlight')].length > 0);
  return runs.length > 0 && runs.every(highlighted);
}

/** Paragraphs (a:p) inside a text body with their bullet levels (a:pPr lvl), blank ones dropped. */
function paragraphs(nodes: Node[]): DeckLine[] {
  return [...descendants(nodes, 'p')]
    .map((p) => {
      const props = childrenOf(p).find((child) => tagOf(child) === 'pPr');
      const level = Math.min(8, Number(props ? attrsOf(props).lvl ?? 0 : 0) || 0);
      return { text: cleanLine(textOf(childrenOf(p))), level, ...(isHighlighted(p) ? { marked: true } : {}) };
    })
    .filter((line) => line.text);
}

/**
 * A table cell's paragraphs as one text. In a cell of three or more, a short paragraph without a stop is a heading
 * or an item of a list ("OWASP" over bulleted "Risk Rating Methodology", "Article on Threat/Risk Modeling"): a heading
 * over bullets ends in a colon, bullets are listed with commas, and nothing runs into the next paragraph as if one
 * sentence. Two short paragraphs are one heading the author wrapped ("Threat" over "Agent"); a long paragraph is
 * prose the author broke, and goes on, as does one the next paragraph continues in lower case; a formula ("3" over
 * "= 3.0") goes on too.
 */
function cellText(cell: Node): string {
  const texts = [...descendants(childrenOf(cell), 'p')]
    .map((p) => {
      const props = childrenOf(p).find((child) => tagOf(child) === 'pPr');
      const bulleted = props !== undefined && childrenOf(props).some((child) => tagOf(child) === 'buChar' || tagOf(child) === 'buAutoNum');
      return { text: cleanLine(textOf(childrenOf(p))), bulleted };
    })
    .filter((p) => p.text);
  if (texts.length < 3) return texts.map((p) => p.text).join(' ');
  const open = (text: string) => !/[.!?:;,…]$/.test(text) && text.split(/\s+/).length <= 8;
  return texts
    .map(({ text, bulleted }, i) => {
      const next = texts[i + 1];
      // A paragraph going on in lower case continues the sentence the author broke ("Use strong" over "passwords").
      if (!next || !open(text) || /^[=*+×/<>-]/.test(next.text) || /^\p{Ll}/u.test(next.text)) return text;
      if (next.bulleted) return bulleted ? `${text},` : `${text}:`;
      return `${text}.`;
    })
    .join(' ');
}

interface ShapeText {
  placeholder: string | null;
  /** The placeholder's index, which ties it to its place on the slide layout. */
  placeholderIndex?: string;
  lines: DeckLine[];
  /** Where the shape stands on the slide (EMU); null when neither the slide nor its layout says. */
  box: LayoutBox | null;
}

/** Maps a group's child coordinates onto the slide (identity outside any group). */
type Placement = (box: LayoutBox) => LayoutBox;
const onSlide: Placement = (box) => box;

const childNamed = (node: Node, tag: string) => childrenOf(node).find((child) => tagOf(child) === tag);
const emu = (node: Node | undefined, key: string) => Number(node ? attrsOf(node)[key] ?? NaN : NaN);

/** An a:xfrm's offset and extent as a box; null when it has none. */
function boxOf(xfrm: Node | undefined): LayoutBox | null {
  if (!xfrm) return null;
  const off = childNamed(xfrm, 'off');
  const ext = childNamed(xfrm, 'ext');
  const box = { x: emu(off, 'x'), y: emu(off, 'y'), width: emu(ext, 'cx'), height: emu(ext, 'cy') };
  if (!Object.values(box).every(Number.isFinite)) return null;
  // A shape turned a quarter (a label set vertically) covers its extent turned about its centre.
  const degrees = ((Number(attrsOf(xfrm).rot ?? 0) / 60000) % 180 + 180) % 180;
  if (degrees < 45 || degrees > 135) return box;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return { x: centre.x - box.height / 2, y: centre.y - box.width / 2, width: box.height, height: box.width };
}

/** A group's transform: its children are laid out in chOff/chExt and drawn scaled into off/ext. */
function groupPlacement(group: Node, outer: Placement): Placement {
  const xfrm = childNamed(childNamed(group, 'grpSpPr') ?? {}, 'xfrm');
  const box = boxOf(xfrm);
  if (!xfrm || !box) return outer;
  const chOff = childNamed(xfrm, 'chOff');
  const chExt = childNamed(xfrm, 'chExt');
  const cx = emu(chOff, 'x');
  const cy = emu(chOff, 'y');
  const cw = emu(chExt, 'cx');
  const ch = emu(chExt, 'cy');
  if (![cx, cy, cw, ch].every(Number.isFinite) || cw <= 0 || ch <= 0) return outer;
  const sx = box.width / cw;
  const sy = box.height / ch;
  return (child) =>
    outer({ x: box.x + (child.x - cx) * sx, y: box.y + (child.y - cy) * sy, width: child.width * sx, height: child.height * sy });
}

/**
 * Shapes, tables (a row of cells per line), grouped shapes and SmartArt (through `diagram`, which reads
 * a diagram's data part by its relationship id) of a slide's tree, in document order, each with where it
 * stands on the slide.
 */
function collectShapes(
  nodes: Node[],
  out: ShapeText[],
  diagram: (relId: string) => DeckLine[] = () => [],
  place: Placement = onSlide,
) {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'sp') {
      const ph = [...descendants(childrenOf(node), 'ph')][0];
      const body = [...descendants(childrenOf(node), 'txBody')][0];
      const lines = body ? paragraphs(childrenOf(body)) : [];
      const own = boxOf(childNamed(childNamed(node, 'spPr') ?? {}, 'xfrm'));
      const box = own ? place(own) : null;
      // A shape that is no placeholder is a box drawn on the slide: its words label a diagram.
      if (lines.length) {
        out.push({
          placeholder: ph ? (attrsOf(ph).type ?? 'body') : null,
          ...(ph && attrsOf(ph).idx !== undefined ? { placeholderIndex: attrsOf(ph).idx } : {}),
          lines: ph ? lines : lines.map((l) => ({ ...l, label: true })),
          box,
        });
      }
    } else if (tag === 'grpSp') {
      const members: ShapeText[] = [];
      collectShapes(childrenOf(node), members, diagram, groupPlacement(node, place));
      out.push(...(isLabelDiagram(members) ? [mergeGroup(members)] : members));
    } else if (tag === 'graphicFrame') {
      const own = boxOf(childNamed(node, 'xfrm'));
      const box = own ? place(own) : null;
      for (const table of descendants(childrenOf(node), 'tbl')) {
        const rows: DeckLine[] = [...descendants(childrenOf(table), 'tr')]
          .map((row) => [...descendants(childrenOf(row), 'tc')].map(cellText))
          .filter((cells) => cells.some(Boolean))
          .map((cells) => ({ text: cells.filter(Boolean).join(', '), level: 0, cells }));
        if (rows.length) out.push({ placeholder: 'table', lines: rows, box });
      }
      for (const relIds of descendants(childrenOf(node), 'relIds')) {
        const lines = diagram(attrsOf(relIds).dm ?? '').map((l) => ({ ...l, label: true }));
        if (lines.length) out.push({ placeholder: 'diagram', lines, box });
      }
    } else if (tag !== '#text') {
      collectShapes(childrenOf(node), out, diagram, place);
    }
  }
}

/** A group of three or more short one-line labels is a drawn diagram (the layers of a stack, the parts of a picture). */
const isLabel = (shape: ShapeText) =>
  !shape.placeholder && shape.lines.length === 1 && shape.lines[0]!.text.split(/\s+/).length <= 4;
const isLabelDiagram = (members: ShapeText[]) => members.length >= 3 && members.every(isLabel);

/** A drawn diagram's labels as one block, in the order the author drew them, where the group stands. */
function mergeGroup(members: ShapeText[]): ShapeText {
  const boxes = members.map((m) => m.box).filter((box): box is LayoutBox => box !== null);
  return { placeholder: 'diagram', lines: members.flatMap((m) => m.lines), box: boxes.length ? enclosing(boxes) : null };
}

/** The placeholders of a slide layout or master with where they stand: type and index. */
interface PlaceholderBox {
  type: string;
  idx: string | undefined;
  box: LayoutBox;
}

function placeholderBoxes(nodes: Node[]): PlaceholderBox[] {
  const found: PlaceholderBox[] = [];
  for (const sp of descendants(nodes, 'sp')) {
    const ph = [...descendants(childrenOf(sp), 'ph')][0];
    const box = boxOf(childNamed(childNamed(sp, 'spPr') ?? {}, 'xfrm'));
    if (ph && box) found.push({ type: attrsOf(ph).type ?? 'body', idx: attrsOf(ph).idx, box });
  }
  return found;
}

/** The master's kind of a placeholder: a centred title is a title, a subtitle or content box a body. */
const masterType = (type: string) => (type === 'ctrTitle' ? 'title' : ['subTitle', 'obj', 'body'].includes(type) ? 'body' : type);

/**
 * Where a placeholder without its own position stands: the layout's placeholder of the same index (or
 * type), else the master's of the same kind.
 */
function inheritedBox(shape: ShapeText, layout: PlaceholderBox[], master: PlaceholderBox[]): LayoutBox | null {
  const type = shape.placeholder ?? 'body';
  const byIndex = shape.placeholderIndex !== undefined ? layout.find((p) => p.idx === shape.placeholderIndex) : undefined;
  const byType = layout.find((p) => p.type === type) ?? layout.find((p) => masterType(p.type) === masterType(type));
  return (byIndex ?? byType ?? master.find((p) => masterType(p.type) === masterType(type)))?.box ?? null;
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

  // Layouts and masters are shared by many slides: their placeholders are read once.
  const placeholdersOf = new Map<string, Promise<{ boxes: PlaceholderBox[]; master: string | undefined }>>();
  const readPlaceholders = (layoutPart: string | undefined) => {
    if (!layoutPart || !archive.has(layoutPart)) return Promise.resolve({ boxes: [], master: undefined });
    let read = placeholdersOf.get(layoutPart);
    if (!read) {
      read = (async () => {
        const boxes = placeholderBoxes(parse((await archive.readText(layoutPart)) ?? '', layoutPart));
        const master = [...(await readRelationships(archive, layoutPart)).values()].find((r) => r.type.endsWith('/slideMaster'))?.target;
        return { boxes, master };
      })();
      placeholdersOf.set(layoutPart, read);
    }
    return read;
  };

  const slides: DeckSlideText[] = [];
  for (const [index, part] of slideParts.entries()) {
    const rels = await readRelationships(archive, part);
    const diagrams = new Map<string, DeckLine[]>();
    for (const [id, rel] of rels) {
      if (rel.type.endsWith('/diagramData') && archive.has(rel.target)) diagrams.set(id, diagramLines(parse((await archive.readText(rel.target)) ?? '', rel.target)));
    }
    const shapes: ShapeText[] = [];
    collectShapes(parse((await archive.readText(part)) ?? '', part), shapes, (id) => diagrams.get(id) ?? []);
    // A placeholder placed by its layout (or master) stands where the layout puts it.
    if (shapes.some((s) => !s.box && s.placeholder)) {
      const layout = await readPlaceholders([...rels.values()].find((r) => r.type.endsWith('/slideLayout'))?.target);
      const master = await readPlaceholders(layout.master);
      for (const shape of shapes) {
        if (!shape.box && shape.placeholder) shape.box = inheritedBox(shape, layout.boxes, master.boxes);
      }
    }
    // Only a title placeholder is a title: an untitled slide stays untitled rather than promoting a line.
    const titlePlaceholder = shapes.find((s) => s.placeholder === 'title' || s.placeholder === 'ctrTitle');
    const titleText = cleanLine(titlePlaceholder?.lines.map((l) => l.text).join(' ') ?? '');
    // A paragraph typed into the title box is body text, whole: a title is never cut.
    const titleShape = titleText.length <= maxTitleLength ? titlePlaceholder : undefined;
    const others = shapes.filter((s) => s !== titleShape && !footerPlaceholders.has(s.placeholder ?? ''));
    const title = titleShape ? titleText : '';
    // Each shape is a block read whole; tables by row and diagrams in their own order.
    const blocks = others.map((shape) => ({
      box: shape.box,
      lines: shape.placeholder === 'table' || shape.placeholder === 'diagram' ? shape.lines : joinBrokenLines(shape.lines, { wrapped: false }),
    }));
    const rightToLeft = isRightToLeft(others.flatMap((s) => s.lines.map((l) => l.text)).join(' '));
    const lines = numberBlocks(orderBlocks(blocks, { rightToLeft }));

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
    slides.push({ number: index + 1, title, text: linesToText(lines), notes, lines, source: 'text' });
  }
  return slides;
}
