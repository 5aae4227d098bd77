import { tabDisplayTitle } from '@baseline/contract/limits';
import { DIARY_LIMITS } from '@baseline/contract/limits';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTabOverflow } from '../hooks/useTabOverflow';
import { type TabDraft } from '../state/tabs';
import { Icon } from './Icon';
import { TabMenu } from './TabMenu';
import { TabTitleInput } from './TabTitleInput';
import './TabStrip.css';

interface TabStripProps {
  tabs: readonly TabDraft[];
  activeId: number;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onRemove: (id: number) => void;
  onRename: (id: number, title: string) => void;
}

export const tabDomId = (id: number) => `diary-tab-${id}`;

const TAB_LIMIT_MESSAGE = `A day holds at most ${DIARY_LIMITS.tabsPerDay} tabs.`;

/**
 * The day's note tabs, in the ARIA tabs pattern: arrows, Home and End move between tabs and open
 * them. Double-click (or F2) renames a tab in place; Delete asks to remove it. The tablist holds
 * tabs only, so '+' and 'x' (which removes the open tab) sit right after it. When the tabs do not fit,
 * the list scrolls (by touch, wheel, its arrows or the keys), fades at an end that hides tabs, keeps the
 * open tab in view, and a menu beside it lists every tab.
 */
export function TabStrip({ tabs, activeId, panelId, onSelect, onAdd, onRemove, onRename }: TabStripProps) {
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const limitId = useId();
  const { overflow, scrollByPage } = useTabOverflow(listRef, `#${tabDomId(activeId)}`, tabs.length);
  const full = tabs.length >= DIARY_LIMITS.tabsPerDay;
  // A tab to focus once it is back on screen (after its rename field closes).
  const refocusId = useRef<number | null>(null);
  const active = tabs.find((tab) => tab.id === activeId);
  const renaming = tabs.find((tab) => tab.id === renamingId);

  const focusTab = (id: number) => {
    onSelect(id);
    listRef.current?.querySelector<HTMLElement>(`#${tabDomId(id)}`)?.focus();
  };

  useEffect(() => {
    if (refocusId.current === null || renamingId !== null) return;
    focusTab(refocusId.current);
    refocusId.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, id: number) => {
    const last = tabs.length - 1;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const wrapped = tabs[(target + tabs.length) % tabs.length];
      if (wrapped) focusTab(wrapped.id);
    } else if (event.key === 'F2') {
      event.preventDefault();
      setRenamingId(id);
    } else if (event.key === 'Delete' && tabs.length > 1) {
      event.preventDefault();
      onRemove(id);
    }
  };

  return (
    <>
      <div className="tab-strip">
        <div
          className="tab-strip__scroller"
          data-hidden-before={overflow.before || undefined}
          data-hidden-after={overflow.after || undefined}
        >
          {overflow.before && (
            <ScrollArrow
              direction={-1}
              onScroll={() => {
                scrollByPage(-1);
              }}
            />
          )}
          {/* A tablist may hold tabs only: the field renaming a tab sits beside it, in that tab's place by flex
              order, as the tablist lays out no box of its own (display: contents). */}
          <div ref={listRef} className="tab-strip__list">
            <div role="tablist" aria-label="Note tabs" className="tab-strip__tabs">
              {tabs.map((tab, index) =>
                tab.id === renamingId ? null : (
                  <button
                    key={tab.id}
                    id={tabDomId(tab.id)}
                    type="button"
                    role="tab"
                    className="tab-strip__tab"
                    style={{ order: index }}
                    aria-selected={tab.id === activeId}
                    aria-controls={panelId}
                    aria-keyshortcuts="F2 Delete"
                    tabIndex={tab.id === activeId ? 0 : -1}
                    title="Double-click to rename"
                    onClick={() => {
                      onSelect(tab.id);
                    }}
                    onDoubleClick={() => {
                      setRenamingId(tab.id);
                    }}
                    onKeyDown={(event) => {
                      onKeyDown(event, index, tab.id);
                    }}
                  >
                    {tabDisplayTitle(tab.title)}
                  </button>
                ),
              )}
            </div>
            {renaming && (
              <TabTitleInput
                key={renaming.id}
                initialTitle={renaming.title}
                order={tabs.indexOf(renaming)}
                onDone={({ title, byKey }) => {
                  setRenamingId(null);
                  if (title !== null) onRename(renaming.id, title);
                  if (byKey) refocusId.current = renaming.id;
                }}
              />
            )}
          </div>
          {overflow.after && (
            <ScrollArrow
              direction={1}
              onScroll={() => {
                scrollByPage(1);
              }}
            />
          )}
        </div>
        <div className="tab-strip__actions">
          {(overflow.before || overflow.after) && <TabMenu tabs={tabs} activeId={activeId} onSelect={onSelect} />}
          <button
            type="button"
            className="tab-strip__icon"
            aria-label="Add tab"
            title={full ? TAB_LIMIT_MESSAGE : 'Add tab'}
            aria-disabled={full || undefined}
            aria-describedby={full ? limitId : undefined}
            onClick={() => {
              if (!full) onAdd();
            }}
          >
            <Icon name="plus" />
          </button>
          {tabs.length > 1 && active && (
            <button
              type="button"
              className="tab-strip__icon"
              aria-label={`Remove tab ${tabDisplayTitle(active.title)}`}
              title={`Remove tab ${tabDisplayTitle(active.title)}`}
              onClick={() => {
                onRemove(active.id);
              }}
            >
              <Icon name="cross" />
            </button>
          )}
        </div>
      </div>
      {full && (
        <p id={limitId} role="status" className="tab-strip__limit">
          {TAB_LIMIT_MESSAGE}
        </p>
      )}
    </>
  );
}

/**
 * Pointer users' way along a long strip. Keyboard users move with the arrow keys or the menu, and screen
 * readers hear every tab, so the arrows stay out of the tab order and the accessibility tree.
 */
function ScrollArrow({ direction, onScroll }: { direction: -1 | 1; onScroll: () => void }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={`tab-strip__arrow tab-strip__arrow--${direction < 0 ? 'before' : 'after'}`}
      onClick={onScroll}
    >
      <Icon name={direction < 0 ? 'chevronLeft' : 'chevronRight'} small />
    </button>
  );
}
