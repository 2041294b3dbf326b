import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint rules that hold the server's layers, proved on planted violations: small files written into the
// real tree (where the rules' paths apply), linted with the repo's own eslint.config.js, then removed.
// `npm run lint` in CI checks the whole tree; here a few real files stand for it.

const repo = path.resolve(import.meta.dirname, '../../..');
const src = path.join(repo, 'apps/server/src');
const name = `planted-${randomUUID().slice(0, 8)}`;
const plantedModule = path.join(src, 'modules', name);
const plantedModel = path.join(src, 'course-model', name);

const planted: Record<string, string> = {
  // Two files that import each other.
  [path.join(plantedModule, 'cycle-a.ts')]: 'import { b } from \'./cycle-b.ts\';\nexport const a = (): number => b() + 1;\n',
  [path.join(plantedModule, 'cycle-b.ts')]: 'import { a } from \'./cycle-a.ts\';\nexport const b = (): number => a() - 1;\n',
  [path.join(plantedModule, 'uses-provider.ts')]:
    'import { isDeckError } from \'../../providers/decks/deck-error.ts\';\nexport const failed = (error: unknown) => isDeckError(error);\n',
  [path.join(plantedModel, 'narrates-with-provider.ts')]:
    'import { createBuiltinLanguageProvider } from \'../../providers/language/builtin-language-provider.ts\';\nexport const engine = createBuiltinLanguageProvider();\n',
  [path.join(plantedModule, 'registers-route.ts')]:
    'import type { FastifyInstance } from \'fastify\';\nexport function register(app: FastifyInstance) {\n  app.get(\'/planted\', async () => ({}));\n}\n',
  [path.join(plantedModule, 'planted.routes.ts')]:
    'import { coursesRoutes } from \'../courses/courses.routes.ts\';\nexport const routes = [coursesRoutes];\n',
  [path.join(plantedModule, 'reads-table.ts')]: 'import { courses } from \'../../db/schema.ts\';\nexport const table = courses;\n',
};

let eslint: ESLint;
const ruleIdsOf = async (files: string[]) => {
  const results = await eslint.lintFiles(files);
  const ruleIds = (result: ESLint.LintResult) => [...new Set(result.messages.map((m) => m.ruleId))].sort();
  return Object.fromEntries(results.map((r) => [path.basename(r.filePath), ruleIds(r)]));
};

beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
  for (const [file, text] of Object.entries(planted)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
});
afterAll(() => {
  rmSync(plantedModule, { recursive: true, force: true });
  rmSync(plantedModel, { recursive: true, force: true });
});

describe('the lint rules of the server layers', () => {
  it('fail on a planted cycle, a module or the course model importing a provider, a route outside its feature and a table outside a repository', async () => {
    const found = await ruleIdsOf(Object.keys(planted));
    expect(found).toEqual({
      'cycle-a.ts': ['import-x/no-cycle'],
      'cycle-b.ts': ['import-x/no-cycle'],
      'uses-provider.ts': ['import-x/no-restricted-paths'],
      'narrates-with-provider.ts': ['import-x/no-restricted-paths'],
      'registers-route.ts': ['no-restricted-syntax'],
      'planted.routes.ts': ['no-restricted-syntax'],
      'reads-table.ts': ['no-restricted-imports'],
    });
    const messages = (await eslint.lintFiles([path.join(plantedModule, 'uses-provider.ts'), path.join(plantedModule, 'registers-route.ts')]))
      .flatMap((r) => r.messages.map((m) => m.message));
    expect(messages).toEqual([
      'Unexpected path "../../providers/decks/deck-error.ts" imported in restricted zone. A module uses a port (ports/), never a provider: app.ts hands it the provider.',
      'Declare routes in a *.routes.ts file of their module; app.ts registers every feature.',
    ]);
  }, 120_000);

  it('pass on the real wiring: app.ts, the features, the ports, the course model and the providers', async () => {
    const real = [
      'app.ts',
      'server.ts',
      'modules/courses/courses-feature.ts',
      'modules/explanations/explanations-feature.ts',
      'modules/chat/chat.service.ts',
      'modules/quiz/create-question-writer.ts',
      'course-model/builtin-narrator.ts',
      'ports/ingest-engines.ts',
      'providers/create-ingest-engines.ts',
    ].map((file) => path.join(src, file));
    const results = await eslint.lintFiles(real);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(src, r.filePath)}: ${m.ruleId} ${m.message}`))).toEqual([]);
  }, 120_000);
});
