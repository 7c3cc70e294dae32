// The "Download Template" CSVs: made in the browser from the import's own column list (libs/contracts),
// so a filled-in template is exactly what the import reads: a header row and one example row.
import { templateCsv, templateFileName, type ImportKind } from '@heirloom/contracts';

export function downloadTemplate(kind: ImportKind): void {
  const blob = new Blob([templateCsv(kind)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = templateFileName(kind);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
