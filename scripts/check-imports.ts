/**
 * Import rules: layers only import downward (app → pages → widgets/features → entities → shared),
 * server/ only imports src/shared, no import cycles, no `export *` barrels. Exits 1 on any violation.
 */
import { checkRepository } from './lib/import-graph';

const violations = checkRepository(process.cwd());
for (const violation of violations) console.error(`✗ [${violation.kind}] ${violation.message}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} import rule violation(s).`);
  process.exit(1);
}
console.log('✓ import rules: layers point downward, no cycles, no barrels');
