import { createRoot, type Root } from 'react-dom/client';
import { UpdatePrompt } from './UpdatePrompt';

let shown: Root | undefined;

/**
 * Shows the update prompt in a root of its own at the end of the body: it comes from the worker, not from a
 * screen, and must survive every navigation until it is answered.
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (shown) return;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  shown = root;
  root.render(
    <UpdatePrompt
      onReload={onReload}
      onDismiss={() => {
        root.unmount();
        container.remove();
        shown = undefined;
      }}
    />,
  );
}
