// After `vite build` and the server-side build of src/prerender.tsx: writes dist/landing.html, the app's
// index.html with the landing page's HTML inside #root, which the server sends for `/`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '.prerender');
const { renderLanding } = await import(pathToFileURL(path.join(rendererDir, 'prerender.js')).href);
const shell = fs.readFileSync(path.join(here, 'dist', 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!shell.includes(root)) throw new Error(`dist/index.html has no ${root} to fill`);
const page = renderLanding();
// The page's HTML must not bring scripts of its own: the server's content security policy allows only the
// theme script of index.html.
if (/<script/i.test(page)) throw new Error('The prerendered landing page contains a script');
fs.writeFileSync(path.join(here, 'dist', 'landing.html'), shell.replace(root, `<div id="root">${page}</div>`));
fs.rmSync(rendererDir, { recursive: true, force: true });
