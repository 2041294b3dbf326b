import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { buildCourseModel } from './build-course-model.ts';
import { narrateSlide, repeatsHeading } from './builtin-narrator.ts';

// A step's heading over its text that opens with the same words ("Seleccione la definición" over "Seleccione la
// definición. Es posible que …", the Spanish tidymodels deck's slide 13) is said once, by the text.

describe('a heading its first point repeats', () => {
  it('is told by the point opening with it as a sentence of its own', () => {
    expect(repeatsHeading('Seleccione la definición', 'Seleccione la definición. Es posible que deba seleccionar Show All Definitions.')).toBe(true);
    expect(repeatsHeading('Docker', 'Instale y configure Docker para su Sistema operativo')).toBe(false);
    expect(repeatsHeading('Seleccione', 'Seleccione la definición.')).toBe(false);
  });

  it('is said once in the narration', () => {
    const lines: DeckLine[] = [
      { text: 'Agrega los archivos de configuración', level: 0, block: 0, label: true },
      { text: 'Presione F1 y seleccione el comando Add Development Container Configuration Files para Remote-Containers o Codespaces.', level: 1, block: 0, label: true },
      { text: 'Seleccione la definición', level: 0, block: 0, label: true },
      { text: 'Seleccione la definición. Es posible que deba seleccionar Show All Definitions para ver la definición.', level: 1, block: 0, label: true },
    ];
    const slide: DeckSlideText = { number: 13, title: 'Prerequisitos', text: lines.map((l) => l.text).join('\n'), notes: '', lines };
    const course = buildCourseModel([slide], 'es');
    const narration = narrateSlide({
      courseTitle: 'Regresión', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [],
      slide, previous: null, next: null, totalSlides: 20, course,
    });
    expect(narration.match(/Seleccione la definición/g)).toHaveLength(1);
    expect(narration).toContain('Seleccione la definición. Es posible que deba seleccionar Show All Definitions para ver la definición.');
  });
});
