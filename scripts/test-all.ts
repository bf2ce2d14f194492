/**
 * `npm test`: every gate, in order, with a summary. Runs all steps even when one fails, so one run
 * shows every problem; exits 1 if any step failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureSystemPackages } from './lib/system-packages';

interface Step {
  name: string;
  script: string;
  /** Only when this file exists (a part that has not landed yet is reported, not run). */
  when?: string;
}

const steps: Step[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint + format', script: 'lint' },
  { name: 'import rules', script: 'check:imports' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'server tests', script: 'test:server', when: 'server/vitest.config.ts' },
  { name: 'mail engine tests', script: 'test:mail', when: 'server/mail/vitest.config.ts' },
  { name: 'app build', script: 'build' },
  { name: 'storybook build', script: 'build-storybook' },
  { name: 'visual regression', script: 'test:visual' },
  { name: 'e2e', script: 'test:e2e' },
];

const only = process.argv.slice(2);
ensureSystemPackages();

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.script)) continue;
  if (step.when && !existsSync(step.when)) {
    console.log(`\n▶ ${step.name}: not present yet (${step.when}), nothing to run`);
    continue;
  }
  console.log(`\n▶ ${step.name} (npm run ${step.script})`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit', env: process.env });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  results.push({ name: step.name, ok: run.status === 0, seconds });
  console.log(`${run.status === 0 ? '✓' : '✗'} ${step.name} (${seconds}s)`);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\ngates: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
