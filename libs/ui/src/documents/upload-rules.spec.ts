import { describe, expect, it } from '@jest/globals';
import { MAX_DOCUMENT_BYTES } from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import {
  errorText,
  fileFieldError,
  fileKindLabel,
  fileProblem,
  formatFileSize,
  noFileToast,
  sessionEnded,
  uploadedToast,
} from './upload-rules';

describe('the upload dialog rules', () => {
  it("checks the chosen file against the spec's accept list and the 25 MB limit before sending", () => {
    expect(fileProblem(null)).toBe('Please select a file to upload');
    expect(fileProblem({ name: 'return.PDF', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'photo.jpeg', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toBe(
      'Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG',
    );
    expect(fileProblem({ name: 'sheet.xlsx', size: 10 })).toBe(
      'Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG',
    );
    expect(fileProblem({ name: 'empty.doc', size: 0 })).toBe('The file is empty');
    expect(fileProblem({ name: 'scan.png', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'The file is larger than 25 MB',
    );
  });

  it("keeps the spec's toasts word for word", () => {
    expect(noFileToast).toEqual({
      title: 'No file selected',
      description: 'Please select a file to upload',
      variant: 'destructive',
    });
    expect(uploadedToast('tax')).toEqual({
      title: 'Document uploaded successfully',
      description: 'Your tax document has been uploaded and is being processed.',
    });
    expect(uploadedToast('real_estate').description).toBe(
      'Your real estate document has been uploaded and is being processed.',
    );
  });

  it("tells the API's refusals in its own words", () => {
    const refused = new ApiError(
      400,
      '{"message":"Validation failed","errors":[{"path":"file","message":"The file is a program, not a document"}]}',
      'Bad Request',
    );
    expect(errorText(refused)).toBe('The file is a program, not a document');
    expect(fileFieldError(refused)).toBe('The file is a program, not a document');
    expect(fileFieldError(new ApiError(413, '{"message":"The file is larger than 25 MB"}', ''))).toBeNull();
    expect(errorText(new ApiError(413, '{"message":"The file is larger than 25 MB"}', ''))).toBe(
      'The file is larger than 25 MB',
    );
    // The edge's own 413 is plain text.
    expect(errorText(new ApiError(413, 'Request body too large', 'Payload Too Large'))).toBe(
      'The file is larger than 25 MB',
    );
    expect(errorText(new ApiError(404, '{"message":"Document not found"}', ''))).toBe('Document not found');
    expect(errorText(new ApiError(500, '{"message":"Internal server error"}', ''))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(sessionEnded(new ApiError(401, '{"message":"Not signed in"}', ''))).toBe(true);
    expect(sessionEnded(refused)).toBe(false);
    expect(errorText(new TypeError('Network error'))).toBe(
      'The upload could not reach the server. Please try again.',
    );
  });

  it('writes sizes and kinds for the list', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(MAX_DOCUMENT_BYTES)).toBe('25 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(fileKindLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'DOCX',
    );
    expect(fileKindLabel('image/jpeg')).toBe('JPEG');
  });
});
