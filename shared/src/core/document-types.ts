import { IMAGE_TYPES } from './image-file';

/** Spec 001 §9: the document types of a DocumentViewer (pdf by default), by file extension. */
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'pdf';

/** The MIME type of each document type: what the server stores and serves an uploaded one as. */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The images an UploadFile field takes besides the documents (the server recognises them by their bytes). */
export const UPLOAD_IMAGE_TYPES = [...IMAGE_TYPES, 'image/gif', 'image/webp'] as const;

/** Every type an UploadFile answer may hold: those images and the documents. */
export const UPLOAD_FILE_TYPES: readonly string[] = [...UPLOAD_IMAGE_TYPES, ...DOCUMENT_TYPES.map((type) => DOCUMENT_CONTENT_TYPES[type])];

/**
 * The `accept` attribute of an UploadFile input: the MIME types and the documents' extensions,
 * since some systems name no MIME type for office files.
 */
export const UPLOAD_FILE_ACCEPT = [...UPLOAD_FILE_TYPES, ...DOCUMENT_TYPES.map((type) => `.${type}`)].join(',');
