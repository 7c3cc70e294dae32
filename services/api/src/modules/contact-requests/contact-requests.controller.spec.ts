import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { ContactRequestEntity } from './contact-request.entity';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: '',
  inquiryType: 'demo',
  assetsUnderManagement: '',
  message: 'We would like a demo for our family.',
};

describe.each(testDatabaseKinds())('POST /api/contact-requests on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let requests: Repository<ContactRequestEntity>;

  const post = (body: string | object) =>
    request(app.getHttpServer())
      .post('/api/contact-requests')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  const expectRejected = async (body: object, errors: { path: string; message: string }[]) => {
    const response = await post(body).expect(400);
    expect(response.body).toEqual({ message: 'Validation failed', errors });
    expect(await requests.count()).toBe(0);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    requests = app.get(getRepositoryToken(ContactRequestEntity));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    await requests.clear();
  });

  it('stores a request with every field and answers 201 with it', async () => {
    const response = await post({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      phone: '+1 555 0100',
      company: 'Lovelace Family Office',
      inquiryType: 'pricing',
      assetsUnderManagement: '10m-25m',
      message: '  Pricing for a family of four, please.  ',
    }).expect(201);

    const expected = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      company: 'Lovelace Family Office',
      inquiryType: 'pricing',
      assetsUnderManagement: '10m-25m',
      message: 'Pricing for a family of four, please.',
    };
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...expected,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    const rows = await requests.find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: response.body.id, ...expected });
    expect(rows[0]!.createdAt.toISOString()).toBe(response.body.createdAt);
  });

  it('is public: a visitor without a session cookie can send it from the site itself', async () => {
    const response = await post(valid).set('Origin', 'http://127.0.0.1').set('Host', '127.0.0.1').expect(201);
    expect(await requests.findOneByOrFail({ id: response.body.id })).toMatchObject({ email: valid.email });
  });

  it('refuses a request sent from another site (CSRF) and stores nothing', async () => {
    const response = await post(valid).set('Origin', 'https://evil.example').expect(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
    expect(await requests.count()).toBe(0);
  });

  it('stores the optional fields left empty as null', async () => {
    const response = await post(valid).expect(201);
    expect(response.body).toMatchObject({ phone: null, company: null, assetsUnderManagement: null });
    const { phone, company, assetsUnderManagement } = await requests.findOneByOrFail({
      id: response.body.id,
    });
    expect({ phone, company, assetsUnderManagement }).toEqual({
      phone: null,
      company: null,
      assetsUnderManagement: null,
    });
  });

  it('keeps each submission, even from the same address', async () => {
    await post(valid).expect(201);
    await post({ ...valid, message: 'A follow-up.' }).expect(201);
    expect(await requests.count()).toBe(2);
  });

  it('lists every missing required field', async () => {
    await expectRejected({}, [
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'inquiryType', message: 'Choose a type of inquiry' },
      { path: 'message', message: 'Message is required' },
    ]);
  });

  it('treats whitespace-only required text as missing', async () => {
    await expectRejected({ ...valid, firstName: '  ', message: '\n ' }, [
      { path: 'firstName', message: 'First name is required' },
      { path: 'message', message: 'Message is required' },
    ]);
  });

  it('rejects a malformed email', async () => {
    await expectRejected({ ...valid, email: 'ada-at-example' }, [
      { path: 'email', message: 'Enter a valid email address' },
    ]);
  });

  it('rejects an unknown inquiry type and asset range', async () => {
    await expectRejected({ ...valid, inquiryType: 'spam', assetsUnderManagement: '1b+' }, [
      { path: 'inquiryType', message: 'Choose a type of inquiry' },
      { path: 'assetsUnderManagement', message: 'Choose a range' },
    ]);
  });

  it('rejects text over the column limits', async () => {
    await expectRejected({ ...valid, lastName: 'x'.repeat(101), message: 'y'.repeat(5001) }, [
      { path: 'lastName', message: 'Must be at most 100 characters' },
      { path: 'message', message: 'Must be at most 5000 characters' },
    ]);
  });

  it('rejects fields that are not strings', async () => {
    const response = await post({ ...valid, firstName: 42, phone: { n: 1 } }).expect(400);
    expect(response.body.errors.map((e: { path: string }) => e.path)).toEqual(['firstName', 'phone']);
    expect(await requests.count()).toBe(0);
  });

  it('rejects extra fields', async () => {
    await expectRejected({ ...valid, id: 'mine', status: 'answered' }, [
      { path: 'id', message: 'Unknown field' },
      { path: 'status', message: 'Unknown field' },
    ]);
  });

  it('rejects malformed JSON and a body that is not an object with 400, never 500', async () => {
    expect((await post('{"firstName": ').expect(400)).body).toEqual({
      message: 'Malformed JSON in request body',
    });
    expect((await post('[1, 2]').expect(400)).body.message).toBe('Validation failed');
    await post('null').expect(400);
    expect(await requests.count()).toBe(0);
  });
});
