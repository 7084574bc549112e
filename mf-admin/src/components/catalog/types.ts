import type { ReactNode } from 'react';
import type { Column } from '@travel/shell/tables';

export type Mode = 'add' | 'edit';
/** Text inputs keyed by field name, as typed (trimmed only when checked and sent). */
export type FormValues = Record<string, string>;
/** Picked files keyed by field name. */
export type FormFiles = Record<string, File[]>;

export interface TextFieldSpec {
  kind: 'text' | 'textarea' | 'number' | 'url';
  name: string;
  label: string;
  maxLength?: number;
  hint?: string;
  /** Turns the trimmed text into what the API expects (a JSON list for features). */
  toWire?: (text: string) => string;
  /** Left out of the request when empty, so the API applies its default. */
  omitEmpty?: boolean;
}

export interface FileFieldSpec {
  kind: 'file';
  name: string;
  label: string;
  /** The multipart field name (`gallary[]`, `gallery`, `Image`...). */
  wire: string;
  multiple?: boolean;
  hint?: string;
}

export type FieldSpec = TextFieldSpec | FileFieldSpec;

export interface Problem {
  field: string;
  message: string;
}

export interface RuleInput {
  values: FormValues;
  files: FormFiles;
  mode: Mode;
}

/** One check of spec section 5; the rules of a form run in the spec's order and the first failure is shown. */
export type Rule = (input: RuleInput) => Problem | null;

export type ListSource<Row> =
  /** The API sends the whole list: search, sort and paging happen here. */
  | { kind: 'all'; url: string; rows: (body: unknown) => Row[] }
  /** The API pages the list itself (blog: 6 a page). */
  | { kind: 'paged'; url: (page: number) => string; rows: (body: unknown) => Row[] };

export interface ResourceTexts {
  /** 'Hotel Management' */
  title: string;
  /** 'Add New Hotel', also the popup's title when adding. */
  add: string;
  /** 'Edit Hotel' */
  edit: string;
  loading: string;
  fetchError: (message: string) => string;
  emptyTitle: string;
  emptyHint: string;
  deleteQuestion: string;
  deleteSuccess: string;
  deleteError: (message: string) => string;
  saveError: (mode: Mode, message: string) => string;
  /** Shown when the server's answer has no message of its own. */
  saved: (mode: Mode) => string;
  busy: (mode: Mode) => string;
  /** Asked before an update is sent (blog). */
  confirmUpdate?: string;
  /** Asked before a changed form is closed (blog). */
  confirmDiscard?: string;
}

/** Everything that differs between the hotel, destination, offer and blog management screens. */
export interface ResourceConfig<Row> {
  /** 'hotel': used in ids and labels. */
  noun: string;
  texts: ResourceTexts;
  list: ListSource<Row>;
  /** One record for the edit form. */
  one: { url: (id: string) => string; row: (body: unknown) => Row };
  id: (row: Row) => string;
  /** What the Edit and Delete buttons of a row name ('Edit Grand Hotel'). */
  name: (row: Row) => string;
  columns: Column<Row>[];
  searchText: (row: Row) => string;
  fields: FieldSpec[];
  rules: Rule[];
  /** The record as form values, for editing. */
  toValues: (row: Row) => FormValues;
  /** Stored images of a file field, previewed until new files are picked. */
  existing: (row: Row, field: string) => string[];
  endpoints: {
    create: string;
    update: (id: string) => { method: 'patch' | 'put'; url: string };
    remove: (id: string) => string;
  };
  /** Extra content under the table header, if any. */
  intro?: ReactNode;
}
