import { jest } from '@jest/globals';
import { ApiError } from './api';
import { uploadForm } from './upload';

/** Just enough of XMLHttpRequest to drive uploadForm as a browser would. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  body: unknown;
  aborted = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string, statusText = '') {
    Object.assign(this, { status, responseText: text, statusText });
    this.onload?.();
  }
}

beforeEach(() => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

describe('uploadForm', () => {
  it('posts the form with credentials, reports progress, and resolves with the JSON answer', async () => {
    const form = new FormData();
    form.append('category', 'tax');
    const progress = jest.fn<(fraction: number) => void>();
    const done = uploadForm<{ id: string }>('/api/documents', form, { onProgress: progress });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/documents', withCredentials: true, body: form });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 500, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    xhr.answer(201, '{"id":"d1"}');
    await expect(done).resolves.toEqual({ id: 'd1' });
    expect(progress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('raises "status: body" on a refusal, with its field errors', async () => {
    const done = uploadForm('/api/documents', new FormData());
    const body = '{"message":"Validation failed","errors":[{"path":"file","message":"The file is empty"}]}';
    FakeXhr.last.answer(400, body, 'Bad Request');
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.fieldErrors).toEqual([{ path: 'file', message: 'The file is empty' }]);
  });

  it('uses the status text when a 413 comes back empty', async () => {
    const done = uploadForm('/api/documents', new FormData());
    FakeXhr.last.answer(413, '', 'Payload Too Large');
    await expect(done).rejects.toThrow('413: Payload Too Large');
  });

  it('fails like fetch on a network error, and stops when aborted', async () => {
    const failed = uploadForm('/api/documents', new FormData());
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const cancelled = uploadForm('/api/documents', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
