// A multipart upload with real progress: fetch cannot report how much of a request body has been sent,
// XMLHttpRequest's `upload.onprogress` can. Errors read as the API client's (spec section 8): a non-ok
// answer is an ApiError "status: body".
import { ApiError } from './api';

export interface UploadOptions {
  /** Called as the body goes out: 0 to 1 (bytes sent / bytes to send). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POSTs `form` (multipart) with credentials and resolves with the parsed JSON answer. */
export function uploadForm<T>(
  url: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress?.(1);
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText, 'Unreadable answer'));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    // As fetch does: a connection that fails (or is reset mid-upload) is a TypeError.
    xhr.onerror = () => reject(new TypeError('Network error while uploading'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
