import type { History, Location, Transition } from 'history';

/**
 * Holds back every navigation (link, navigate(), Back/Forward) to a location `shouldBlock` accepts and hands
 * it to `onBlocked` with a function that lets it go ahead; the others go ahead at once. Returns the function
 * that stops blocking.
 */
export function blockNavigation(
  history: History,
  shouldBlock: (next: Location) => boolean,
  onBlocked: (proceed: () => void) => void,
): () => void {
  let active = true;
  let unblock = history.block(handle);
  let stopWaiting: () => void = () => undefined;

  // While any blocker is registered, history holds back every navigation: step aside for this one and block
  // again once it has landed, which for Back/Forward is only at the next popstate.
  function letThrough(transition: Transition) {
    unblock();
    stopWaiting = history.listen(() => {
      stopWaiting();
      if (active) unblock = history.block(handle);
    });
    transition.retry();
  }

  function handle(transition: Transition) {
    if (shouldBlock(transition.location)) {
      onBlocked(() => {
        letThrough(transition);
      });
    } else {
      letThrough(transition);
    }
  }

  return () => {
    active = false;
    stopWaiting();
    unblock();
  };
}
