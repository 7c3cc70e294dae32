// What a file really is, read from its first bytes (and for a ZIP its list of entries), so a document
// is stored only when its content agrees with its extension: a renamed program, or a PDF called .png,
// is refused. Reads at most the head and the ZIP central directory, never the whole file.
import type { FileHandle } from 'node:fs/promises';
import type { DocumentExtension } from '@heirloom/contracts';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'ole' | 'docx' | 'zip' | 'program' | 'unknown';

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** OLE2 compound file: Word 97-2003 .doc (and .xls, .ppt, .msi: the extension check narrows it). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PROGRAMS = [
  [0x4d, 0x5a], // MZ: Windows .exe/.dll
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal (also Java classes)
  [0x23, 0x21], // #! script
];

/** How many leading bytes kindOfHead needs. */
export const HEAD_BYTES = 8;

/** The kind told by the first bytes alone (a ZIP is only 'zip' until its entries are read). */
export function kindOfHead(head: Uint8Array): FileKind {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, OLE)) return 'ole';
  if (startsWith(head, ZIP)) return 'zip';
  if (PROGRAMS.some((magic) => startsWith(head, magic))) return 'program';
  return 'unknown';
}

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The entry names of a ZIP file from its central directory (at the end of the file), or null when the
 * file has no readable directory. ZIP64 archives (over 4 GB or 65,535 entries) are not Word documents
 * of our size, so they read as null.
 */
export async function zipEntryNames(file: FileHandle, size: number): Promise<string[] | null> {
  const tailLength = Math.min(size, EOCD_SIZE + MAX_COMMENT);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let at = tailLength - EOCD_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > size) return null;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);
  const names: string[] = [];
  let at = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return null;
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The kind of a stored file: its head, and for a ZIP whether it holds a Word document's `word/` part. */
export async function kindOfFile(file: FileHandle, size: number): Promise<FileKind> {
  const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
  await file.read(head, 0, head.length, 0);
  const kind = kindOfHead(head);
  if (kind !== 'zip') return kind;
  const names = await zipEntryNames(file, size);
  return names?.some((name) => name.startsWith('word/')) ? 'docx' : 'zip';
}

const expectedKind: Record<DocumentExtension, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  doc: 'ole',
  docx: 'docx',
};

const looksLike: Partial<Record<FileKind, string>> = {
  pdf: 'a PDF',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  ole: 'an Office 97-2003 document',
  docx: 'a Word document',
  zip: 'a ZIP archive',
};

/** The field message when the content does not agree with the extension, or null when it does. */
export function signatureProblem(extension: DocumentExtension, kind: FileKind): string | null {
  if (kind === expectedKind[extension]) return null;
  if (kind === 'program') return 'The file is a program, not a document';
  const actual = looksLike[kind];
  return `The file's contents do not match its .${extension} extension${actual ? ` (it looks like ${actual})` : ''}`;
}
