import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@travel/shell/http';
import { loadRemotesConfig } from '@travel/shell/remotes';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/runtime-config';
import { preloadHomeRemotes } from './app/home-preload';
import './app/shell.css';

// Remote URLs are runtime configuration: registered while the first render runs.
void loadRemotesConfig('/remotes.json').then(() => preloadHomeRemotes());

void loadRuntimeConfig().then((config) => {
  configureHttp({ apiUrl: config.apiUrl });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
