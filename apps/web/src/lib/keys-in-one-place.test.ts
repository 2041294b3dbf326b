import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { storageKeys } from './storage-keys';

// Query keys live in lib/query-keys.ts and storage key names in lib/storage-keys.ts: a newcomer finds every key
// there, and a feature that refreshes or reads another's data names the same key. This reads the web sources
// (tests aside) for keys written anywhere else.

// Every source file's text, read by Vite (tests and test helpers aside).
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], { query: '?raw', import: 'default', eager: true }),
).map(([file, text]) => ({ file: file.replace(/^\.\.\//, '').replace(/^\.\//, 'lib/'), text }));
const homes = new Set(['lib/query-keys.ts', 'lib/storage-keys.ts']);

type KeyFactory = string | ((...args: never[]) => unknown) | { [name: string]: KeyFactory } | readonly unknown[];

/** The literal each key starts with: a storage key's name up to its first id, a query key's first element. */
function keyNames(keys: Record<string, KeyFactory>, first: (key: unknown) => string): string[] {
  return Object.values(keys).flatMap((key): string[] => {
    if (typeof key === 'function') return [first((key as (...args: string[]) => unknown)('ID', 'ID', 'ID'))];
    if (typeof key === 'string' || Array.isArray(key)) return [first(key)];
    return keyNames(key as Record<string, KeyFactory>, first);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each `file:line` outside the two homes that writes a query or storage key itself. */
function keysOutsideTheirHomes(storageNames: string[], queryNames: string[]) {
  const anyOf = (names: string[]) => names.map(escape).join('|');
  const prefixes = storageNames.filter((name) => name.endsWith('_'));
  const patterns = [
    // queryKey: ['…'], or a key list starting with a query key's name: ['quiz-result', courseId].
    /queryKey:\s*\[/,
    new RegExp(`\\[\\s*['"](${anyOf(queryNames)})['"]`),
    // localStorage.getItem('token'), sessionStorage.setItem(`…`).
    /(local|session)Storage\.(get|set|remove)Item\(\s*['"`]/,
    // A key that an id follows: `explanation_history_${courseId}_${slide}`.
    new RegExp(`['"\`](${anyOf(prefixes)})`),
    // A second table of the names: { currentQuiz: 'currentQuiz' }.
    new RegExp(`\\b(${anyOf(storageNames)}):\\s*['"\`]\\1['"\`]`),
  ];
  const found: string[] = [];
  for (const { file, text } of sources) {
    if (homes.has(file)) continue;
    text.split('\n').forEach((line, index) => {
      if (patterns.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('query and storage keys', () => {
  it('are written only in lib/query-keys.ts and lib/storage-keys.ts', () => {
    const storageNames = keyNames(storageKeys, (key) => String(key).split('ID')[0]!);
    const queryNames = keyNames(queryKeys, (key) => String((key as unknown[])[0]));
    expect(sources.map((source) => source.file)).toContain('features/quiz/quiz-storage.ts');
    expect(storageNames).toContain('explanation_history_');
    expect(queryNames).toContain('quiz-result');
    expect(keysOutsideTheirHomes(storageNames, queryNames)).toEqual([]);
  });
});
