import { open } from 'node:fs/promises';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  docFile,
  docxFile,
  exeFile,
  jpegFile,
  pdfFile,
  pngFile,
  xlsxFile,
  zipFile,
} from '../../testing/document-files';
import { kindOfFile, kindOfHead, signatureProblem, zipEntryNames } from './file-signature';

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-signature-'));
let n = 0;
async function kindOf(content: Buffer) {
  const file = path.join(dir, String(n++));
  writeFileSync(file, content);
  const handle = await open(file, 'r');
  try {
    return await kindOfFile(handle, content.length);
  } finally {
    await handle.close();
  }
}

describe('file signatures', () => {
  it('tells each accepted kind by its content', async () => {
    expect(await kindOf(pdfFile())).toBe('pdf');
    expect(await kindOf(pngFile())).toBe('png');
    expect(await kindOf(jpegFile())).toBe('jpeg');
    expect(await kindOf(docFile())).toBe('ole');
    expect(await kindOf(docxFile())).toBe('docx');
  });

  it('tells a ZIP without word/ from a Word document, and programs from documents', async () => {
    expect(await kindOf(xlsxFile())).toBe('zip');
    expect(await kindOf(Buffer.concat([zipFile({ 'word/x.xml': '' }).subarray(0, 40)]))).toBe('zip');
    expect(await kindOf(exeFile())).toBe('program');
    expect(kindOfHead(Buffer.from('#!/bin/sh\nrm -rf /'))).toBe('program');
    expect(kindOfHead(Buffer.from('\x7fELF'))).toBe('program');
    expect(kindOfHead(Buffer.from('hello'))).toBe('unknown');
    expect(kindOfHead(Buffer.alloc(0))).toBe('unknown');
  });

  it('reads the entry names from the central directory, even behind an archive comment', async () => {
    const zip = docxFile();
    const commented = Buffer.concat([zip, Buffer.from('a comment')]);
    commented.writeUInt16LE(9, zip.length - 2);
    const file = path.join(dir, 'commented.zip');
    writeFileSync(file, commented);
    const handle = await open(file, 'r');
    try {
      expect(await zipEntryNames(handle, commented.length)).toEqual([
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
      ]);
    } finally {
      await handle.close();
    }
  });

  it('words each mismatch for the user', () => {
    expect(signatureProblem('pdf', 'pdf')).toBeNull();
    expect(signatureProblem('jpg', 'jpeg')).toBeNull();
    expect(signatureProblem('doc', 'ole')).toBeNull();
    expect(signatureProblem('png', 'pdf')).toBe(
      "The file's contents do not match its .png extension (it looks like a PDF)",
    );
    expect(signatureProblem('docx', 'zip')).toBe(
      "The file's contents do not match its .docx extension (it looks like a ZIP archive)",
    );
    expect(signatureProblem('pdf', 'program')).toBe('The file is a program, not a document');
    expect(signatureProblem('pdf', 'unknown')).toBe("The file's contents do not match its .pdf extension");
  });
});
