// Starts a ChildWorker's process from the TypeScript sources (development and tests); the production build runs
// dist/<name>.js directly. Arguments: the worker's .ts file URL, the packages to load first (comma-separated,
// possibly none), then the worker's own arguments, which it finds at process.argv[2] on as usual.
const [worker, preload] = process.argv.splice(2, 2);
// Loaded natively before the TypeScript loader is registered: through tsx every start would transform them
// again (pdf.js alone is 2 MB of plain JavaScript, more than a second of CPU per deck).
await Promise.all(preload.split(',').filter(Boolean).map((name) => import(name)));
const { register } = await import('tsx/esm/api');
register();
await import(worker);
