import { generateHTML, generateJSON } from '@tiptap/react';
import { useDeferredValue, useMemo } from 'react';
import { formatLongDay } from '../../state/calendar';
import { displayTitle, type TabDraft } from '../../state/tabs';
import { extensions } from './extensions';
import './noteContent.css';

interface PrintViewProps {
  date: string;
  tabs: readonly TabDraft[];
}

/**
 * Notes' HTML passed through the editor's schema: whatever the schema cannot hold (scripts,
 * event attributes, styles, disallowed link schemes) does not survive, so the result is safe to
 * put in the page even if a stored note or a local draft held something else.
 */
function schemaHtml(html: string): string {
  return generateHTML(generateJSON(html, extensions), extensions);
}

/**
 * Every tab of the day, laid out for paper: hidden on screen, and the only thing the print
 * stylesheet shows. Deferred, so typing never waits for it.
 */
export function PrintView({ date, tabs }: PrintViewProps) {
  const deferredTabs = useDeferredValue(tabs);
  const printable = useMemo(
    () => deferredTabs.map((tab) => ({ ...tab, html: schemaHtml(tab.content) })),
    [deferredTabs],
  );

  return (
    <article className="diary-print">
      <h2 className="diary-print__date">{formatLongDay(date)}</h2>
      {printable.map((tab) => (
        <section key={tab.id} className="diary-print__tab">
          <h3 className="diary-print__title">{displayTitle(tab.title)}</h3>
          <div className="diary-print__content note-content" dangerouslySetInnerHTML={{ __html: tab.html }} />
          {tab.tags.length > 0 && <p className="diary-print__tags">Tags: {tab.tags.join(', ')}</p>}
          {tab.image !== null && <img className="diary-print__image" src={tab.image} alt="" />}
        </section>
      ))}
    </article>
  );
}
