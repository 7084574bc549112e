import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field';

export interface FileFieldProps {
  label: string;
  name: string;
  /** Defaults to images only. */
  accept?: string;
  multiple?: boolean;
  files: File[];
  onFiles: (files: File[]) => void;
  /** URLs of the stored images, shown while no new file is picked. */
  existing?: string[];
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

/** Object URLs of the picked files, revoked when the files change or the field unmounts. */
function usePreviewUrls(files: File[]): string[] {
  const urls = useMemo(
    // jsdom has no createObjectURL: previews are a browser nicety, the field works without them.
    () =>
      typeof URL.createObjectURL === 'function'
        ? files.map((file) => URL.createObjectURL(file))
        : [],
    [files],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** A labelled file input that previews what was picked (or what is stored) before upload. */
export function FileField({
  label,
  name,
  accept = 'image/*',
  multiple = false,
  files,
  onFiles,
  existing = [],
  error,
  hint,
  id,
}: FileFieldProps) {
  const ids = useFieldIds(id, error, hint);
  const inputRef = useRef<HTMLInputElement>(null);
  const picked = usePreviewUrls(files);
  const previews = files.length > 0 ? picked : existing;

  // Clearing the files from outside (a form reset) must clear the native input too.
  useEffect(() => {
    if (files.length === 0 && inputRef.current) inputRef.current.value = '';
  }, [files]);

  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className="sh-file-field">
      <input
        ref={inputRef}
        id={ids.controlId}
        className="sh-field__control"
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
        {...ids.aria}
      />
      {previews.length > 0 ? (
        <ul className="sh-file-field__previews" aria-label={`${label} preview`}>
          {previews.map((url, index) => (
            <li key={url}>
              <img src={url} alt={files[index]?.name ?? `Current image ${index + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
