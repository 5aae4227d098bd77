import { DIARY_LIMITS } from '@baseline/contract/limits';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { addTag, normalizeTag } from '../state/tags';
import { CharacterCount } from './CharacterCount';
import { Icon } from './Icon';
import '../../../components/fields.css';
import './TagChips.css';

interface TagChipsProps {
  tags: readonly string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
}

const REFUSALS = {
  blank: null,
  duplicate: 'That tag is already on this tab.',
  'too-long': `A tag can have at most ${DIARY_LIMITS.tagLength} characters.`,
  limit: `A tab can have at most ${DIARY_LIMITS.tagsPerTab} tags.`,
} as const;

/** The open tab's tags as removable chips, and a field to add one (Enter or Add tag). */
export function TagChips({ tags, onAdd, onRemove }: TagChipsProps) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const full = tags.length >= DIARY_LIMITS.tagsPerTab;
  const length = normalizeTag(text).length;
  // Said while typing, not only on Add: the field takes the whole text, so nothing is cut unseen.
  const message = refusal ?? (length > DIARY_LIMITS.tagLength ? REFUSALS['too-long'] : full ? REFUSALS.limit : null);

  const submit = () => {
    const result = addTag(tags, text);
    if (result.added) {
      onAdd(text);
      setText('');
      setRefusal(null);
    } else {
      setRefusal(REFUSALS[result.reason]);
    }
  };

  return (
    <div className="tag-chips">
      {tags.length > 0 && (
        <ul className="tag-chips__list" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="tag-chips__chip">
              <span className="tag-chips__text">{tag}</span>
              <button
                type="button"
                className="tag-chips__remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  onRemove(tag);
                }}
              >
                <Icon name="cross" small />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="tag-chips__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Add a tag
        </label>
        <input
          id={inputId}
          className="field__input tag-chips__input"
          placeholder={full ? 'Tag limit reached' : 'Add a tag'}
          disabled={full}
          aria-invalid={length > DIARY_LIMITS.tagLength || undefined}
          aria-describedby={message ? hintId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(null);
          }}
        />
        <CharacterCount length={length} limit={DIARY_LIMITS.tagLength} />
        <Button type="submit" variant="secondary" disabled={full}>
          Add tag
        </Button>
      </form>
      <p id={hintId} role="status" className="tag-chips__hint">
        {message}
      </p>
    </div>
  );
}
