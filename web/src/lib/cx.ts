/** Joins the class names that apply, skipping the ones switched off. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
