export interface RuntimeConfig {
  apiUrl: string;
}

const DEFAULTS: RuntimeConfig = { apiUrl: '' };

/** /config.json is deployed next to the shell, so one build serves any API origin. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return DEFAULTS;
    const body = (await response.json()) as Partial<RuntimeConfig>;
    return { apiUrl: typeof body.apiUrl === 'string' ? body.apiUrl : DEFAULTS.apiUrl };
  } catch {
    return DEFAULTS;
  }
}
