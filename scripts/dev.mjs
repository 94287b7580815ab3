// `npm run dev`: the API with reload on save, and Vite's hot-reloading web app proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tread/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@tread/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
