import { useEffect, useState } from 'react';

/**
 * Calls `onVisible` each time the element (given through the returned ref) comes into view while `enabled`; when
 * `enabled` turns on again with the element still in view, at once. The results' end uses it to ask for the
 * next page: the list keeps filling until it is longer than the screen.
 */
export function useWhenVisible(onVisible: () => void, enabled: boolean): (element: Element | null) => void {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element, enabled, onVisible]);
  return setElement;
}
