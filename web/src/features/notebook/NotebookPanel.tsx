import type { ReactNode } from 'react';

interface NotebookPanelProps {
  title: string;
  /** What the closed panel says of its content, e.g. '2 days · 1 player note'. */
  summary: string;
  children: ReactNode;
}

/**
 * A panel of the draw page that starts folded, its title and counts showing: the draw is what the page is
 * for, and two open panels above it pushed it 830 px down a desktop's screen. A native `details`, so keyboard
 * and screen readers know it as a disclosure.
 */
export function NotebookPanel({ title, summary, children }: NotebookPanelProps) {
  return (
    <details className="notebook-panel">
      <summary className="notebook-panel__summary">
        <h2 className="notebook-panel__title">{title}</h2>
        <span className="notebook-panel__count">{summary}</span>
      </summary>
      <div className="notebook-panel__body">{children}</div>
    </details>
  );
}

/** '1 day', '3 days': a count and its noun. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What a panel holds, for its summary: '3 diary days', '2 player notes', leaving out what there is none of. */
export function notesCount(days: readonly { date: string }[], playerNotes: readonly unknown[]): string[] {
  return [
    ...(days.length > 0 ? [counted(new Set(days.map((day) => day.date)).size, 'diary day')] : []),
    ...(playerNotes.length > 0 ? [counted(playerNotes.length, 'player note')] : []),
  ];
}

/** One titled part of a panel's body. */
export function PanelPart({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <section className="notebook-panel__part">
      <h3 className="notebook-panel__heading">{heading}</h3>
      {children}
    </section>
  );
}
