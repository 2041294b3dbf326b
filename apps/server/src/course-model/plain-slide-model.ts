import type { SlideModel } from '@complyra/core';

/**
 * The model of a slide stored before the course model existed: its title and text lines as plain
 * statements, so every reader of models (narration, review marks) has one.
 */
export function plainSlideModel(row: { number: number; title: string; text: string; notes: string }): SlideModel {
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
