import type { Field, FormContent, FormValues } from '@front-office/shared/core';
import { copyFieldId, isStoredFilePath, sectionCopies, storedFileName } from '@front-office/shared/core';

const FILE_TYPES = new Set<Field['type']>(['UploadFile', 'Signature', 'TakePicture']);

export interface StoredFile {
  /** The field (or copy) id: the multipart part name of a replacement. */
  key: string;
  field: Field;
  /** Stored path `{category}/{id}/{fileName}`, or null when the answer has no file. */
  path: string | null;
}

/** The file answers of a submission, in form order, copies of repeatable sections included. */
export function storedFiles(content: FormContent, values: FormValues): StoredFile[] {
  const result: StoredFile[] = [];
  for (const step of content.steps) {
    for (const section of step.sections) {
      const fields = section.fields.filter((field) => FILE_TYPES.has(field.type));
      if (fields.length === 0) continue;
      const keys = section.multiple ? sectionCopies(section, values).flatMap((copy) => fields.map((field) => ({ field, key: copyFieldId(field.id, copy) }))) : fields.map((field) => ({ field, key: field.id }));
      for (const { field, key } of keys) {
        const value = values[key];
        result.push({ key, field, path: isStoredFilePath(value) ? value : null });
      }
    }
  }
  return result;
}

/** The name a stored file downloads under: the path's third segment (spec 000 §7). */
export function downloadName(path: string): string {
  return storedFileName(path);
}
