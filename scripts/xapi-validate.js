#!/usr/bin/env node
// Validates every statement of a `tallador export xapi` JSON file with Learning Locker's
// validator (@learninglocker/xapi-validation, found through NODE_PATH). Exits 1 on any warning.
const fs = require('fs');
const validate = require('@learninglocker/xapi-validation').default;
const statements = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
if (!Array.isArray(statements) || statements.length === 0) {
  console.error('no statements to validate');
  process.exit(1);
}
let failed = 0;
statements.forEach((statement, index) => {
  const warnings = validate(statement);
  for (const warning of warnings) {
    failed += 1;
    console.error(`statement ${index}: ${JSON.stringify(warning.path)}: ${warning.constructor.name} ${warning.message || ''}`);
  }
});
console.log(`${statements.length} statement(s) validated, ${failed} warning(s)`);
process.exit(failed === 0 ? 0 : 1);
