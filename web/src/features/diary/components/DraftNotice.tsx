import { Button } from '../../../components/Button';

/** Says the tabs on screen are unsaved edits restored from this device, and offers to drop them. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="draft-notice" role="status">
      <p>Restored your unsaved changes.</p>
      <Button variant="secondary" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  );
}
