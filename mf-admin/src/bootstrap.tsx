import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@travel/shell/http';
import { Harness } from './harness/harness';

// Stand-alone harness only: the dev server proxies /api and /auth to API_URL (default localhost:3000).
configureHttp({ apiUrl: '' });

const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root element');
createRoot(container).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
