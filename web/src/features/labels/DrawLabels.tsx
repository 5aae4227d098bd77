import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useLabels } from './api';
import { DrawLabelsContext } from './DrawLabelsContext';
import { labelsByPlayer } from './labelIndex';
import './labels.css';

/** The choice of the highlight: off, any label, or one label's id. */
type Highlight = { kind: 'off' } | { kind: 'any' } | { kind: 'label'; labelId: string };

/**
 * A draw with the member's labels: the dots beside its names (through DrawLabelsContext, from one query) and
 * 'Highlight labelled players', which dims every line without a label (or without the chosen one). The
 * highlight is a class on this wrapper and, for one label, a style rule: toggling it re-renders no line at all.
 */
export function DrawLabels({ children }: { children: ReactNode }) {
  const { data } = useLabels();
  // TanStack keeps an unchanged answer's object, so a refetch that brings nothing new keeps this map.
  const byPlayer = useMemo(() => labelsByPlayer(data), [data]);
  const [highlight, setHighlight] = useState<Highlight>({ kind: 'off' });
  const labels = data?.labels ?? [];
  const chosen = highlight.kind === 'label' ? labels.find((label) => label.id === highlight.labelId) : undefined;
  const selectId = useId();
  useHighlightRule(chosen?.id);

  return (
    <DrawLabelsContext.Provider value={byPlayer}>
      {byPlayer.size > 0 && (
        <div className="draw-labels__bar">
          <label className="draw-labels__toggle">
            <input
              type="checkbox"
              checked={highlight.kind !== 'off'}
              onChange={(event) => {
                setHighlight(event.target.checked ? { kind: 'any' } : { kind: 'off' });
              }}
            />
            Highlight labelled players
          </label>
          {highlight.kind !== 'off' && labels.length > 1 && (
            <span className="draw-labels__choice">
              <label htmlFor={selectId}>Label</label>
              <select
                id={selectId}
                value={chosen?.id ?? ''}
                onChange={(event) => {
                  const labelId = event.target.value;
                  setHighlight(labelId === '' ? { kind: 'any' } : { kind: 'label', labelId });
                }}
              >
                <option value="">Any label</option>
                {labels.map((label) => (
                  <option key={label.id} value={label.id}>
                    {label.name}
                  </option>
                ))}
              </select>
            </span>
          )}
        </div>
      )}
      <div
        className={cx('draw-labels', highlight.kind === 'any' && 'draw-labels--any', chosen && 'draw-labels--one')}
        data-highlight-label={chosen?.id}
      >
        {children}
      </div>
    </DrawLabelsContext.Provider>
  );
}

/**
 * The rule for one label, while it is chosen: a constructed style sheet (the CSP refuses a <style> element the
 * page makes; the CSSOM is not inline style). The label's id is in its selectors, escaped as CSS wants it.
 */
function useHighlightRule(labelId: string | undefined) {
  useEffect(() => {
    if (labelId === undefined) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(highlightRule(labelId));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [labelId]);
}

/** The rules that dim the lines and group rows without one label (labels.css holds the same for any label). */
function highlightRule(labelId: string): string {
  const without = `:not(:has(.label-dot[data-label-id="${CSS.escape(labelId)}"]))`;
  const lines = `.draw-labels--one .line:not(.line--empty)${without}, .draw-labels--one .draw-format--groups .standings tbody tr${without}`;
  const marks = lines
    .split(', ')
    .map((selector) => `${selector} .set--won, ${selector} .line__noted`)
    .join(', ');
  return `${lines} { color: var(--text-muted); background: var(--surface-sunken); } ${marks} { color: var(--text-muted); }`;
}
