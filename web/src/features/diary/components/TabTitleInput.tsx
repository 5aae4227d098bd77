import { DIARY_LIMITS } from '@baseline/contract/limits';
import { useEffect, useRef, useState } from 'react';
import { CharacterCount } from './CharacterCount';

interface TabTitleInputProps {
  initialTitle: string;
  /** The renamed tab's place in the strip, which the field takes while it is open. */
  order: number;
  /** `byKey`: ended with Enter or Escape, so focus returns to the tab (after a blur it stays where the user went). */
  onDone: (result: { title: string | null; byKey: boolean }) => void;
}

/** A tab's title being renamed in place: Enter or leaving the field keeps it, Escape cancels. */
export function TabTitleInput({ initialTitle, order, onDone }: TabTitleInputProps) {
  const [title, setTitle] = useState(initialTitle);
  const ref = useRef<HTMLInputElement>(null);
  // Enter commits and then moves focus away, which blurs: without this the rename would run twice.
  const done = useRef(false);

  useEffect(() => {
    ref.current?.select();
  }, []);

  const finish = (commit: boolean, byKey: boolean) => {
    if (done.current) return;
    done.current = true;
    onDone({ title: commit ? title : null, byKey });
  };

  return (
    <span className="tab-strip__rename-field" style={{ order }}>
      <input
        ref={ref}
        className="tab-strip__rename"
        aria-label="Tab title"
        aria-description={`At most ${DIARY_LIMITS.titleLength} characters.`}
        value={title}
        maxLength={DIARY_LIMITS.titleLength}
        size={Math.max(title.length, 6)}
        onChange={(event) => {
          setTitle(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            finish(true, true);
          } else if (event.key === 'Escape') {
            // Escape here cancels the rename only: it must not also restore a maximized editor.
            event.stopPropagation();
            event.preventDefault();
            finish(false, true);
          }
        }}
        onBlur={() => {
          finish(true, false);
        }}
      />
      <CharacterCount length={title.length} limit={DIARY_LIMITS.titleLength} />
    </span>
  );
}
