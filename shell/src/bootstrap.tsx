import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@travel/shell/http';
import { App } from './app/app';
import { startFirstLoads } from './app/first-loads';
import './app/shell.css';

// Started by the entry already (config.json, remotes.json, Home's remotes and reads): this only waits.
void startFirstLoads().then((config) => {
  configureHttp({ apiUrl: config.apiUrl });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
