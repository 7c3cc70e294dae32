// The documents module end to end, on each test database: what is accepted and refused (extension and
// content signature, empty, missing, too big), that only the owner reaches a document, the download's
// headers and bytes, and that deleting removes the stored file.
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type { ApiConfig } from '../../config/api.config';
import { API_CONFIG } from '../../config/api-config.token';
import {
  docFile,
  docxFile,
  exeFile,
  jpegFile,
  pdfFile,
  pngFile,
  xlsxFile,
} from '../../testing/document-files';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('/api/documents on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;
  let documentsDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    documentsDir = app.get<ApiConfig>(API_CONFIG).documentsDir;
    owner = await signUp(app, 'owner');
    stranger = await signUp(app, 'stranger');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const upload = (
    who: SignedInAgent,
    file: Buffer | null,
    fileName: string,
    fields: Record<string, string> = { category: 'tax' },
  ) => {
    let call = who.agent.post('/api/documents');
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return file ? call.attach('file', file, { filename: fileName }) : call;
  };
  /** What the documents folder holds besides the (emptied) spool folder. */
  const storedFiles = () => readdirSync(documentsDir).filter((name) => name !== '.incoming');
  const spooled = () =>
    existsSync(path.join(documentsDir, '.incoming')) ? readdirSync(path.join(documentsDir, '.incoming')) : [];

  describe('accepts a file whose extension and content agree', () => {
    it.each([
      ['2024 Form 1040.pdf', pdfFile(), 'application/pdf'],
      ['deed.PNG', pngFile(), 'image/png'],
      ['policy scan.jpg', jpegFile(), 'image/jpeg'],
      ['policy scan.jpeg', jpegFile(), 'image/jpeg'],
      ['will (1998).doc', docFile(), 'application/msword'],
      ['trust.docx', docxFile(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])('%s', async (fileName, content, contentType) => {
      const { body } = await upload(owner, content, fileName, {
        category: 'estate',
        notes: ' signed copy ',
      }).expect(201);
      expect(body).toMatchObject({
        userId: owner.id,
        category: 'estate',
        fileName,
        contentType,
        size: content.length,
        notes: 'signed copy',
      });
      // Stored under its id, never under the user's name.
      expect(storedFiles()).toContain(body.id);
      expect(storedFiles()).not.toContain(fileName);
      expect(spooled()).toEqual([]);
    });
  });

  describe('refuses, with a message on its field, and stores nothing', () => {
    it.each([
      [
        'a wrong type',
        'notes.txt',
        Buffer.from('plain text'),
        'Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG',
      ],
      ['a renamed executable', 'statement.pdf', exeFile(), 'The file is a program, not a document'],
      [
        'a .png that is really a PDF',
        'photo.png',
        pdfFile(),
        "The file's contents do not match its .png extension (it looks like a PDF)",
      ],
      [
        'a .docx that is a spreadsheet',
        'report.docx',
        xlsxFile(),
        "The file's contents do not match its .docx extension (it looks like a ZIP archive)",
      ],
      [
        'a .doc that is a PNG',
        'letter.doc',
        pngFile(),
        "The file's contents do not match its .doc extension (it looks like a PNG image)",
      ],
      [
        'an unknown content',
        'scan.jpg',
        Buffer.from('not an image at all'),
        "The file's contents do not match its .jpg extension",
      ],
      ['an empty file', 'empty.pdf', Buffer.alloc(0), 'The file is empty'],
    ])('%s', async (_case, fileName, content, message) => {
      const before = storedFiles();
      const { body } = await upload(owner, content, fileName).expect(400);
      expect(body).toEqual({ message: 'Validation failed', errors: [{ path: 'file', message }] });
      expect(storedFiles()).toEqual(before);
      expect(spooled()).toEqual([]);
    });

    it('no file', async () => {
      const { body } = await upload(owner, null, '', { category: 'tax', notes: 'x' }).expect(400);
      expect(body.errors).toEqual([{ path: 'file', message: 'Please select a file to upload' }]);
    });

    it('a missing or unknown category, with the file checked too', async () => {
      const { body } = await upload(owner, exeFile(), 'setup.pdf', {}).expect(400);
      expect(body.errors).toEqual([
        { path: 'category', message: 'Choose where this document belongs' },
        { path: 'file', message: 'The file is a program, not a document' },
      ]);
      expect(
        (await upload(owner, pdfFile(), 'a.pdf', { category: 'secrets' }).expect(400)).body.errors,
      ).toEqual([{ path: 'category', message: 'Choose where this document belongs' }]);
    });

    it('malformed multipart, extra fields and long notes: always a 400, never a 500', async () => {
      const raw = (contentType: string, body: string) =>
        owner.agent.post('/api/documents').set('Content-Type', contentType).send(body);
      for (const response of [
        await raw('multipart/form-data', '--x\r\n'),
        await raw('multipart/form-data; boundary=x', 'garbage with no parts'),
        await raw(
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
        ),
        await raw('text/plain', 'hello'),
      ]) {
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
      const extra = await upload(owner, pdfFile(), 'a.pdf', { category: 'tax', userId: stranger.id }).expect(
        400,
      );
      expect(extra.body.errors).toEqual([{ path: 'userId', message: 'Unknown field' }]);
      for (const notes of ['n'.repeat(2001), 'n'.repeat(40_000)]) {
        const long = await upload(owner, pdfFile(), 'a.pdf', { category: 'tax', notes }).expect(400);
        expect(long.body.errors).toEqual([{ path: 'notes', message: 'Must be at most 2000 characters' }]);
      }
      expect(spooled()).toEqual([]);
    });

    it('keeps only the base name of a file name sent with a path', async () => {
      const { body } = await upload(owner, pdfFile(), '../../etc/evil.pdf').expect(201);
      expect(body.fileName).toBe('evil.pdf');
      expect(storedFiles()).toContain(body.id);
      await owner.agent.delete(`/api/documents/${body.id}`).expect(204);
    });

    it('a body that is not multipart', async () => {
      const { body } = await owner.agent.post('/api/documents').send({ category: 'tax' }).expect(400);
      expect(body.errors).toEqual([
        { path: '', message: 'Send the document as multipart/form-data with a "file" part' },
      ]);
    });
  });

  describe('over 25 MB', () => {
    it('answers 413 with a clear message and keeps no part of the file', async () => {
      const before = storedFiles();
      const { body } = await upload(owner, Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x25), 'huge.pdf').expect(
        413,
      );
      expect(body).toEqual({ message: 'The file is larger than 25 MB' });
      expect(storedFiles()).toEqual(before);
      expect(spooled()).toEqual([]);
    });

    it('accepts exactly 25 MB', async () => {
      const content = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20);
      content.write('%PDF-1.7\n');
      const { body } = await upload(owner, content, 'exactly.pdf').expect(201);
      expect(body.size).toBe(MAX_DOCUMENT_BYTES);
      await owner.agent.delete(`/api/documents/${body.id}`).expect(204);
    });

    it('answers a body announced too large at once, without reading it, and closes the connection', async () => {
      const server = app.getHttpServer() as http.Server;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const login = await request(server)
        .post('/api/auth/login')
        .send({ username: 'owner', password: 'correct horse battery' })
        .expect(200);
      const cookie = login.headers['set-cookie']?.[0]?.split(';')[0];
      const answer = await new Promise<{ status: number; connection: string; body: string }>(
        (resolve, reject) => {
          const req = http.request({
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/documents',
            headers: {
              'Content-Type': 'multipart/form-data; boundary=x',
              'Content-Length': String(100 * 1024 * 1024),
              Cookie: String(cookie),
            },
          });
          req.on('response', (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: String(res.headers.connection),
                body: text,
              }),
            );
          });
          req.on('error', reject);
          // Only the first kilobyte of the announced 100 MB is ever sent.
          req.write(Buffer.alloc(1024));
        },
      );
      expect(answer).toEqual({
        status: 413,
        connection: 'close',
        body: JSON.stringify({ message: 'The file is larger than 25 MB' }),
      });
    });
    it('reads the rest of a body whose part header is malformed, so the next request on the connection is answered', async () => {
      const server = app.getHttpServer() as http.Server;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const login = await request(server)
        .post('/api/auth/login')
        .send({ username: 'owner', password: 'correct horse battery' })
        .expect(200);
      const cookie = String(login.headers['set-cookie']?.[0]?.split(';')[0]);
      // Issue 34's poison: a 20 KB part header without a colon, then 1 MB more of body.
      const body = Buffer.concat([
        Buffer.from(`--x\r\n${'X'.repeat(20 * 1024)}\r\n\r\n`),
        Buffer.alloc(1024 * 1024, 'a'),
        Buffer.from('\r\n--x--\r\n'),
      ]);
      const poison = Buffer.concat([
        Buffer.from(
          `POST /api/documents HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n\r\n`,
        ),
        body,
      ]);
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const answers = (count: number) =>
        new Promise<string[]>((resolve) => {
          const check = () => {
            const heads = received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
            if (heads.length >= count) return resolve(heads);
            if (socket.destroyed) return resolve(heads);
            setTimeout(check, 20);
          };
          check();
        });
      socket.write(poison);
      expect(await answers(1)).toEqual(['HTTP/1.1 400']);
      // The same connection, as a keep-alive client would reuse it: answered, not stuck behind the body.
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const started = Date.now();
      const heads = await Promise.race([
        answers(2),
        new Promise<string[]>((resolve) => setTimeout(() => resolve(['timed out']), 3000)),
      ]);
      socket.destroy();
      expect(heads).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200']);
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });

  describe('list, download and delete', () => {
    let taxReturn: { id: string };
    let deed: { id: string };
    const name = 'Reçu "final" 2024.pdf';

    beforeAll(async () => {
      for (const { id } of (await owner.agent.get('/api/documents').expect(200)).body) {
        await owner.agent.delete(`/api/documents/${id}`).expect(204);
      }
      taxReturn = (await upload(owner, pdfFile(), name, { category: 'tax' }).expect(201)).body;
      deed = (await upload(owner, pngFile(), 'deed.png', { category: 'real_estate' }).expect(201)).body;
    });

    it('lists the newest first, and one area with ?category=', async () => {
      const all = (await owner.agent.get('/api/documents').expect(200)).body;
      expect(all.map((d: { id: string }) => d.id)).toEqual([deed.id, taxReturn.id]);
      const tax = (await owner.agent.get('/api/documents').query({ category: 'tax' }).expect(200)).body;
      expect(tax.map((d: { id: string }) => d.id)).toEqual([taxReturn.id]);
      const bad = (await owner.agent.get('/api/documents').query({ category: 'nope' }).expect(400)).body;
      expect(bad.errors).toEqual([{ path: 'category', message: 'Choose where this document belongs' }]);
    });

    it('downloads the same bytes as an attachment that keeps any file name, and never sniffed', async () => {
      const response = await owner.agent
        .get(`/api/documents/${taxReturn.id}/download`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-length']).toBe(String(pdfFile().length));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Re_u _final_ 2024.pdf"; filename*=UTF-8''Re%C3%A7u%20%22final%22%202024.pdf`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect((response.body as Buffer).equals(pdfFile())).toBe(true);
    });

    it("never lets another user list, download or delete the owner's documents", async () => {
      expect((await stranger.agent.get('/api/documents').expect(200)).body).toEqual([]);
      expect(
        (await stranger.agent.get('/api/documents').query({ category: 'tax' }).expect(200)).body,
      ).toEqual([]);
      for (const path of [
        `/api/documents/${taxReturn.id}/download`,
        `/api/documents/${MISSING_ID}/download`,
      ]) {
        expect((await stranger.agent.get(path).expect(404)).body).toEqual({ message: 'Document not found' });
      }
      await stranger.agent.delete(`/api/documents/${taxReturn.id}`).expect(404);
      await request(app.getHttpServer()).get(`/api/documents/${taxReturn.id}/download`).expect(401);
      await request(app.getHttpServer())
        .post('/api/documents')
        .attach('file', pdfFile(), 'a.pdf')
        .expect(401);
      // Still there for its owner.
      await owner.agent.get(`/api/documents/${taxReturn.id}/download`).expect(200);
      expect(storedFiles()).toContain(taxReturn.id);
    });

    it('deletes the row and the stored file', async () => {
      await owner.agent.delete(`/api/documents/${deed.id}`).expect(204);
      expect(storedFiles()).not.toContain(deed.id);
      await owner.agent.get(`/api/documents/${deed.id}/download`).expect(404);
      await owner.agent.delete(`/api/documents/${deed.id}`).expect(404);
      const left = (await owner.agent.get('/api/documents').expect(200)).body;
      expect(left.map((d: { id: string }) => d.id)).toEqual([taxReturn.id]);
    });
  });
});
