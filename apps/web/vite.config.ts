import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPlugin } from './first-screen-plugin.ts';
import { precompressAssets } from './precompress-assets.ts';

const laterLibraries = new RegExp(
  `node_modules[\\\\/](${['@radix-ui', '@floating-ui', 'react-remove-scroll', 'react-style-singleton', 'use-callback-ref', 'use-sidecar',
    'aria-hidden', 'get-nonce', 'tslib', 'sonner', '@tanstack'].join('|')})[\\\\/]`,
);
// The shared code that builds zod schemas: the learner's screens import only messages and rules from packages/core
// (the *.messages.ts files), so they never load zod; the rest of core travels with the screen that uses it.
const coreModule = /packages[\\/]core[\\/]src[\\/].*\.ts$/;
const needsZodMemo = new Map<string, boolean>();
/** Whether a core file imports zod, itself or through the core files it imports or re-exports (types aside). */
function needsZod(file: string): boolean {
  const known = needsZodMemo.get(file);
  if (known !== undefined) return known;
  needsZodMemo.set(file, false);
  const source = fs.readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gms)].map((match) => match[1]!);
  const answer = imports.some((specifier) => specifier === 'zod' || (specifier.startsWith('.') && needsZod(path.resolve(path.dirname(file), specifier))));
  needsZodMemo.set(file, answer);
  return answer;
}
const isSchemaCode = (id: string) => /node_modules[\\/]zod[\\/]/.test(id) || (coreModule.test(id) && needsZod(id));
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), firstScreenPlugin(), precompressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Each file is a request, and on a slow connection a request costs more than its bytes: a browser opens six
        // connections per server, so forty small chunks wait in seven rounds of the connection's latency before a
        // screen can show (bench:first-page, Slow 4G). Code that travels together is one file.
        codeSplitting: {
          groups: [
            // What the first page runs (React, the router, the query client, the layout): one file beside the entry.
            { name: 'start', tags: ['$initial'], priority: 3 },
            // The icons each screen uses would otherwise be a dozen tiny files.
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 2 },
            // The shared messages and rules: small, and what the learner's screens need of packages/core.
            { name: 'words', test: (id) => coreModule.test(id) && !needsZod(id), priority: 2 },
            // The shared schemas with zod that builds them: the admins' screens and forms need them, the learner's do not.
            { name: 'core', test: isSchemaCode, priority: 1 },
            // The libraries the screens load later (dialogs, menus, toasts, mutations); forms apart (the learner's
            // screens have none), the charts in the admin's reports.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
            { name: 'libraries', test: laterLibraries },
            // The app's own parts that several screens share (cards, dialogs, hooks, the chat, the quiz start).
            { name: 'shared', test: /apps[\\/]web[\\/]src[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
