#!/usr/bin/env node
/**
 * `npm test`: the type check, the linter and every vitest project, started together. Most of the
 * suite's time is spent waiting (databases, spawned servers, a browser), which the checks fill; on
 * a 2-core machine the three in a row took minutes longer. The checks' output is printed when they
 * end, so it does not interleave with the tests'; each part's time is printed at the end, and the
 * command fails when any part does. Arguments go to vitest.
 */
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function run(name, command, args, { quiet }) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (quiet && (status !== 0 || output.trim())) process.stdout.write(`\n── ${name} ──\n${output}`);
      resolve({ name, status, ms: Date.now() - begun });
    });
  });
}

const results = await Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { quiet: true }),
  run('lint', 'npm', ['run', '--silent', 'lint'], { quiet: true }),
  run('vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)], { quiet: false }),
]);

console.log('');
for (const { name, status, ms } of results)
  console.log(`${name.padEnd(10)} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
console.log(`npm test   ${seconds(Date.now() - started)} in all`);
process.exit(results.some((result) => result.status !== 0) ? 1 : 0);
