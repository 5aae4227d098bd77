import { cx } from '../../../lib/cx';
import './CharacterCount.css';

/** From this share of a limit on, the count shows: early enough to plan, late enough not to distract. */
const SHOWN_FROM = 0.8;

/**
 * 'n/limit' beside a field with a length limit, once the text nears it; marked at and over the limit. The
 * field's own message (or the limit's sentence in its description) tells screen readers, so this is visual.
 */
export function CharacterCount({ length, limit }: { length: number; limit: number }) {
  if (length < limit * SHOWN_FROM) return null;
  return (
    <span className={cx('character-count', length >= limit && 'character-count--full')} aria-hidden="true">
      {length}/{limit}
    </span>
  );
}
