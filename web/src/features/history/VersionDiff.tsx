import type { NoteTab } from '@baseline/contract';
import { diffAgainstToday, noteText } from './wordDiff';

interface VersionDiffProps {
  tabs: readonly NoteTab[];
  today: readonly NoteTab[];
}

/** The version's tabs, read-only, each against today's tab at the same place, word by word. */
export function VersionDiff({ tabs, today }: VersionDiffProps) {
  const count = Math.max(tabs.length, today.length);
  return (
    <div className="version-diff">
      {Array.from({ length: count }, (_, index) => {
        const tab = tabs[index];
        const current = today[index];
        const parts = diffAgainstToday(current ? noteText(current.content) : '', tab ? noteText(tab.content) : '');
        return (
          <section key={index} className="version-diff__tab" aria-label={tab?.title ?? current?.title}>
            <h3 className="version-diff__title">
              {tab ? tab.title : <del>{current?.title}</del>}
              {!current && <span className="version-diff__note"> (not in today’s day)</span>}
            </h3>
            {tab && tab.tags.length > 0 && <p className="version-diff__tags">Tags: {tab.tags.join(', ')}</p>}
            <p className="version-diff__text">
              {parts.map((part, partIndex) =>
                part.kind === 'inserted' ? (
                  <ins key={partIndex}>{part.text}</ins>
                ) : part.kind === 'deleted' ? (
                  <del key={partIndex}>{part.text}</del>
                ) : (
                  <span key={partIndex}>{part.text}</span>
                ),
              )}
            </p>
            {tab?.image && <img className="version-diff__image" src={tab.image} alt={`Image of ${tab.title}`} />}
          </section>
        );
      })}
    </div>
  );
}
