import { tabDisplayTitle } from '@baseline/contract/limits';
import { useDeferredValue, useMemo } from 'react';
import { formatLongDay } from '../../../lib/formatDate';
import { type TabDraft } from '../state/tabs';
import { parseNoteHtml } from './savedNote/noteNodes';
import { NoteText } from './savedNote/NoteText';
import './savedNote/noteContent.css';

interface PrintViewProps {
  date: string;
  tabs: readonly TabDraft[];
}

const NO_TABS: readonly TabDraft[] = [];

/**
 * Every tab of the day, laid out for paper: hidden on screen, and the only thing the print stylesheet shows.
 * Notes go through parseNoteHtml, so nothing the editor's schema cannot hold (scripts, event attributes,
 * styles, disallowed link schemes) reaches the page, even from a tampered local draft. Deferred, so neither
 * the day's first paint nor typing waits for it.
 */
export function PrintView({ date, tabs }: PrintViewProps) {
  const deferredTabs = useDeferredValue(tabs, NO_TABS);
  const printable = useMemo(
    () => deferredTabs.map((tab) => ({ ...tab, nodes: parseNoteHtml(tab.content) })),
    [deferredTabs],
  );

  return (
    <article className="diary-print">
      <h2 className="diary-print__date">{formatLongDay(date)}</h2>
      {printable.map((tab) => (
        <section key={tab.id} className="diary-print__tab">
          <h3 className="diary-print__title">{tabDisplayTitle(tab.title)}</h3>
          <div className="diary-print__content note-content">
            <NoteText nodes={tab.nodes} date={date} />
          </div>
          {tab.tags.length > 0 && <p className="diary-print__tags">Tags: {tab.tags.join(', ')}</p>}
          {tab.image !== null && <img className="diary-print__image" src={tab.image} alt="" />}
        </section>
      ))}
    </article>
  );
}
