import { describe, expect, it } from 'vitest';
import { verbAsked } from './verb-asked.ts';

describe('verbAsked', () => {
  it('names the verb after a named subject or a pronoun in a yes-or-no question', () => {
    expect(verbAsked('Can Git undo a commit I already pushed?', 'en')).toBe('undo');
    expect(verbAsked('Does OSCAL replace FedRAMP?', 'en')).toBe('replace');
    expect(verbAsked('Can I just hide the admin links?', 'en')).toBe('hide');
  });

  it('names the verb of a Spanish how-to or may-I question', () => {
    expect(verbAsked('¿Cómo compro una casa en otra ciudad?', 'es')).toBe('compro');
    expect(verbAsked('¿Cómo puedo instalar R?', 'es')).toBe('instalar');
    expect(verbAsked('¿Se puede entrenar el modelo en Excel?', 'es')).toBe('entrenar');
  });

  it('names none for a light verb, a subject that is no name, or a question of another kind', () => {
    expect(verbAsked('Does Git need GitHub to work?', 'en')).toBeNull();
    expect(verbAsked('¿Cómo hago un gráfico?', 'es')).toBeNull();
    expect(verbAsked('Does the talk cover mobile security?', 'en')).toBeNull();
    expect(verbAsked('Is the OWASP Top 10 a standard?', 'en')).toBeNull();
    expect(verbAsked('What is a commit?', 'en')).toBeNull();
  });
});
