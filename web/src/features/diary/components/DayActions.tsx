import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';

interface DayActionsProps {
  canSave: boolean;
  saving: boolean;
  maximized: boolean;
  onSave: () => void;
  onToggleMaximized: () => void;
  /** The day's History button (features/history), first in the row. */
  history?: ReactNode;
}

/** History, Maximize/Minimize, Print and Save Entry. */
export function DayActions({ canSave, saving, maximized, onSave, onToggleMaximized, history }: DayActionsProps) {
  return (
    <div className="day-actions">
      {history}
      <Button variant="secondary" onClick={onToggleMaximized}>
        {maximized ? 'Minimize' : 'Maximize'}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          window.print();
        }}
      >
        Print
      </Button>
      <Button onClick={onSave} disabled={!canSave || saving} aria-keyshortcuts="Control+S Meta+S">
        {saving ? 'Saving...' : 'Save Entry'}
      </Button>
    </div>
  );
}
