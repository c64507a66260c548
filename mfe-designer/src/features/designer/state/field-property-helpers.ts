import type { DocumentType } from '@front-office/shared/core';

export { textIn, withText, youtubeVideoId } from '@front-office/shared/core';

/** Spec 001 §9: document types pdf (default), doc, docx, xls, xlsx. */
export const DOCUMENT_TYPES_LIST: DocumentType[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx'];
