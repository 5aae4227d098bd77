import type { TemplateKind } from '@baseline/contract/template-builtins';

/** How each kind's dialog speaks of what the template goes into. */
export const KIND_TEXTS: Record<TemplateKind, { target: string; dialogTitle: string; saveLabel: string }> = {
  tab: { target: 'tab', dialogTitle: 'Tab templates', saveLabel: 'Save this tab as a template' },
  note: { target: 'note', dialogTitle: 'Note templates', saveLabel: 'Save as template' },
};
