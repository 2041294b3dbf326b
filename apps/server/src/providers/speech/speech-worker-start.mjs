// Starts the speech process from the TypeScript sources (development and tests); the production build
// runs dist/speech-worker.js directly.
const { register } = await import('tsx/esm/api');
register();
await import('./speech-worker.ts');
