// Small real files of each accepted kind (and some impostors) for the documents suites.
import { crc32 } from 'node:zlib';

const bytes = (...values: number[]) => Buffer.from(values);

export const pdfFile = () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const pngFile = () =>
  Buffer.concat([
    bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    Buffer.from('\0\0\0\rIHDR rest of image'),
  ]);
export const jpegFile = () =>
  Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), Buffer.from('JFIF\0 image')]);
/** The OLE2 compound file header a Word 97-2003 .doc starts with. */
export const docFile = () =>
  Buffer.concat([bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), Buffer.alloc(504, 0)]);
export const exeFile = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);

/** A ZIP (stored, no compression) with these entries, written the way any zip tool lays one out. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docxFile = () =>
  zipFile({
    '[Content_Types].xml': '<Types/>',
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document/>',
  });
/** A spreadsheet: a ZIP, but no Word document inside. */
export const xlsxFile = () =>
  zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
