// Starts the language process from the TypeScript sources (development and tests); the production build
// runs dist/language-worker.js directly.
const { register } = await import('tsx/esm/api');
register();
await import('./language-worker.ts');
