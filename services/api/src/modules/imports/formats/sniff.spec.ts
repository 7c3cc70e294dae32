import { detectDelimiter, sniffFormat } from './sniff';

describe('sniffFormat', () => {
  it.each([
    ['OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>', 'ofx'],
    ['\uFEFF<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>', 'ofx'],
    ['OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1><SONRS><INTU.BID>3000</SONRS>', 'qfx'],
    ['!Type:Bank\nD1/5/26\n^', 'qif'],
    ['!Account\nNChecking\n^', 'qif'],
    ['Date,Description,Amount\n01/05/2026,CAFE,-4.50', 'csv'],
    ['Booking Date;Description;Amount\n02.11.2026;Markt;-63,89', 'csv'],
    ['"Transactions for account ...5531"\n"Date","Amount"\n"06/02/2026","$1.00"', 'csv'],
  ])('%j is %s', (text, format) => {
    expect(sniffFormat(text)).toEqual({ format });
  });

  it.each([
    [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 'binary'],
    [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'binary'],
    [new Uint8Array([0x41, 0x00, 0x42]), 'binary'],
    [new Uint8Array([0xff, 0xfe, 0x41, 0x00]), 'encoding'],
    ['   \n\n', 'empty'],
    ['<!DOCTYPE html><html><body>Statement</body></html>', 'markup'],
    ['{"transactions": []}', 'markup'],
    ['Dear customer,\nyour statement is attached.\nKind regards\nThe bank', 'not-delimited'],
  ])('%j is none of them: %s', (input, reason) => {
    expect(sniffFormat(input)).toEqual({ format: 'unknown', reason });
  });

  it('reads a Windows-1252 OFX from its bytes', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('OFXHEADER:100\nCHARSET:1252\n\n<OFX><NAME>CAF'),
      0xc9,
      0x0a,
    ]);
    expect(sniffFormat(bytes)).toEqual({ format: 'ofx' });
  });
});

describe('detectDelimiter', () => {
  it('goes by the lines that agree, not the title above them', () => {
    expect(detectDelimiter('Statement, March 2026\nDate;Description;Amount\n02.11.2026;Markt;-63,89\n')).toBe(
      ';',
    );
    expect(detectDelimiter('Date\tAmount\n2026-01-01\t5')).toBe('\t');
    expect(detectDelimiter('Date,Amount\n2026-01-01,5')).toBe(',');
  });
});
