import { describe, expect, it } from '@jest/globals';
import type { AccessContext } from '@heirloom/contracts';
import {
  canDeleteDocument,
  canUploadDocument,
  canWriteDocumentNotes,
  canWriteNotes,
  mayPost,
  rowPermissions,
} from './permissions';

type Access = Pick<AccessContext, 'role' | 'areas'>;
const owner: Access = { role: 'owner', areas: null };
const member: Access = { role: 'member', areas: null };
const viewer: Access = { role: 'viewer', areas: null };
const noClient: Access = { role: null, areas: null };
const cpa: Access = {
  role: 'professional',
  areas: { tax: 'upload', private_investments: 'notes', accounts: 'read' },
};

const all = { add: true, edit: true, remove: true };
const none = { add: false, edit: false, remove: false };

describe('rowPermissions: the writes the API guard would take', () => {
  it('lets the owner and a member add, edit and delete', () => {
    expect(rowPermissions(owner, '/api/accounts')).toEqual(all);
    expect(rowPermissions(member, '/api/accounts')).toEqual(all);
  });

  it('lets a viewer and a professional without a client change nothing', () => {
    expect(rowPermissions(viewer, '/api/accounts')).toEqual(none);
    expect(rowPermissions(viewer, '/api/tax-documents')).toEqual(none);
    expect(rowPermissions(noClient, '/api/tax-documents')).toEqual(none);
  });

  it('lets a professional add only the documents of an area granted at upload level', () => {
    expect(rowPermissions(cpa, '/api/tax-documents')).toEqual({ add: true, edit: false, remove: false });
    expect(rowPermissions(cpa, '/api/k1-documents')).toEqual({ add: true, edit: false, remove: false });
    // Read only on accounts; nothing at all on estate.
    expect(rowPermissions(cpa, '/api/accounts')).toEqual(none);
    expect(rowPermissions(cpa, '/api/estate-documents')).toEqual(none);
    // Placements are not documents: a professional never writes them.
    expect(rowPermissions(cpa, '/api/private-placements')).toEqual(none);
  });

  it('needs the upload level, not only read, for a professional to add a document', () => {
    const reader: Access = { role: 'professional', areas: { tax: 'read' } };
    expect(rowPermissions(reader, '/api/tax-documents').add).toBe(false);
  });
});

describe('mayPost', () => {
  it('keeps the AI review to the household members who may write', () => {
    expect(mayPost(owner, '/api/ai/review')).toBe(true);
    expect(mayPost(member, '/api/ai/review')).toBe(true);
    expect(mayPost(viewer, '/api/ai/review')).toBe(false);
    expect(mayPost(cpa, '/api/ai/review')).toBe(false);
  });
});

describe('uploaded documents', () => {
  it('uploads by the category area for a professional, by role for the household', () => {
    expect(canUploadDocument(owner, 'accounts')).toBe(true);
    expect(canUploadDocument(member, 'general')).toBe(true);
    expect(canUploadDocument(viewer, 'tax')).toBe(false);
    expect(canUploadDocument(cpa, 'tax')).toBe(true);
    expect(canUploadDocument(cpa, 'private_investments')).toBe(true);
    expect(canUploadDocument(cpa, 'accounts')).toBe(false); // read only
    expect(canUploadDocument(cpa, 'general')).toBe(false); // "Other documents" not granted
  });

  it('keeps deleting a document to those who may write the family data', () => {
    expect(canDeleteDocument(owner)).toBe(true);
    expect(canDeleteDocument(member)).toBe(true);
    expect(canDeleteDocument(viewer)).toBe(false);
    expect(canDeleteDocument(cpa)).toBe(false);
  });
});

describe('notes', () => {
  it('lets the owner and members write notes anywhere, viewers nowhere', () => {
    expect(canWriteNotes(owner, 'tax')).toBe(true);
    expect(canWriteNotes(member, 'estate')).toBe(true);
    expect(canWriteNotes(viewer, 'tax')).toBe(false);
    expect(canWriteNotes(noClient, 'tax')).toBe(false);
  });

  it("needs the notes level on the entity's area for a professional", () => {
    expect(canWriteNotes(cpa, 'private_investments')).toBe(true);
    expect(canWriteNotes(cpa, 'tax')).toBe(false); // upload, not notes
    expect(canWriteNotes(cpa, 'accounts')).toBe(false);
    expect(canWriteDocumentNotes(cpa, 'private_investments')).toBe(true);
    expect(canWriteDocumentNotes(cpa, 'tax')).toBe(false);
  });
});
