type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * A catalog write's multipart form (spec 7): the `text` fields of `values` trimmed, then `extra` fields as
 * given (one left `undefined` is not sent), then each file of the `files` fields under its field's name, once
 * per file. Files left out of an update keep the stored images on the server.
 */
export function multipartForm<V extends object>(
  values: V,
  text: readonly KeysOf<V, string>[],
  files: readonly KeysOf<V, readonly File[]>[],
  extra: Record<string, string | undefined> = {},
): FormData {
  const form = new FormData();
  for (const key of text) form.append(key, (values[key] as string).trim());
  for (const [key, value] of Object.entries(extra))
    if (value !== undefined) form.append(key, value);
  for (const key of files)
    for (const file of values[key] as readonly File[]) form.append(key, file);
  return form;
}
