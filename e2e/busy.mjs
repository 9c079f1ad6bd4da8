// npm run test:e2e:busy: the browser suite beside two processes that keep a core each busy,
// as on a shared CI machine. The limits scale (tests/limits.ts); the waits stay on states.
// Arguments after -- go to Playwright (specs, --grep, --reporter).
import { spawn } from 'node:child_process';
import path from 'node:path';

const busy = [1, 2].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopBusy = () => {
  for (const child of busy) child.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
}

const suite = spawn('npm', ['run', 'test', '--', ...process.argv.slice(2)], {
  cwd: path.dirname(new URL(import.meta.url).pathname),
  stdio: 'inherit',
  env: { ...process.env, E2E_LIMIT_SCALE: process.env.E2E_LIMIT_SCALE ?? '2' },
});
suite.on('exit', (code, signal) => {
  stopBusy();
  process.exit(code ?? (signal ? 1 : 0));
});
