import { insertK1DocumentSchema } from './entities/k1-documents';
import { k1DocumentFormSchema, k1IssuerValue } from './k1-form';

describe('k1DocumentFormSchema', () => {
  const form = {
    issuer: k1IssuerValue('business', 'b-1'),
    taxYear: '2024',
    ordinaryIncome: '-1200.5',
    capitalGains: '',
    qualifiedDividends: '',
    section199aDividends: '',
    otherIncome: '',
    fileUrl: '/api/documents/d-1/download',
    notes: '',
  };

  it('parses the issuer into the entityType and entityId the API validates', () => {
    const parsed = k1DocumentFormSchema.parse(form);
    expect(parsed).toMatchObject({
      entityType: 'business',
      entityId: 'b-1',
      taxYear: 2024,
      ordinaryIncome: '-1200.50',
    });
    expect(insertK1DocumentSchema.safeParse(parsed).success).toBe(true);
  });

  it('asks for an issuer, a tax year and a file', () => {
    const result = k1DocumentFormSchema.safeParse({ ...form, issuer: '', taxYear: '', fileUrl: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      issuer: 'Choose the placement or business that issued the K-1',
      taxYear: 'Tax year is required',
      fileUrl: 'File is required',
    });
  });
});
