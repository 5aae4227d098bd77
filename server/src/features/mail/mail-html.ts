import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';
import type { MailTemplateName, MailValues } from './mail-message.js';

/**
 * The templates compiled to HTML, put here by build.mjs (esbuild's `define`). Run from source there is no
 * build: the server compiles them itself, once, with the same function.
 */
declare const COMPILED_MAIL_TEMPLATES: Readonly<Record<string, string>> | undefined;

interface TemplateCompiler {
  compileMailTemplates(): Promise<Record<string, string>>;
}

let compiling: Promise<Readonly<Record<string, string>>> | undefined;

function compiledTemplates(): Promise<Readonly<Record<string, string>>> {
  if (typeof COMPILED_MAIL_TEMPLATES !== 'undefined') return Promise.resolve(COMPILED_MAIL_TEMPLATES);
  // A path, not a name, so that esbuild leaves MJML out of the bundle.
  const compiler = pathToFileURL(`${import.meta.dirname}/../../../mail-templates.mjs`).href;
  compiling ??= (import(compiler) as Promise<TemplateCompiler>).then((module) => module.compileMailTemplates());
  return compiling;
}

// Spaces inside the braces are allowed, as Prettier writes `{{ name }}` in the templates.
const SECTION = /\{\{\s*#\s*(\w+)\s*\}\}([\s\S]*?)\{\{\s*\/\s*\1\s*\}\}/g;
const VALUE = /\{\{\s*(\w+)\s*\}\}/g;
/**
 * The template's HTML with every {{name}} replaced by its value, escaped. One pass over the template: a value
 * that looks like a placeholder stays text. A placeholder without a value is a mistake in the code, so it throws.
 */
export function fillTemplate(template: string, values: MailValues): string {
  return template
    .replace(SECTION, (_section, name: string, inner: string) => (values[name] ? inner : ''))
    .replace(VALUE, (_placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`The mail template needs a value for {{${name}}}.`);
      return escapeHtml(value);
    });
}

export async function renderMailHtml(template: MailTemplateName, values: MailValues): Promise<string> {
  const html = (await compiledTemplates())[template];
  if (html === undefined) throw new Error(`No mail template ${template}.`);
  return fillTemplate(html, values);
}
