import type { ChartSearchResult, DiarySearchResult, PlayerSearchResult, SearchResult } from '@baseline/contract';
import { formatLongDay } from '../../lib/formatDate';
import { MatchedText } from './MatchedText';

/** What an option of the results shows: where the text is, then the excerpt with the matched words marked. */
export function ResultSummary({ result }: { result: SearchResult }) {
  return (
    <>
      {result.kind === 'diary' && <DiaryPlace result={result} />}
      {result.kind === 'player' && <PlayerPlace result={result} />}
      {result.kind === 'chart' && <ChartPlace result={result} />}
      <span className="search-result__excerpt">
        <MatchedText segments={result.excerpt} />
      </span>
    </>
  );
}

function DiaryPlace({ result }: { result: DiarySearchResult }) {
  const untitled = result.title.every((segment) => segment.text.trim() === '');
  return (
    <>
      <span className="search-result__where">
        <span className="search-result__kind">Diary</span>
        <span className="search-result__date">{formatLongDay(result.date)}</span>
      </span>
      <span className="search-result__title">{untitled ? 'Untitled' : <MatchedText segments={result.title} />}</span>
      {result.tags.length > 0 && (
        <span className="search-result__tags">
          {result.tags.map((tag) => (
            <span key={tag} className="search-result__tag">
              {tag}
            </span>
          ))}
        </span>
      )}
    </>
  );
}

function PlayerPlace({ result }: { result: PlayerSearchResult }) {
  return (
    <>
      <span className="search-result__where">
        <span className="search-result__kind">Player note</span>
        <span className="search-result__date">{result.playerName}</span>
      </span>
      <span className="search-result__title">
        {result.year === null ? result.tournamentName : `${result.tournamentName} ${result.year}`}
      </span>
    </>
  );
}

function ChartPlace({ result }: { result: ChartSearchResult }) {
  return (
    <>
      <span className="search-result__where">
        <span className="search-result__kind">Chart</span>
        <span className="search-result__date">{formatLongDay(result.date)}</span>
      </span>
      <span className="search-result__title">
        <MatchedText segments={result.title} />
        {result.tournamentName !== '' && ` · ${result.tournamentName}`}
      </span>
    </>
  );
}
