import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The upload dialog of a dashboard card, for real: a good file is stored and listed and downloads as
// sent; no file, a wrong type, a renamed program and a file over 25 MB are refused with clear words.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function openTaxUpload(page: Page) {
  await page.goto('/dashboard');
  await page.getByTestId('card-tax').getByRole('button', { name: 'Upload' }).click();
  return page.getByRole('dialog', { name: 'Upload Tax Document' });
}

test('uploads: no file, wrong type, renamed program, too big, then a good file to download and delete', async ({
  page,
}) => {
  const dialog = await openTaxUpload(page);
  const file = dialog.getByLabel('File');

  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page)).toContainText('No file selected');
  await expect(toast(page)).toContainText('Please select a file to upload');

  await file.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(dialog.getByText('Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG')).toBeVisible();

  await file.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(25 * 1024 * 1024 + 1, 0x20),
  });
  await expect(dialog.getByText('The file is larger than 25 MB')).toBeVisible();

  // A program renamed .pdf passes the browser's name check; the API reads its first bytes.
  await file.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(64)]),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page)).toContainText('The file is a program, not a document');

  await file.setInputFiles({ name: 'e2e-2024-return.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByLabel('Notes (optional)').fill('As filed');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page)).toContainText('Document uploaded successfully');
  await expect(toast(page)).toContainText('Your tax document has been uploaded and is being processed.');
  const list = dialog.getByRole('list', { name: 'Uploaded documents' });
  await expect(list).toContainText('e2e-2024-return.pdf');

  const download = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Download e2e-2024-return.pdf' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('e2e-2024-return.pdf');
  const { readFile } = await import('node:fs/promises');
  expect(Buffer.compare(await readFile((await saved.path())!), PDF)).toBe(0);

  await list.getByRole('button', { name: 'Delete e2e-2024-return.pdf' }).click();
  await list
    .getByRole('group', { name: 'Delete e2e-2024-return.pdf?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(dialog.getByText('e2e-2024-return.pdf')).toHaveCount(0);
});
