export { CatalogManager, type CatalogConfig, type CatalogSource } from './catalog-manager';
export { CatalogFormShell } from './catalog-form-shell';
export { useCatalogForm, type CatalogFormProps, type CatalogForm } from './use-catalog-form';
export { ImageFields, MONEY_INPUT } from './image-fields';
export { Thumbnail } from './thumbnail';
export { catalogTexts, column, type CatalogTexts } from './catalog-parts';
