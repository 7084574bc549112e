export { CatalogManager, type CatalogConfig, type CatalogSource } from './catalog-manager';
export { CatalogFormShell } from './catalog-form-shell';
export {
  useCatalogForm,
  type CatalogFormProps,
  type FieldError,
  type CatalogForm,
} from './use-catalog-form';
export * from './rules';
export { Thumbnail } from './thumbnail';
