/**
 * A file field of a lead form: a native file input (so it works before the script loads and posts as multipart),
 * a preview of the chosen photo or video with its name and size, and a Remove button. A field that also takes a link
 * (a YouTube link instead of a video, `allowLink`) shows a second input after an "or"; choosing a file clears the link
 * and typing a link drops the file, so the field has one answer. The island keeps the File; this component only
 * reports choices.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import type { FieldConfig } from '#domain/forms/types.ts';
import { formatMegabytes } from '#domain/i18n/format.ts';
import { FieldError, RequiredMark, TextField } from '#ui/components/form-controls.tsx';
import { usePage } from '#ui/components/page-context.tsx';

/** The types each kind accepts; the server checks the file's bytes again, whatever the browser says. */
const ACCEPT: Record<'image' | 'video', string> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/quicktime,video/webm',
};

export interface FileFieldProps {
  field: FieldConfig;
  /** The chosen file, if any. */
  file: File | undefined;
  /** The link typed instead of a file (fields with allowLink). */
  link: string;
  error: string | undefined;
  required: boolean;
  onFile: (file: File | null) => void;
  onLink: (link: string) => void;
  onBlur: () => void;
}

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t, lang } = usePage();
  // One object URL per chosen file (previews render only in the browser), released when the file changes or goes.
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const megabytes = formatMegabytes(file.size, lang);
  const kind = file.type.startsWith('video/') ? 'video' : file.type.startsWith('image/') ? 'image' : null;
  return (
    <div className="file-field__preview">
      <div className="file-field__thumb">
        {kind === 'image' ? <img src={url} alt={t('form.file.previewAlt', { name: file.name })} width={96} height={72} /> : null}
        {kind === 'video' ? <video src={url} muted playsInline preload="metadata" width={96} height={72} aria-label={t('form.file.previewAlt', { name: file.name })} /> : null}
      </div>
      <p className="file-field__name">
        <span className="file-field__file">{file.name}</span>
        <span className="file-field__size">{megabytes}</span>
      </p>
      <button type="button" className="button button--secondary button--small" onClick={onRemove}>
        {t('form.file.remove')}
        <span className="visually-hidden"> {file.name}</span>
      </button>
    </div>
  );
}

export function FileField({ field, file, link, error, required, onFile, onLink, onBlur }: FileFieldProps) {
  const { t } = usePage();
  const base = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const props = field.options?.props;
  const label = t(props?.label ?? field.name);
  const hintId = props?.hint ? `${base}-hint` : undefined;
  const errorId = error ? `${field.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const accept = (props?.accept ?? ['image']).map((kind) => ACCEPT[kind]).join(',');
  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onFile(null);
    inputRef.current?.focus();
  };
  return (
    <fieldset className={['field', 'file-field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className="field__label field__legend">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {props?.hint ? (
        <p id={hintId} className="field__hint">
          {t(props.hint)}
        </p>
      ) : null}
      <div className="file-field__drop">
        <label htmlFor={field.id} className="file-field__label">
          {t(props?.allowLink ? 'form.file.chooseMedia' : 'form.file.chooseImage')}
        </label>
        <input
          ref={inputRef}
          id={field.id}
          name={field.name}
          type="file"
          className="file-field__input"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
      </div>
      {file ? <Preview file={file} onRemove={remove} /> : null}
      {props?.allowLink ? (
        <>
          <p className="file-field__or" aria-hidden="true">
            {t('form.file.or')}
          </p>
          <TextField
            id={`${field.id}-link`}
            name={field.name}
            type="url"
            label={t('form.field.mediaLink')}
            hint={t('form.hint.mediaLink')}
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            value={link}
            onChange={(event) => {
              if (inputRef.current) inputRef.current.value = '';
              onLink(event.target.value);
            }}
            onBlur={onBlur}
          />
        </>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
