/** `npm run check-html [-- dist]`: one built page of every template through the W3C Nu Html Checker; exit 1 on errors. */
import { htmlErrorsOf, onePagePerTemplate } from '../src/hosting/html-check.ts';

const dist = process.argv[2] ?? 'dist';
const pages = onePagePerTemplate(dist);
const errors = await htmlErrorsOf(pages);
console.log(`${pages.length} templates checked, ${errors.length} errors`);
for (const error of errors.slice(0, 100))
  console.log(`  ${error.page}:${error.line ?? '?'}: ${error.message}\n      ${error.extract.replace(/\s+/g, ' ')}`);
if (errors.length > 0) process.exitCode = 1;
