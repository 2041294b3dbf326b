import type { Plugin, Rolldown } from 'vite';

/** Packages that only re-export a whole library (every Radix part, every icon): a screen needs only what it names. */
const barrel = /node_modules[\\/](radix-ui|lucide-react)[\\/]/;

/** The names `code` imports from `source` (`import { Dialog as DialogPrimitive } from 'radix-ui'` gives Dialog). */
export function namesImported(code: string, source: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (match[2] !== source) continue;
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      if (name) names.push(name);
    }
  }
  return names;
}

/** What each name a barrel exports comes from: `import * as Dialog from "…"` or `export { default as Play } from "…"`. */
export function exportSources(code: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const match of code.matchAll(/import \* as (\w+) from ["']([^"']+)["']/g)) sources.set(match[1]!, match[2]!);
  for (const match of code.matchAll(/export \{([^}]*)\} from ["']([^"']+)["']/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) sources.set(name, match[2]!);
    }
  }
  return sources;
}

/**
 * The code that `roots` (modules of src, such as the employee's dashboard and course player) import statically,
 * found in the module graph once it is built, for a chunk group that holds exactly it. A group matched by folder or
 * package holds what every screen shares: the learner's screens then loaded the admins' menus, schemas and icons.
 * Barrels stay out, as they would bring every part they re-export; so do the roots unless `withRoots` (a lazily
 * loaded root left out stays its own small chunk).
 */
export function staticCode(roots: string[], { withRoots = false } = {}): { plugin: Plugin; test: (id: string) => boolean } {
  const code = new Set<string>();
  const plugin: Plugin = {
    name: `complyra-static-code:${roots.join(',')}`,
    apply: 'build',
    async buildEnd() {
      code.clear();
      const ids = [...this.getModuleIds()];
      const rootIds = roots.map((module) => ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
      const todo = rootIds.filter((id): id is string => id !== undefined);
      const partsNamed = async (importer: Rolldown.ModuleInfo, barrelId: string) => {
        const packageName = /node_modules[\\/]([^\\/]+)[\\/]/.exec(barrelId)![1]!;
        const sources = exportSources(this.getModuleInfo(barrelId)?.code ?? '');
        const parts = [];
        for (const name of namesImported(importer.code ?? '', packageName)) {
          const source = sources.get(name);
          const resolved = source ? await this.resolve(source, barrelId) : null;
          if (!resolved) throw new Error(`first-screen-code: ${packageName} exports no ${name} that can be found`);
          parts.push(resolved.id);
        }
        return parts;
      };
      while (todo.length > 0) {
        const id = todo.pop()!;
        if (code.has(id)) continue;
        code.add(id);
        const info = this.getModuleInfo(id);
        for (const imported of info?.importedIds ?? []) {
          if (barrel.test(imported) && !barrel.test(id)) todo.push(...(await partsNamed(info!, imported)));
          else todo.push(imported);
        }
      }
      if (!withRoots) for (const root of rootIds) if (root) code.delete(root);
    },
  };
  return { plugin, test: (id) => code.has(id) };
}
