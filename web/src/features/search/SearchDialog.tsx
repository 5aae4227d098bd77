import { Modal } from '../../components/Modal';
import { NeedsConnection } from '../offline/status/NeedsConnection';
import { SearchPanel } from './SearchPanel';
import './search.css';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The search over the member's diary and player notes, in the app's dialog: the box takes the focus as it opens
 * (the first field of a modal dialog), and closing returns it where it was. Full screen on a phone.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  return (
    <Modal open={open} title="Search" onClose={onClose} className="search-dialog">
      <NeedsConnection what="Search">
        <SearchPanel onClose={onClose} />
      </NeedsConnection>
      <button type="button" className="search-dialog__close" onClick={onClose}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className="visually-hidden">Close search</span>
      </button>
    </Modal>
  );
}
