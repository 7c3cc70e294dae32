import {
  documentExtension,
  documentFileProblem,
  documentMessages,
  documentQuerySchema,
  MAX_DOCUMENT_BYTES,
  uploadDocumentFieldsSchema,
} from './index';

describe('documentFileProblem (the dialog before sending, the API on what it received)', () => {
  const file = (name: string, size = 1000) => ({ name, size });

  it('accepts the spec types in any case', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.png', 'e.JPG', 'f.jpeg', 'my.tax.return.Pdf']) {
      expect(documentFileProblem(file(name))).toBeNull();
    }
  });

  it('names what is wrong', () => {
    expect(documentFileProblem(null)).toBe('Please select a file to upload');
    expect(documentFileProblem(file('  '))).toBe(documentMessages.noFile);
    expect(documentFileProblem(file('run.exe'))).toBe('Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG');
    expect(documentFileProblem(file('pdf'))).toBe(documentMessages.type);
    expect(documentFileProblem(file('will.pdf.exe'))).toBe(documentMessages.type);
    expect(documentFileProblem(file('empty.pdf', 0))).toBe('The file is empty');
    expect(documentFileProblem(file('x'.repeat(300) + '.pdf'))).toBe(documentMessages.fileName);
  });

  it('allows exactly 25 MB and refuses one byte more', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(26_214_400);
    expect(documentFileProblem(file('big.pdf', MAX_DOCUMENT_BYTES))).toBeNull();
    expect(documentFileProblem(file('big.pdf', MAX_DOCUMENT_BYTES + 1))).toBe(
      'The file is larger than 25 MB',
    );
  });

  it('reads the extension after the last dot', () => {
    expect(documentExtension('Deed.scan.JPEG')).toBe('jpeg');
    expect(documentExtension('archive.zip')).toBeNull();
    expect(documentExtension('noextension')).toBeNull();
  });
});

describe('the upload fields', () => {
  it('need a known category; notes are optional', () => {
    expect(uploadDocumentFieldsSchema.parse({ category: 'real_estate' })).toEqual({
      category: 'real_estate',
      notes: null,
    });
    expect(uploadDocumentFieldsSchema.parse({ category: 'tax', notes: ' 2024 return ' }).notes).toBe(
      '2024 return',
    );
    const missing = uploadDocumentFieldsSchema.safeParse({ notes: 'x' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['category', 'Choose where this document belongs'],
    ]);
    expect(uploadDocumentFieldsSchema.safeParse({ category: 'secrets' }).success).toBe(false);
    expect(uploadDocumentFieldsSchema.safeParse({ category: 'tax', extra: '1' }).success).toBe(false);
    expect(documentQuerySchema.safeParse({}).success).toBe(true);
  });
});
