import type { Draw, DrawAssociation, DrawEvent } from '@baseline/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface EventChoice {
  association: DrawAssociation | undefined;
  event: DrawEvent | undefined;
  chooseAssociation: (name: string) => void;
  chooseEvent: (code: string) => void;
}

/**
 * The association and event on show, kept in the address (?association=ATP&event=MD) so a reload or a shared
 * link shows the same bracket; the first of each when the address names none (or one the draw lacks).
 */
export function useEventChoice(draw: Draw): EventChoice {
  const [params, setParams] = useSearchParams();
  const association =
    draw.Associations.find((a) => a.AssociationName === params.get('association')) ?? draw.Associations[0];
  const event = association?.Events.find((e) => e.EventTypeCode === params.get('event')) ?? association?.Events[0];

  const chooseAssociation = useCallback(
    (name: string) => {
      setParams({ association: name }, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  const chooseEvent = useCallback(
    (code: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('event', code);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { association, event, chooseAssociation, chooseEvent };
}
