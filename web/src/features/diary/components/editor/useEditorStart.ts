import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../../../../lib/loadOnce';
import { useSettled } from '../../useSettled';
import { AFTER_MAIN_PAINT } from '../../../../lib/whenSettled';
import type { NoteEditorProps } from './NoteEditor';

// TipTap is the diary's largest code (bench/RESULTS.md): it loads with the diary, never with the splash or login screens.
const loadEditor = loadOnce(async () => (await import('./richText')).NoteEditor);

type EditorCode =
  | { status: 'waiting' }
  | { status: 'ready'; NoteEditor: ComponentType<NoteEditorProps> }
  | { status: 'failed'; error: unknown };

// Once loaded, the editor's code is here for every later tab and day: they open straight in the editor.
let loaded: EditorCode = { status: 'waiting' };

/**
 * The note editor's component once it may be mounted, else null. The first time, its code is fetched only
 * once the day has been drawn and the page has settled (AFTER_MAIN_PAINT): TipTap is large, and evaluating
 * it and building the editor keeps a slow phone's CPU busy for a while, so the saved text shows first
 * (NotePreview). The component is handed over only once its code has arrived, so the editor is built once,
 * never behind a Suspense fallback. A failed fetch is thrown here, for the route's error boundary to report.
 */
export function useEditorStart(): ComponentType<NoteEditorProps> | null {
  const [code, setCode] = useState(loaded);
  const settled = useSettled(AFTER_MAIN_PAINT);
  useEffect(() => {
    if (!settled || code.status !== 'waiting') return;
    let cancelled = false;
    loadEditor().then(
      (NoteEditor) => {
        loaded = { status: 'ready', NoteEditor };
        if (!cancelled) setCode(loaded);
      },
      (error: unknown) => {
        if (!cancelled) setCode({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [settled, code]);
  if (code.status === 'failed') throw code.error;
  return code.status === 'ready' ? code.NoteEditor : null;
}
