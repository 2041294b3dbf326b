// `npm run dev`: the server in watch mode on PORT (3000) and the Vite dev server with /api proxied to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { API_PORT: process.env.PORT ?? '3000', ...process.env },
  }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
