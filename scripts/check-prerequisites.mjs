// Check, before a suite runs, that this machine has what it needs besides node_modules (scripts/lib/prerequisites.mjs):
// one line per missing thing with the command that installs it, and exit 1 — in a second, rather than a suite
// failing on it minutes later.
//
//   node scripts/check-prerequisites.mjs [unit] [e2e] [topology] [postgres]   (none: all of them)
//   node scripts/check-prerequisites.mjs --packages [suites…]   the Debian packages of what is missing, one a line,
//                                                              exit 0 (.ci/run installs them)
import { parseArgs } from 'node:util';
import { SUITES, describeMissing, installCommand, missingFor } from './lib/prerequisites.mjs';

const { values, positionals } = parseArgs({ options: { packages: { type: 'boolean' } }, allowPositionals: true });
const unknown = positionals.filter((suite) => !(suite in SUITES));
if (unknown.length > 0) {
  console.error(`check-prerequisites: unknown suite ${unknown.join(', ')} (known: ${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}
const suites = positionals.length > 0 ? positionals : Object.keys(SUITES);
const missing = missingFor(suites);
const packages = [...new Set(missing.flatMap((p) => p.packages))];

if (values.packages) {
  for (const name of packages) console.log(name);
} else if (missing.length > 0) {
  for (const line of describeMissing(missing)) console.error(line);
  if (missing.length > 1) console.error(`all at once (Debian): ${installCommand(packages)}`);
  process.exit(1);
}
