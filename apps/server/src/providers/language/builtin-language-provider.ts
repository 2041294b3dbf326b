import { narrateSlide } from '../../course-model/builtin-narrator.ts';
import type { LanguageProvider } from '../../ports/language-engine.ts';

/** The built-in language engine: narration by the course model's rules, offline; no free-text model. */
export function createBuiltinLanguageProvider(): LanguageProvider {
  return { name: 'built-in', narrateSlide: async (request) => narrateSlide(request), model: null };
}
