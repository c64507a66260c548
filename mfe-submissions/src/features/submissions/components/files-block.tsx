import { useId } from 'react';
import { notifyError, useLanguage, useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Caption1, Subtitle2, Text } from '@front-office/shared/ui';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { FormContent, FormValues } from '@front-office/shared/core';
import { IMAGE_ACCEPT, UPLOAD_FILE_ACCEPT, localizedValue } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { downloadSubmissionFile } from '../api/get-submission-file';
import type { StoredFile } from '../utils/stored-files';
import { downloadName, storedFiles } from '../utils/stored-files';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
});

export interface FilesBlockProps {
  content: FormContent;
  values: FormValues;
  isEditing: boolean;
  /** New files chosen in edit mode, by field (or copy) id. */
  replacements: Record<string, File>;
  onReplace: (key: string, file: File) => void;
}

/** The submission's files: each downloads under its stored name; in edit mode each can be replaced. */
export function FilesBlock({ content, values, isEditing, replacements, onReplace }: FilesBlockProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const files = storedFiles(content, values);
  if (files.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby="submission-files-title">
      <Subtitle2 as="h2" id="submission-files-title">
        {t('detail.files')}
      </Subtitle2>
      <ul className={styles.list}>
        {files.map((file) => (
          <FileItem key={file.key} file={file} isEditing={isEditing} replacement={replacements[file.key]} onReplace={onReplace} />
        ))}
      </ul>
    </section>
  );
}

function FileItem({ file, isEditing, replacement, onReplace }: { file: StoredFile; isEditing: boolean; replacement: File | undefined; onReplace: FilesBlockProps['onReplace'] }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const language = useLanguage();
  const inputId = useId();
  const label = localizedValue(file.field.text, language);
  const accept = file.field.type === 'UploadFile' ? UPLOAD_FILE_ACCEPT : IMAGE_ACCEPT;
  return (
    <li className={styles.item} data-testid={`file-${file.key}`}>
      <Text weight="semibold">{label}</Text>
      {file.path ? (
        <div>
          <Button
            icon={<ArrowDownloadRegular />}
            onClick={() => {
              if (file.path) downloadSubmissionFile(file.path).catch(notifyError);
            }}
          >
            {t('detail.file', { name: downloadName(file.path) })}
          </Button>
        </div>
      ) : (
        <Caption1>{t('detail.noAnswer')}</Caption1>
      )}
      {isEditing && (
        <div>
          <label htmlFor={inputId}>{t('detail.replaceFile', { label })}</label>{' '}
          <input
            id={inputId}
            type="file"
            accept={accept}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) onReplace(file.key, chosen);
            }}
          />
          {replacement && <Caption1>{replacement.name}</Caption1>}
        </div>
      )}
    </li>
  );
}
