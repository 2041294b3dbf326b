import { describe, expect, it } from 'vitest';
import { PptxArchive } from '../providers/decks/pptx-archive.ts';
import { readPptxSlides } from '../providers/decks/pptx-text.ts';
import { makePptx } from '../test/deck-fixtures.ts';
import { wrongChoicesShown } from './answer-reveals.ts';
import { buildCourseModel } from './build-course-model.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// A quiz slide copied to reveal its answer (the Spanish deck's "Pregunta 1" twice, the second with the right
// choice highlighted, both with the notes that explain it): the first asks, the copy gives the answer.

const notes = 'Explicación: Eso es correcto. Una forma común de entrenar y evaluar modelos es guardar un conjunto de datos de evaluación durante el entrenamiento.';
const question = 'Está entrenando un modelo de regresión con datos de ventas y desea evaluarlo con datos nuevos. ¿Qué debe hacer?';
const right = 'Divida los datos al azar en dos subconjuntos y use uno para entrenar el modelo y el otro para probarlo.';
const wrong = 'Utilice todos los datos para entrenar el modelo y luego todos los datos para evaluarlo.';
const details = { courseTitle: 'Regresión', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };

async function narrated(highlight: boolean) {
  const pptx = await makePptx([
    { title: 'Entrenar un modelo', bullets: ['Los modelos de regresión predicen un número a partir de los datos de entrenamiento.'] },
    { title: 'Pregunta 1', bullets: [question, right, wrong], notes },
    { title: 'Pregunta 1', bullets: [question, right, wrong], notes, highlighted: highlight ? [right] : [] },
    { title: 'Resumen', bullets: ['Hemos visto cómo entrenar y evaluar un modelo de regresión.'] },
  ]);
  const slides = await readPptxSlides(await PptxArchive.open(pptx));
  return reviewDeckNarration(slides, details).slides.map((s) => s.narration);
}

describe('a quiz slide copied to reveal its answer', () => {
  it('asks the question first and gives the highlighted answer with the notes that explain it on the copy', async () => {
    const said = await narrated(true);
    expect(said[1]).toContain(question);
    expect(said[1]).not.toContain('Una forma común');
    expect(said[1]).toMatch(/la siguiente diapositiva da la respuesta\.$/);
    // Its choices are said as choices, not as statements of the course.
    expect(said[1]).toContain(`¿Qué debe hacer? Opción 1: ${right} Opción 2: ${wrong}`);
    expect(said[2]).toContain(`La respuesta correcta es esta: ${right} Explicación: Eso es correcto. Una forma común`);
    expect(said[2]).not.toContain(wrong);
    expect(said[2]).not.toContain('continúa la anterior');
  });

  it('keeps a plain copy (nothing highlighted) as a build-up: the notes are said once, on the first', async () => {
    const said = await narrated(false);
    expect(said[1]).toContain('Una forma común');
    expect(said[1]).not.toContain('la siguiente diapositiva da la respuesta');
    expect(said[2]).not.toContain('La respuesta correcta');
  });

  it('reads a highlight on a copy of a slide that asks nothing as stress, not as an answer', async () => {
    const pptx = await makePptx([
      { title: 'Entrenar un modelo', bullets: ['Los modelos de regresión predicen un número.'] },
      { title: 'Evaluar', bullets: [right, wrong] },
      { title: 'Evaluar', bullets: [right, wrong], highlighted: [right] },
      { title: 'Resumen', bullets: ['Hemos visto cómo entrenar y evaluar un modelo de regresión.'] },
    ]);
    const said = reviewDeckNarration(await readPptxSlides(await PptxArchive.open(pptx)), details).slides.map((s) => s.narration);
    expect(said[2]).not.toContain('La respuesta correcta');
    expect(said[1]).not.toContain('la siguiente diapositiva da la respuesta');
  });
});

describe('the choices a quiz slide shows', () => {
  it('are no statements of the course, except the answer its copy marks: the course helper quotes none of the wrong ones', async () => {
    const pptx = await makePptx([
      { title: 'Entrenar un modelo', bullets: ['Los modelos de regresión predicen un número a partir de los datos de entrenamiento.'] },
      { title: 'Pregunta 1', bullets: [question, right, wrong], notes },
      { title: 'Pregunta 1', bullets: [question, right, wrong], notes, highlighted: [right] },
    ]);
    const model = buildCourseModel(await readPptxSlides(await PptxArchive.open(pptx)));
    const [plain, asked, revealed] = model.slides;
    const texts = (points: Set<{ text: string }>) => [...points].map((p) => p.text);
    expect(texts(wrongChoicesShown(model.slides, plain!))).toEqual([]);
    expect(texts(wrongChoicesShown(model.slides, asked!))).toEqual([right, wrong]);
    expect(texts(wrongChoicesShown(model.slides, revealed!))).toEqual([wrong]);
  });
});
