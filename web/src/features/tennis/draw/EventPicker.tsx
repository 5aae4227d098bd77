import type { Draw } from '@baseline/contract';
import { cx } from '../../../lib/cx';
import type { EventChoice } from './useEventChoice';

/** SPEC's buttons per association and per event, the event ones labelled 'Description (EventTypeCode)'. */
export function EventPicker({ draw, choice }: { draw: Draw; choice: EventChoice }) {
  return (
    <div className="event-picker">
      <div className="event-picker__row" role="group" aria-label="Associations">
        {draw.Associations.map((association) => (
          <button
            key={association.AssociationName}
            type="button"
            className={cx('chip', association === choice.association && 'chip--on')}
            aria-pressed={association === choice.association}
            onClick={() => {
              choice.chooseAssociation(association.AssociationName);
            }}
          >
            {association.AssociationName}
          </button>
        ))}
      </div>
      {choice.association && (
        <div className="event-picker__row" role="group" aria-label="Events">
          {choice.association.Events.map((event) => (
            <button
              key={event.EventTypeCode}
              type="button"
              className={cx('chip', event === choice.event && 'chip--on')}
              aria-pressed={event === choice.event}
              onClick={() => {
                choice.chooseEvent(event.EventTypeCode);
              }}
            >
              {`${event.Description} (${event.EventTypeCode})`}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
