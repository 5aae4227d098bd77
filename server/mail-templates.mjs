// The mail templates (src/features/mail/templates/*.mjml) compiled by MJML to HTML, their {{placeholders}}
// left in place for the server to fill. build.mjs runs this once and puts the result in the bundle, so the
// server never loads MJML; run from source (tests, `npm run dev`) the server calls it on its first mail.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mjml2html from 'mjml';

const templatesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'features', 'mail', 'templates');

/** Every template by its file name without `.mjml`; a template MJML finds fault with stops the build. */
export async function compileMailTemplates() {
  const files = (await readdir(templatesDir)).filter((name) => name.endsWith('.mjml')).sort();
  const compiled = {};
  for (const file of files) {
    const filePath = path.join(templatesDir, file);
    // Includes are off by default in MJML 5; the partials are ours, beside the templates.
    const { html } = await mjml2html(await readFile(filePath, 'utf8'), {
      filePath,
      ignoreIncludes: false,
      validationLevel: 'strict',
      keepComments: false,
    });
    compiled[path.basename(file, '.mjml')] = html;
  }
  return compiled;
}
