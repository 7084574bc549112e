export { CatalogManager, type CatalogConfig, type CatalogSource } from './catalog-manager';
export { CatalogFormShell } from './catalog-form-shell';
export { useCatalogForm, type CatalogFormProps, type CatalogForm } from './use-catalog-form';
export { ImageFields } from './image-fields';
export { moneyInput, WHOLE_NUMBER_INPUT } from './number-inputs';
export { Thumbnail } from './thumbnail';
export { catalogMessages, catalogTexts, column, type CatalogTexts } from './catalog-parts';
