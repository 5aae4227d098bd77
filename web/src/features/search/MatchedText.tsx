import type { SearchSegment } from '@baseline/contract';
import { Fragment } from 'react';

/**
 * The server's runs of text, the matched ones marked. Each run is a text child, never markup, so whatever a note
 * holds (even `<img onerror>`) shows as the characters it is.
 */
export function MatchedText({ segments }: { segments: readonly SearchSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="search-mark">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
