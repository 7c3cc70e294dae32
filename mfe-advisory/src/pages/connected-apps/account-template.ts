// The "Download Template" CSV: generated in the browser, one header row of the account fields (the same
// fields the Add Account form takes), ready to fill with one account per row.

export const ACCOUNT_TEMPLATE_COLUMNS = ['name', 'accountType', 'institution', 'balance'] as const;
export const ACCOUNT_TEMPLATE_FILENAME = 'heirloom-accounts-template.csv';

export function accountTemplateCsv(): string {
  return `${ACCOUNT_TEMPLATE_COLUMNS.join(',')}\r\n`;
}

export function downloadAccountTemplate(): void {
  const blob = new Blob([accountTemplateCsv()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ACCOUNT_TEMPLATE_FILENAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
