// `npm run i18n:literals`: prints every word for people written into code, as file:line, so
// converting a file to the catalogue is a walk down the list. The unit test check.test.ts fails on the same list.
import { scanProject } from './scan';

const found = scanProject(process.cwd());
for (const line of found) console.log(line);
console.log(
  found.length === 0 ? 'No words outside the catalogue.' : `${found.length} literal(s) to move into utils/i18n/catalogue/en.ts.`,
);
process.exitCode = found.length === 0 ? 0 : 1;
