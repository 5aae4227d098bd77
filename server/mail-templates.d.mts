/** Types of mail-templates.mjs, for vitest.config.ts. */
export function compileMailTemplates(): Promise<Record<string, string>>;
