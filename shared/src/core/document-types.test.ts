import { DOCUMENT_CONTENT_TYPES, DOCUMENT_TYPES, UPLOAD_FILE_ACCEPT, UPLOAD_FILE_TYPES, isDocumentType } from './document-types';

describe('document types (spec 001 §9)', () => {
  it('are pdf, doc, docx, xls and xlsx, each with its MIME type', () => {
    expect(DOCUMENT_TYPES).toEqual(['pdf', 'doc', 'docx', 'xls', 'xlsx']);
    expect(DOCUMENT_CONTENT_TYPES.pdf).toBe('application/pdf');
    expect(DOCUMENT_CONTENT_TYPES.docx).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(isDocumentType('xlsx')).toBe(true);
    expect(isDocumentType('exe')).toBe(false);
  });

  it('an upload field takes the png, jpeg, gif and webp images and the documents, by MIME type and extension', () => {
    expect(UPLOAD_FILE_TYPES).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(UPLOAD_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['application/pdf', '.pdf', '.doc', '.docx', '.xls', '.xlsx', 'image/webp']));
  });
});
