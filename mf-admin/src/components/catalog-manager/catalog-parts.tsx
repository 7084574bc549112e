import type { ReactNode } from 'react';
import type { Column } from '@travel/shell/tables';
import { t } from '@travel/shell/i18n';
import { formatPrice } from '@travel/shell/ui';
import { Thumbnail } from './thumbnail';

type Field<Row> = keyof Row & string;

/** A sortable column showing one field, as it is or through `show`. */
function fieldColumn<Row, K extends Field<Row>>(
  key: K,
  header: string,
  { className, show }: { className?: string; show?: (value: Row[K]) => ReactNode } = {},
): Column<Row> {
  return {
    key,
    header,
    className,
    render: (row) => (show ? show(row[key]) : (row[key] as ReactNode)),
    sortValue: (row) => row[key] as string | number,
  };
}

/** A sortable money column, kept on one line. */
const priceColumn = <Row,>(key: Field<Row>, header: string): Column<Row> =>
  fieldColumn<Row, Field<Row>>(key, header, {
    className: 'adm-nowrap',
    show: (value) => formatPrice(value as number),
  });

/** The row's picture, named by the row. */
const imageColumn = <Row,>(
  src: (row: Row) => string | undefined,
  alt: (row: Row) => string,
): Column<Row> => ({
  key: 'image',
  header: t('admin.catalog.image'),
  render: (row) => <Thumbnail src={src(row)} alt={alt(row)} />,
});

/** What a catalog screen says: its button, titles, loading and empty states, and delete outcomes. */
export interface CatalogTexts {
  add: string;
  editTitle: string;
  loading: string;
  fetchError: (message: string) => string;
  emptyTitle: string;
  emptyHint: string;
  deleteQuestion: string;
  deleteSuccess: string;
  deleteFailure: (message: string) => string;
  /** The count over the table: '1 hotel', '12 hotels'. */
  count: (count: number) => string;
}

/** A catalog table's columns: `column.field('location', 'Location')`, `column.price(...)`, `column.image(...)`. */
export const column = { field: fieldColumn, price: priceColumn, image: imageColumn };

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A catalog screen's sentences from its nouns (['blog post', 'blog posts'] gives 'Add New Blog Post',
 * 'Blog post deleted successfully', ...); `overrides` keeps a screen's own wording where the spec has one.
 */
export function catalogTexts(
  [one, many]: [string, string],
  overrides: Partial<CatalogTexts> = {},
): CatalogTexts {
  const titled = one.split(' ').map(capitalized).join(' ');
  return {
    add: `Add New ${titled}`,
    editTitle: `Edit ${titled}`,
    loading: `Loading ${many}...`,
    fetchError: (message) => `Failed to fetch ${many}: ${message}`,
    emptyTitle: `No ${many} found.`,
    emptyHint: `Add a new ${one} to get started!`,
    deleteQuestion: `Are you sure you want to delete this ${one}?`,
    deleteSuccess: `${capitalized(one)} deleted successfully`,
    deleteFailure: (message) => `Failed to delete ${one}: ${message}`,
    count: (count) => (count === 1 ? `1 ${one}` : `${count} ${many}`),
    ...overrides,
  };
}

/**
 * A translated catalog screen's sentences, from its messages under `prefix` (`admin.hotels.add`,
 * `.editTitle`, `.loading`, `.fetchError`, `.emptyTitle`, `.emptyHint`, `.deleteQuestion`, `.deleteSuccess`,
 * `.deleteFailure`, `.count`); called at render, in the page's language.
 */
export function catalogMessages(prefix: string): CatalogTexts {
  return {
    add: t(`${prefix}.add`),
    editTitle: t(`${prefix}.editTitle`),
    loading: t(`${prefix}.loading`),
    fetchError: (message) => t(`${prefix}.fetchError`, { message }),
    emptyTitle: t(`${prefix}.emptyTitle`),
    emptyHint: t(`${prefix}.emptyHint`),
    deleteQuestion: t(`${prefix}.deleteQuestion`),
    deleteSuccess: t(`${prefix}.deleteSuccess`),
    deleteFailure: (message) => t(`${prefix}.deleteFailure`, { message }),
    count: (count) => t(`${prefix}.count`, { count }),
  };
}
