import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@travel/shell/http';
import { loadRemotesConfig } from '@travel/shell/remotes';
import { Harness } from './harness/harness';

// Standalone harness only: on the composed site the shell configures HTTP and the remotes.
configureHttp({ apiUrl: '' });
void loadRemotesConfig('/remotes.json');

const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root element');
createRoot(container).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
