import { Button } from '../../../components/Button';

interface DayActionsProps {
  canSave: boolean;
  saving: boolean;
  maximized: boolean;
  onSave: () => void;
  onToggleMaximized: () => void;
}

/** Save Entry, Print and Maximize/Minimize. */
export function DayActions({ canSave, saving, maximized, onSave, onToggleMaximized }: DayActionsProps) {
  return (
    <div className="day-actions">
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
