import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Helpers only tests use live in src/test, where a newcomer looks for them, not among the modules: a file outside
// src/test that only tests (or the benchmarks) import is a test helper in a production folder.
const serverRoot = path.resolve(import.meta.dirname, '../..');
const src = path.join(serverRoot, 'src');

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : typescriptFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const isTestSide = (file: string) =>
  file.endsWith('.test.ts') || file.startsWith(path.join(src, 'test') + path.sep) || file.startsWith(path.join(serverRoot, 'bench') + path.sep);

/** Each file a source imports (static or dynamic), resolved to its path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+\.ts)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

describe('test helpers', () => {
  it('live in src/test: no production file is imported by tests alone', () => {
    const files = [...typescriptFiles(src), ...typescriptFiles(path.join(serverRoot, 'bench'))];
    const importers = new Map<string, string[]>();
    for (const file of files) {
      for (const imported of importsOf(file)) importers.set(imported, [...(importers.get(imported) ?? []), file]);
    }
    const testOnly = files
      .filter((file) => !isTestSide(file) && !file.startsWith(path.join(src, 'cli') + path.sep))
      .filter((file) => (importers.get(file) ?? []).length > 0 && importers.get(file)!.every(isTestSide))
      .map((file) => path.relative(src, file));
    expect(testOnly).toEqual([]);
  });
});
