import type { SlideModel } from '@complyra/core';

/**
 * A stored slide's model, or for a slide stored before the course model existed, its title and text
 * lines as plain statements (as the course model repository reads it), so review marks always have one.
 */
export function shownSlideModel(row: {
  number: number;
  title: string;
  text: string;
  notes: string;
  model: SlideModel | null;
}): SlideModel {
  if (row.model) return row.model;
  const lines = row.text.split('\n').map((line) => line.trim()).filter(Boolean);
  return {
    number: row.number,
    title: row.title,
    role: lines.length === 0 ? 'title' : 'content',
    points: lines.map((text) => ({ text, level: 0, kind: 'statement' as const })),
    notes: row.notes,
    source: 'text',
  };
}
