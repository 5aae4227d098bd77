import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { RoundLayout } from './layout';

interface RoundTabsProps {
  rounds: RoundLayout[];
  active: number;
  idPrefix: string;
  onChange: (index: number) => void;
}

/** The phone's round picker (hidden by CSS on wider screens, where every round is shown). Arrows move along. */
export function RoundTabs({ rounds, active, idPrefix, onChange }: RoundTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // The strip starts scrolled to its start, where the first tab already shows.
  const centred = useRef(0);

  useEffect(() => {
    // Reading the tabs' places lays out the whole page, bracket and all: only when there is something to move.
    if (active === centred.current) return;
    centred.current = active;
    // Centre the chosen tab in the strip; only the strip scrolls (scrollIntoView could move the page too).
    const strip = list.current;
    const tab = strip?.children[active];
    if (!strip || !(tab instanceof HTMLElement)) return;
    strip.scrollLeft = tab.offsetLeft - strip.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (active + step + rounds.length) % rounds.length;
    onChange(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  }

  return (
    <div ref={list} className="bracket__tabs" role="tablist" aria-label="Rounds" onKeyDown={onKeyDown}>
      {rounds.map((round, index) => (
        <button
          key={round.id}
          id={`${idPrefix}-tab-${index}`}
          type="button"
          role="tab"
          aria-selected={index === active}
          aria-controls={`${idPrefix}-round-${index}`}
          tabIndex={index === active ? 0 : -1}
          className="bracket__tab"
          onClick={() => {
            onChange(index);
          }}
        >
          {round.name}
        </button>
      ))}
    </div>
  );
}
