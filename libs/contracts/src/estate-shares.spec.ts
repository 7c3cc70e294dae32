import { sharesByDocument } from './estate-shares';

const will = { id: 'will', title: 'Last Will' };
const trust = { id: 'trust', title: 'Family Trust' };
const person = (percentage: string | null, estateDocumentId: string | null) => ({
  percentage,
  estateDocumentId,
});

describe('sharesByDocument', () => {
  it('checks each document’s shares on their own, in the documents’ order', () => {
    const groups = sharesByDocument(
      [person('50.00', 'will'), person('60.00', 'trust'), person('50.00', 'will'), person('40.00', 'trust')],
      [trust, will],
    );
    expect(groups).toEqual([
      {
        estateDocumentId: 'trust',
        title: 'Family Trust',
        count: 2,
        withShare: 2,
        totalPercent: '100.00',
        addsUp: true,
      },
      {
        estateDocumentId: 'will',
        title: 'Last Will',
        count: 2,
        withShare: 2,
        totalPercent: '100.00',
        addsUp: true,
      },
    ]);
  });

  it('flags a document whose shares do not total exactly 100%, in exact decimals', () => {
    const [group] = sharesByDocument(
      [person('33.33', 'will'), person('33.33', 'will'), person('33.33', 'will')],
      [will],
    );
    expect(group).toMatchObject({ totalPercent: '99.99', addsUp: false });
    const [tenths] = sharesByDocument(
      [person('0.1', 'will'), person('0.2', 'will'), person('99.7', 'will')],
      [will],
    );
    expect(tenths).toMatchObject({ totalPercent: '100.00', addsUp: true });
  });

  it('groups the beneficiaries linked to no document, or to an unknown one, last', () => {
    const groups = sharesByDocument(
      [person('100', 'will'), person('70', null), person(null, 'deleted'), person('20', null)],
      [will, trust],
    );
    expect(groups.map((g) => g.estateDocumentId)).toEqual(['will', null]);
    expect(groups[1]).toEqual({
      estateDocumentId: null,
      title: null,
      count: 3,
      withShare: 2,
      totalPercent: '90.00',
      addsUp: false,
    });
  });

  it('has nothing to check without shares, and no group without beneficiaries', () => {
    expect(sharesByDocument([], [will])).toEqual([]);
    expect(sharesByDocument([person(null, 'will'), person('', 'will')], [will])[0]).toMatchObject({
      count: 2,
      withShare: 0,
      totalPercent: null,
      addsUp: null,
    });
  });
});
