import { describe, expect, it } from '@jest/globals';
import type { StoredDocument } from '@heirloom/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { documentKeys } from '../documents/document-keys';
import { DocumentAccessContext, DocumentList, type DocumentAccess } from './DocumentList';
import { UploadDialog } from './UploadDialog';

const document = (over: Partial<StoredDocument>): StoredDocument => ({
  id: 'd1',
  userId: 'u1',
  category: 'tax',
  fileName: '2024 Form 1040.pdf',
  contentType: 'application/pdf',
  size: 1536,
  notes: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

function render(ui: ReactNode, seed?: StoredDocument[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (seed) client.setQueryData(documentKeys.list('tax'), seed);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('DocumentList', () => {
  it("lists the area's files with their details, a download link and a delete button each", () => {
    const html = render(<DocumentList category="tax" />, [
      document({ id: 'd2', fileName: 'W-2 "Acme".png', contentType: 'image/png', notes: 'From payroll' }),
      document({}),
    ]);
    expect(html).toContain('href="/api/documents/d2/download"');
    expect(html).toContain('href="/api/documents/d1/download"');
    expect(html).toContain('aria-label="Delete W-2 &quot;Acme&quot;.png"');
    expect(html).toContain('PNG · 1.5 KB · Mar 1, 2026');
    expect(html).toContain('From payroll');
    expect(html.indexOf('d2/download')).toBeLessThan(html.indexOf('d1/download'));
  });

  it("hides delete and adds the remote's own row actions when the person may not delete (issue 31)", () => {
    const readOnly: DocumentAccess = {
      canUpload: () => false,
      canDelete: () => false,
      rowActions: (doc) => <button type="button">{`Notes on ${doc.fileName}`}</button>,
    };
    const html = render(
      <DocumentAccessContext value={readOnly}>
        <DocumentList category="tax" />
      </DocumentAccessContext>,
      [document({})],
    );
    expect(html).toContain('href="/api/documents/d1/download"');
    expect(html).toContain('Notes on 2024 Form 1040.pdf');
    expect(html).not.toContain('aria-label="Delete');
  });

  it('says when the area has none yet', () => {
    expect(render(<DocumentList category="tax" />, [])).toContain('No documents uploaded here yet.');
  });
});

describe('UploadDialog', () => {
  it('shows only its trigger until opened', () => {
    const html = render(<UploadDialog category="tax" />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Upload');
    expect(html).not.toContain('role="dialog"');
  });

  it('opens on the files only, not an upload, for someone who may not upload there', () => {
    const html = render(
      <DocumentAccessContext value={{ canUpload: () => false, canDelete: () => false }}>
        <UploadDialog category="tax" />
      </DocumentAccessContext>,
    );
    expect(html).toContain('Documents');
    expect(html).not.toContain('Upload');
  });
});
