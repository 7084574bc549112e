import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@travel/shell/http';
import { Harness } from './harness/harness';

// Standalone harness only: on the composed site the shell configures HTTP.
configureHttp({ apiUrl: '' });

const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root element');
createRoot(container).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
