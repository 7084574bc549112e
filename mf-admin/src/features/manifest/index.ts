export { ManifestPage as default } from './components/manifest-page';
