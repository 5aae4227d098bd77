import { useState } from 'react';
import { Button } from '../../../components/Button';
import './UpdatePrompt.css';

interface UpdatePromptProps {
  /** Has the new version take over; the page then reloads by itself. */
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * "New version available": a status message, so screen readers announce it without moving the focus, in a
 * landmark of its own like the testing notice. "Not now" keeps the current version until the next visit.
 */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <aside className="update-prompt" aria-label="Update">
      <div className="update-prompt__body" role="status">
        <p className="update-prompt__text">New version available.</p>
        <div className="update-prompt__actions">
          <Button
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              onReload();
            }}
          >
            {reloading ? 'Reloading…' : 'Reload'}
          </Button>
          <Button variant="secondary" disabled={reloading} onClick={onDismiss}>
            Not now
          </Button>
        </div>
      </div>
    </aside>
  );
}
