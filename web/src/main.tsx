import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { whenAccountClosed } from './app/session/apiClient';
import { startServiceWorker } from './features/offline/service-worker/startServiceWorker';
import './styles/theme.css';
import './styles/base.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

startServiceWorker();

// Loaded only then: the offline code stays out of the first bundle.
whenAccountClosed((userId) => {
  void import('./features/offline/wipeDevice').then(({ wipeDevice }) => wipeDevice(userId));
});
