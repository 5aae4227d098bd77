/** Whether the keyboard's command key is ⌘ (Apple's devices) rather than Ctrl. */
export const isMac = /Mac|iPhone|iPad/.test(navigator.userAgent);

/** A Ctrl+letter shortcut as this device writes it: "⌘K" on a Mac, "Ctrl+K" elsewhere. */
export function shortcutLabel(letter: string): string {
  return `${isMac ? '⌘' : 'Ctrl+'}${letter.toUpperCase()}`;
}

/** The same shortcut for `aria-keyshortcuts`: either modifier works on every device. */
export function ariaShortcut(letter: string): string {
  const key = letter.toUpperCase();
  return `Control+${key} Meta+${key}`;
}

/** Whether the key press is Ctrl+letter or Cmd+letter (without Alt, which types letters on some layouts). */
export function isCommandKey(event: KeyboardEvent, letter: string): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === letter;
}
