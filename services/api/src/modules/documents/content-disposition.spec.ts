import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentDisposition('2024 Form 1040.pdf')).toBe(
      `attachment; filename="2024 Form 1040.pdf"; filename*=UTF-8''2024%20Form%201040.pdf`,
    );
  });

  it('cannot be broken by quotes, backslashes, line breaks or non-ASCII names', () => {
    const header = attachmentDisposition('Reçu "final"\\\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="Re_u _final____Set-Cookie: x=1;.pdf"; ` +
        `filename*=UTF-8''Re%C3%A7u%20%22final%22%5C%0D%0ASet-Cookie%3A%20x%3D1%3B.pdf`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('Reçu "final"\\\r\nSet-Cookie: x=1;.pdf');
    expect(attachmentDisposition('遺言書.pdf')).toContain(`filename="___.pdf"`);
  });
});
