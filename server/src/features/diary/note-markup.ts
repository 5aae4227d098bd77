import { DIARY_LIMITS } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import type { MarkupTooLarge } from './note-html.js';

/** 400 naming the tab whose HTML builds more elements, or nests them deeper, than a note may. */
export function markupLimitError(exceeded: MarkupTooLarge['exceeded'], tabTitle: string): HttpError {
  return exceeded === 'elements'
    ? new HttpError(
        400,
        `The note in tab "${tabTitle}" has too much formatting: at most ${DIARY_LIMITS.elementsPerTab.toLocaleString('en')} formatted elements. Split it over two tabs.`,
      )
    : new HttpError(
        400,
        `The note in tab "${tabTitle}" nests its formatting too deeply: at most ${DIARY_LIMITS.nestingDepth} levels, counting elements left open.`,
      );
}

/** 413 when one save carries more HTML, over all its tabs, than a day may: checked before any is parsed. */
export function assertSaveHtmlWithinLimit(contents: readonly string[]): void {
  const total = contents.reduce((sum, html) => sum + html.length, 0);
  if (total > DIARY_LIMITS.htmlPerSave) {
    throw new HttpError(
      413,
      `This day holds too much text to save at once: at most ${DIARY_LIMITS.htmlPerSave.toLocaleString('en')} characters of formatted text over all its tabs.`,
    );
  }
}
