import { tabDisplayTitle } from '@baseline/contract/limits';
import { type TabDraft } from '../state/tabs';
import { Icon } from './Icon';

interface TabMenuProps {
  tabs: readonly TabDraft[];
  activeId: number;
  onSelect: (id: number) => void;
}

/**
 * Every tab of the day in one list, shown when the strip cannot show them all: the count says how many
 * there are, and the browser's own picker (a sheet on phones) lists every title for touch, mouse and keys.
 */
export function TabMenu({ tabs, activeId, onSelect }: TabMenuProps) {
  const position = tabs.findIndex((tab) => tab.id === activeId) + 1;
  return (
    <label className="tab-menu" title="All tabs">
      <Icon name="list" />
      <span className="tab-menu__count" aria-hidden="true">
        {position}/{tabs.length}
      </span>
      <select
        className="tab-menu__select"
        aria-label={`All tabs: tab ${position} of ${tabs.length}`}
        value={activeId}
        onChange={(event) => {
          onSelect(Number(event.target.value));
        }}
      >
        {tabs.map((tab, index) => (
          <option key={tab.id} value={tab.id}>
            {index + 1}. {tabDisplayTitle(tab.title)}
          </option>
        ))}
      </select>
    </label>
  );
}
