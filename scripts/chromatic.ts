/**
 * `npm run chromatic`: builds Storybook and uploads it to Chromatic with TurboSnap, for reviewers
 * who review there. Needs CHROMATIC_PROJECT_TOKEN; without it, explains and exits.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded.',
      'Set it to your Chromatic project token (chromatic.com → Manage → Configure) and run again:',
      '  CHROMATIC_PROJECT_TOKEN=chpt_... npm run chromatic',
      'To review visual changes without Chromatic, use the local report: npm run test:visual',
      '(see "Reviewing visual changes" in README.md).',
    ].join('\n'),
  );
  process.exit(2);
}

const run = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--only-changed',
    '--exit-zero-on-changes',
    '--exit-once-uploaded',
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
