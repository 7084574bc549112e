import { AppConfig } from '../config/app-config';

/** The start-up line; it names the docs only where they are served (API_DOCS, off in production). */
export function listeningMessage(config: Pick<AppConfig, 'port' | 'apiDocs'>): string {
  const origin = `http://localhost:${config.port}`;
  return `API listening on ${origin}${config.apiDocs ? ` (docs: ${origin}/api/docs)` : ''}`;
}
