import { tabDisplayTitle } from '@baseline/contract/limits';
import type { DiaryDayResponse } from '@baseline/contract';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { diffAgainstToday, noteText } from '../../history/wordDiff';
import type { TabFields } from '../../../lib/noteTabs';
import './ConflictDialog.css';

export const CONFLICT_TEXT = {
  title: 'This day was changed elsewhere',
  description:
    'It was saved in another tab or on another device after you opened it here. Both versions are below, with the words only one of them has marked: choose what to keep.',
  keepBoth: 'Keep both: the saved tabs stay, and your tabs from here are added after them.',
  overwrite: 'Overwrite: your version replaces the saved one, which stays in History.',
  discard: 'Discard mine: the saved version opens here, and your changes here are deleted for good.',
  savedLoading: 'The saved version is loaded when you choose.',
} as const;

interface ConflictDialogProps {
  open: boolean;
  saving: boolean;
  /** The day as saved elsewhere (when the 409 answer carried it), and this device's tabs. */
  versions: { saved: DiaryDayResponse | undefined; mine: readonly TabFields[] };
  onKeepBoth: () => void;
  onReload: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}

/** The answer to a 409: this day was saved elsewhere since it was opened here. */
export function ConflictDialog({
  open,
  saving,
  versions,
  onKeepBoth,
  onReload,
  onOverwrite,
  onKeepEditing,
}: ConflictDialogProps) {
  return (
    <Modal
      open={open}
      title={CONFLICT_TEXT.title}
      description={CONFLICT_TEXT.description}
      className="conflict-dialog"
      onClose={onKeepEditing}
      actions={
        <>
          <Button variant="secondary" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={onReload}>
            Discard mine
          </Button>
          <Button variant="danger" onClick={onOverwrite} disabled={saving}>
            Overwrite
          </Button>
          <Button onClick={onKeepBoth} disabled={saving}>
            Keep both
          </Button>
        </>
      }
    >
      <div className="conflict-dialog__versions">
        <VersionColumn heading="Saved elsewhere" tabs={versions.saved?.notes} other={versions.mine} />
        <VersionColumn heading="Yours, on this device" tabs={versions.mine} other={versions.saved?.notes} />
      </div>
      <ul className="conflict-dialog__choices">
        <li>{CONFLICT_TEXT.keepBoth}</li>
        <li>{CONFLICT_TEXT.overwrite}</li>
        <li>{CONFLICT_TEXT.discard}</li>
      </ul>
    </Modal>
  );
}

interface VersionColumnProps {
  heading: string;
  tabs: readonly TabFields[] | undefined;
  /** The other version, whose tab at the same place each tab's words are marked against. */
  other: readonly TabFields[] | undefined;
}

function VersionColumn({ heading, tabs, other }: VersionColumnProps) {
  return (
    // A column scrolls on a phone, so it takes the focus: a keyboard can then scroll it.
    <section className="conflict-dialog__version" aria-label={heading} tabIndex={0}>
      <h3 className="conflict-dialog__heading">{heading}</h3>
      {tabs === undefined ? (
        <p className="conflict-dialog__muted">{CONFLICT_TEXT.savedLoading}</p>
      ) : tabs.length === 0 ? (
        <p className="conflict-dialog__muted">No tabs: the day was deleted.</p>
      ) : (
        tabs.map((tab, index) => (
          <article key={index} className="conflict-dialog__tab">
            <h4 className="conflict-dialog__tab-title">{tabDisplayTitle(tab.title)}</h4>
            <p className="conflict-dialog__text">
              <MarkedText text={noteText(tab.content)} against={noteText(other?.[index]?.content ?? '')} />
            </p>
            {tab.tags.length > 0 && <p className="conflict-dialog__muted">Tags: {tab.tags.join(', ')}</p>}
            {tab.image && <p className="conflict-dialog__muted">With an image.</p>}
          </article>
        ))
      )}
    </section>
  );
}

/** The tab's words, those the other version's tab lacks marked, so a difference at the end of a long note shows. */
function MarkedText({ text, against }: { text: string; against: string }) {
  return diffAgainstToday(against, text)
    .filter((part) => part.kind !== 'deleted')
    .map((part, index) =>
      part.kind === 'inserted' ? (
        <mark key={index} className="conflict-dialog__only">
          {part.text}
        </mark>
      ) : (
        <span key={index}>{part.text}</span>
      ),
    );
}
