import { SEARCH_HELP } from './searchHelp';

interface SearchHelpProps {
  /** Open while the box is empty; folded to its summary once a search is under way (the member can reopen it). */
  open: boolean;
}

/** The query language in short, beside the box. */
export function SearchHelp({ open }: SearchHelpProps) {
  return (
    <details className="search-help" open={open}>
      <summary className="search-help__summary">How to search</summary>
      <dl className="search-help__list">
        {SEARCH_HELP.map(({ example, meaning }) => (
          <div key={example} className="search-help__entry">
            <dt>
              <code className="search-help__example">{example}</code>
            </dt>
            <dd className="search-help__meaning">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
