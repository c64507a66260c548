import { UPLOAD_FILE_ACCEPT, isStoredFilePath } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';
import { StoredFile } from './stored-file';

/**
 * The answer keeps the file name; the file itself is posted under the field key (spec 001 §7).
 * A stored answer (staff's view of a submission) shows its file, which a new choice replaces.
 */
export function UploadFileField({ inputId, describedBy, value, required, invalid, disabled, onChange, onFile }: FieldRendererProps<'UploadFile'>) {
  const { t } = usePublicFormEnv();
  return (
    <div className="fo-upload">
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_FILE_ACCEPT}
        disabled={disabled}
        aria-required={required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onFile(file);
          onChange(file ? file.name : null);
        }}
      />
      {isStoredFilePath(value) ? <StoredFile path={value} /> : typeof value === 'string' && value !== '' ? <span className="fo-muted">{t('chosenFile', { name: value })}</span> : null}
    </div>
  );
}
