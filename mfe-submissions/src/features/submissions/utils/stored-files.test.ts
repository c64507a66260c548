import { parseFormContent } from '@front-office/shared/core';
import { downloadName, storedFiles } from './stored-files';

const text = [{ culture: 'en', value: 'x' }];
const field = (id: string, type: string) => ({ id, type, text, size: 6, required: false, visible: true, enabled: true });

function content(sections: { multiple: boolean; fields: unknown[] }[]) {
  const parsed = parseFormContent(JSON.stringify({ steps: [{ id: 's', name: text, sections: sections.map((section, index) => ({ id: `sec${index}`, name: text, visible: true, ...section })) }], rules: [] }));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.content;
}

describe('spec 000 §7 submission files', () => {
  it('lists the file answers with their stored paths, copies included', () => {
    const form = content([
      { multiple: false, fields: [field('name', 'Text'), field('photo', 'UploadFile'), field('sig', 'Signature')] },
      { multiple: true, fields: [field('doc', 'UploadFile')] },
    ]);
    const files = storedFiles(form, { name: 'Léa', photo: 'uploads/u1/photo.png', sig: null, 'doc@1': 'uploads/u2/a.pdf', 'doc@2': null });
    expect(files.map(({ key, path }) => [key, path])).toEqual([
      ['photo', 'uploads/u1/photo.png'],
      ['sig', null],
      ['doc@1', 'uploads/u2/a.pdf'],
      ['doc@2', null],
    ]);
  });

  it('downloads a file under the third segment of its path', () => {
    expect(downloadName('uploads/7f3c/medical form.pdf')).toBe('medical form.pdf');
  });
});
