import fs from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The screens whose code and data first-screen.js asks for early: address pattern and the route's module. */
export const firstScreens = [
  { pattern: '^/dashboard/?$', module: 'src/app/routes/dashboard.tsx' },
  { pattern: '^/dashboard/course/[^/]+/play/?$', module: 'src/app/routes/course-play.tsx' },
];

/** The files a chunk needs before it runs: itself and what it imports statically, to the end. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): string[] {
  const seen = new Set<string>();
  const todo = [start.fileName];
  while (todo.length > 0) {
    const fileName = todo.pop()!;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') todo.push(...chunk.imports);
  }
  return [...seen];
}

/**
 * Inlines first-screen.js into the built index.html with, for each screen of `firstScreens`, the files of its
 * lazily loaded route beyond what the entry loads anyway: the browser fetches them beside the entry instead of
 * after it ran (the server's content security policy hashes every inline script of index.html).
 */
export function firstScreenPlugin(): Plugin {
  return {
    name: 'complyra-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('first-screen: the build has no entry chunk');
        const loadedAnyway = new Set(staticClosure(bundle, entry));
        const routeChunks = firstScreens.map(({ pattern, module }) => {
          const route = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
          if (!route) throw new Error(`first-screen: no chunk for ${module}`);
          const files = staticClosure(bundle, route).filter((fileName) => !loadedAnyway.has(fileName));
          return [pattern, files.map((fileName) => `/${fileName}`)];
        });
        // Its comments stay in the source: the page carries only the code.
        const source = fs.readFileSync(new URL('./first-screen.js', import.meta.url), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
        const script = source.replace('ROUTE_CHUNKS', JSON.stringify(routeChunks));
        // Before the style sheet and the entry: a script after a style sheet waits until the sheet has arrived.
        if (!html.includes('</title>')) throw new Error('first-screen: index.html has no <title> to follow');
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
