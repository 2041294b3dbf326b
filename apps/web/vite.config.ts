import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticCode } from './static-code.ts';
import { firstScreenPlugin, firstScreens } from './first-screen-plugin.ts';
import { precompressAssets } from './precompress-assets.ts';

const laterLibraries = new RegExp(
  `node_modules[\\\\/](${['@radix-ui', '@floating-ui', 'react-remove-scroll', 'react-style-singleton', 'use-callback-ref', 'use-sidecar',
    'aria-hidden', 'get-nonce', 'tslib', 'sonner', '@tanstack'].join('|')})[\\\\/]`,
);
// Each first screen's code (the employee's dashboard and course player), its route module included.
const screens = firstScreens.map(({ module }) => ({
  name: `${module.replace(/^.*\/|\.tsx$/g, '')}-screen`,
  code: staticCode([module], { withRoots: true }),
}));
/** How many first screens import the module. */
const screensUsing = (id: string) => screens.filter(({ code }) => code.test(id)).length;
// Loaded on every signed-in screen once it has painted.
const accountMenu = staticCode(['src/features/account/components/account-menu.tsx']);
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    ...screens.map(({ code }) => code.plugin),
    accountMenu.plugin,
    firstScreenPlugin(),
    precompressAssets(),
  ],
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
            { name: 'start', tags: ['$initial'], priority: 4 },
            // All the employee's dashboard and course player need beyond that (their parts, libraries, icons, core's
            // messages and rules) and nothing else, in two files: what both use, and the screen's own with its route.
            // On Slow 4G every 100 KB costs half a second before they paint.
            // (First the shared file: a group takes what its modules import, and the screens' own would take it.)
            { name: 'learner', test: (id) => screensUsing(id) > 1, priority: 3 },
            ...screens.map(({ name, code }) => ({
              name,
              test: (id: string) => code.test(id) && screensUsing(id) === 1,
              priority: 3,
            })),
            // What the account menu needs beyond that, one file, without the admins' schemas.
            { name: 'account', test: accountMenu.test, priority: 3 },
            // The icons each screen uses would otherwise be a dozen tiny files.
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 2 },
            // The shared schemas and messages, with zod that builds them (the learner's screens import only messages and rules).
            { name: 'core', test: /packages[\\/]core[\\/]src|node_modules[\\/]zod/, priority: 1 },
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
