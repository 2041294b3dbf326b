import type { PdfTextItem } from './pdf-page-text.ts';

// A chart's axis read by OCR: "100,000,000", "10,000,000", … "100" down the side of a bar chart, each glued by
// OCR to whatever stands on its row ("10,000,000 Safe", "10,000 Library 1,261"). Said aloud they mean nothing
// and make false pairs with their neighbours. An axis is told by its numbers: three or more in one column (or
// one row), evenly spaced, each the one before times or plus one same step (a log or a linear scale), growing
// upwards or to the right. A table's column of figures ("31", "1,261", "61,807") has no such step.

const number = /^[-+]?\d{1,3}(?:[,.\s]?\d{3})*(?:[.,]\d+)?%?$/;

interface Tick {
  item: PdfTextItem;
  value: number;
}

function valueOf(text: string): number | null {
  const plain = text.trim();
  if (!number.test(plain)) return null;
  // Thousands separators ("1,000,000", "1.000.000") and a decimal part ("2.5") told apart by the group of three.
  const value = Number(plain.replace(/%$/, '').replace(/[,.\s](?=\d{3}(?:\D|$))/g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Whether the values go by one step: each the one before plus the same amount, or times the same factor. */
function evenSteps(values: number[]): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * 0.01;
  const differences = values.slice(1).map((v, i) => v - values[i]!);
  if (differences.every((d) => d > 0 && close(d, differences[0]!))) return true;
  if (values.some((v) => v <= 0)) return false;
  const ratios = values.slice(1).map((v, i) => v / values[i]!);
  return ratios.every((r) => r > 1 && close(r, ratios[0]!));
}

/** The longest run of ticks (in order along the axis) that goes by one step and is evenly spaced. */
function axisRun(ticks: Tick[], place: (tick: Tick) => number): Tick[] {
  let best: Tick[] = [];
  for (let start = 0; start < ticks.length; start++) {
    for (let end = ticks.length; end - start >= 3 && end - start > best.length; end--) {
      const run = ticks.slice(start, end);
      const gaps = run.slice(1).map((t, i) => place(t) - place(run[i]!));
      const spaced = gaps.every((g) => g > 0 && Math.abs(g - gaps[0]!) <= gaps[0]! * 0.25);
      if (spaced && evenSteps(run.map((t) => t.value))) {
        best = run;
        break;
      }
    }
  }
  return best;
}

/** Groups of ticks standing in one column (right or left edges aligned) or on one row. */
function aligned(ticks: Tick[], key: (tick: Tick) => number, tolerance: (tick: Tick) => number): Tick[][] {
  const groups: Tick[][] = [];
  for (const tick of [...ticks].sort((a, b) => key(a) - key(b))) {
    const group = groups.find((g) => Math.abs(key(g[0]!) - key(tick)) <= tolerance(tick));
    if (group) group.push(tick);
    else groups.push([tick]);
  }
  return groups.filter((g) => g.length >= 3);
}

/**
 * A page's OCR items without the numbers of a chart's axes; `chart` tells whether an axis was found (its
 * numbers are then not read out, and an admin is told).
 */
export function withoutAxisNumbers(items: PdfTextItem[]): { items: PdfTextItem[]; chart: boolean } {
  const ticks: Tick[] = [];
  for (const item of items) {
    const value = valueOf(item.str);
    if (value !== null) ticks.push({ item, value });
  }
  if (ticks.length < 3) return { items, chart: false };
  const axis = new Set<PdfTextItem>();
  const size = (t: Tick) => t.item.size;
  const columns = [
    ...aligned(ticks, (t) => t.item.x + t.item.width, size),
    ...aligned(ticks, (t) => t.item.x, size),
  ];
  // Up the side: y grows upwards, and so do the values.
  for (const column of columns) {
    for (const tick of axisRun([...column].sort((a, b) => a.item.y - b.item.y), (t) => t.item.y)) axis.add(tick.item);
  }
  for (const row of aligned(ticks, (t) => t.item.y, (t) => size(t) * 0.4)) {
    for (const tick of axisRun([...row].sort((a, b) => a.item.x - b.item.x), (t) => t.item.x)) axis.add(tick.item);
  }
  return axis.size ? { items: items.filter((item) => !axis.has(item)), chart: true } : { items, chart: false };
}
