import { createFederatedConfig } from './webpack/create-federated-config.cjs';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 8080,
  isHost: true,
  title: 'Travel & Tours',
});
