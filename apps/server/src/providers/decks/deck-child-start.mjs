// Starts the deck process from the TypeScript sources. pdf.js (2 MB of plain JavaScript) and the other engines are loaded
// natively before the TypeScript loader is registered: through tsx every start would transform it again,
// which costs more than a second of CPU per deck.
await Promise.all(['pdfjs-dist/legacy/build/pdf.mjs', 'jszip', 'fast-xml-parser', '@napi-rs/canvas'].map((name) => import(name)));
const { register } = await import('tsx/esm/api');
register();
await import('./deck-child.ts');
