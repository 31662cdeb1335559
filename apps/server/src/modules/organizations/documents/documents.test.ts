import { DOCUMENT_MESSAGES as M } from '@givecrowd/shared/organization/documents/document-messages';
import { DOCUMENT_MAX_BYTES } from '@givecrowd/shared/organization/documents/organization-documents';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { validUsNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { bearer } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { createImageFixtures } from '@test/image-fixtures.ts';
import { buildMultipart } from '@test/multipart.ts';
import { createOwner } from '@test/payments-page-helpers.ts';
import {
  buildReviewApp,
  createReviewer,
  getAs,
  insertOrganizationAt,
} from '@test/review-helpers.ts';
import { validWebsite } from '@test/site-helpers.ts';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationDocuments, organizationStatusChanges } from '@/db/schema.ts';

/*
 * An organization's documents (docs/product/verification.md#documents): its owner uploads,
 * replaces and opens them, nobody else reaches them, reviewers open them from the review answer,
 * and the content decides what a file is.
 */

let app: TestApp;
let reviewer: { id: string; token: string };
let images: Awaited<ReturnType<typeof createImageFixtures>>;

beforeAll(async () => {
  app = await buildReviewApp();
  reviewer = await createReviewer(app);
  images = await createImageFixtures();
});
afterAll(async () => app.close());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function organization(status: 'draft' | 'submitted' = 'draft') {
  const owner = await createOwner(app);
  const row = await insertOrganizationAt(app, { status, ownerId: owner.id });
  return { owner, slug: row.slug, id: row.id };
}

function upload(
  token: string | null,
  slug: string,
  {
    kind = 'registration_certificate',
    fileName = 'certificate.pdf',
    contentType = 'application/pdf',
    bytes = PDF,
  }: { kind?: string; fileName?: string; contentType?: string; bytes?: Buffer } = {},
) {
  const { payload, headers } = buildMultipart([
    { name: 'kind', value: kind },
    { name: 'file', fileName, contentType, bytes },
  ]);
  return app
    .inject({
      method: 'POST',
      url: `/api/organizations/${slug}/documents`,
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    })
    .then((response) => ({ statusCode: response.statusCode, body: response.json() }));
}

/** Opens a signed link as a browser would: no token. */
const open = (link: string) => app.inject({ url: link });

const storedDocuments = (organizationId: string) =>
  app.db
    .select()
    .from(organizationDocuments)
    .where(eq(organizationDocuments.organizationId, organizationId));

describe('the owner', () => {
  it('sees which documents are asked, uploads one and opens it through its signed link', async () => {
    const { owner, slug, id } = await organization();
    const before = await getAs(app, owner.token, `/api/organizations/${slug}/documents`);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.body.data).toEqual({
      documents: [],
      asked: ['registration_certificate', 'pan_card'],
      missing: ['registration_certificate', 'pan_card'],
    });

    const uploaded = await upload(owner.token, slug);
    expect(uploaded.statusCode).toBe(201);
    const [document] = uploaded.body.data.documents;
    expect(document).toMatchObject({
      kind: 'registration_certificate',
      file_name: 'certificate.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect(uploaded.body.data.missing).toEqual(['pan_card']);

    const opened = await open(document.link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.rawPayload.equals(PDF)).toBe(true);

    const fresh = await getAs(
      app,
      owner.token,
      `/api/organizations/${slug}/documents/registration_certificate/link`,
    );
    expect(fresh.statusCode).toBe(200);
    expect((await open(fresh.body.link)).statusCode).toBe(200);

    // A draft's uploads are not history: it has none until it is submitted.
    const history = await app.db
      .select()
      .from(organizationStatusChanges)
      .where(eq(organizationStatusChanges.organizationId, id));
    expect(history).toEqual([]);
  });

  it('replaces a document by uploading the same kind, keeping the old row marked replaced', async () => {
    const { owner, slug, id } = await organization();
    expect((await upload(owner.token, slug, { fileName: 'first.pdf' })).statusCode).toBe(201);
    const second = await upload(owner.token, slug, {
      fileName: 'second.png',
      contentType: 'image/png',
      bytes: images.png,
    });
    expect(second.statusCode).toBe(201);
    expect(second.body.data.documents).toHaveLength(1);
    expect(second.body.data.documents[0]).toMatchObject({
      file_name: 'second.png',
      content_type: 'image/png',
    });

    const rows = await storedDocuments(id);
    expect(rows).toHaveLength(2);
    const old = rows.find((row) => row.fileName === 'first.pdf');
    const current = rows.find((row) => row.fileName === 'second.png');
    expect(old?.replacedAt).toBeInstanceOf(Date);
    expect(current?.replacedAt).toBeNull();
    // The old file stays stored: the record keeps what was reviewed.
    expect(old && (await app.storage.get(old.key))?.equals(PDF)).toBe(true);
    // An image is stored re-encoded, without its metadata.
    const stored = current && (await app.storage.get(current.key));
    expect(stored?.toString('latin1')).not.toContain('Secret Photographer');
  });

  it('is asked for what its form says: an IRS letter of a US NGO, not of an Indian one', async () => {
    const owner = await createOwner(app);
    const row = await insertOrganizationAt(app, {
      status: 'draft',
      ownerId: owner.id,
      columns: { countryCode: 'US', data: { ...validUsNgo, ...validWebsite } },
    });
    const us = await getAs(app, owner.token, `/api/organizations/${row.slug}/documents`);
    expect(us.body.data.asked).toEqual(['registration_certificate', 'irs_determination_letter']);

    const india = await organization();
    const refused = await upload(india.owner.token, india.slug, {
      kind: 'irs_determination_letter',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      message: M.kindNotAsked,
      errors: [{ field: 'kind', message: M.kindNotAsked }],
    });
  });
});

describe('anyone else', () => {
  it('gets 404 for every call on someone else’s organization, and nothing is stored', async () => {
    const { owner, slug, id } = await organization();
    await upload(owner.token, slug);
    const stranger = await createOwner(app);
    for (const url of [
      `/api/organizations/${slug}/documents`,
      `/api/organizations/${slug}/documents/registration_certificate/link`,
    ]) {
      const answer = await getAs(app, stranger.token, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body.message).toBe(DRAFT_MESSAGES.notFound);
    }
    const refused = await upload(stranger.token, slug, { fileName: 'theirs.pdf' });
    expect(refused.statusCode).toBe(404);
    expect(await storedDocuments(id)).toHaveLength(1);

    const [row] = await storedDocuments(id);
    const privateLink = await getAs(
      app,
      stranger.token,
      `/upload-service/private-link?key=${row?.key}`,
    );
    expect(privateLink.statusCode).toBe(404);
    const ownLink = await getAs(app, owner.token, `/upload-service/private-link?key=${row?.key}`);
    expect(ownLink.statusCode).toBe(200);
  });

  it('needs a token: 401 without one', async () => {
    const { slug } = await organization();
    expect((await upload(null, slug)).statusCode).toBe(401);
    expect((await getAs(app, null, `/api/organizations/${slug}/documents`)).statusCode).toBe(401);
  });
});

describe('a reviewer', () => {
  it('sees the documents with signed links and the asked kinds missing; the upload is history', async () => {
    const { owner, slug, id } = await organization('submitted');
    expect((await upload(owner.token, slug)).statusCode).toBe(201);

    const answer = await getAs(app, reviewer.token, `/api/admin/organizations/${slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.missing_documents).toEqual(['pan_card']);
    const [document] = answer.body.data.documents;
    expect(document).toMatchObject({
      kind: 'registration_certificate',
      file_name: 'certificate.pdf',
    });
    const opened = await open(document.link);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);

    const history = await app.db
      .select()
      .from(organizationStatusChanges)
      .where(eq(organizationStatusChanges.organizationId, id));
    expect(history).toMatchObject([
      {
        settingsEvent: 'document_uploaded',
        changedFields: ['document:registration_certificate'],
        note: M.uploadedNote,
        actorRole: 'owner',
        fromStatus: 'submitted',
        toStatus: 'submitted',
      },
    ]);
  });

  it('may ask for a missing document through needs information', async () => {
    const { slug } = await organization('submitted');
    const asked = await app.inject({
      method: 'POST',
      url: `/api/admin/organizations/${slug}/status`,
      headers: bearer(reviewer.token),
      payload: {
        from: 'submitted',
        to: 'needs_information',
        note: 'Please add your PAN card.',
        fields: [{ field: 'document:pan_card', note: 'The PAN card is missing.' }],
      },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.requested_fields).toEqual([
      { field: 'document:pan_card', note: 'The PAN card is missing.' },
    ]);
  });
});

describe('the content decides', () => {
  const refusals: [string, { fileName: string; contentType: string; bytes: Buffer }, string][] = [
    [
      'markup named as a PDF',
      {
        fileName: 'certificate.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      },
      M.fileType,
    ],
    [
      'a PDF carrying a script',
      {
        fileName: 'certificate.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n<< /S /JavaScript /JS (app.alert(1)) >>\n%%EOF'),
      },
      M.activeContent,
    ],
    [
      'a PDF with markup inside',
      {
        fileName: 'certificate.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF'),
      },
      M.fileType,
    ],
    [
      'a GIF named as a PNG',
      { fileName: 'scan.png', contentType: 'image/png', bytes: Buffer.from('GIF89a-not-allowed') },
      M.fileType,
    ],
  ];

  it.each(refusals)('refuses %s with 415, storing nothing', async (_name, file, message) => {
    const { owner, slug, id } = await organization();
    const refused = await upload(owner.token, slug, file);
    expect(refused.statusCode).toBe(415);
    expect(refused.body.message).toBe(message);
    expect(await storedDocuments(id)).toEqual([]);
  });

  it('refuses a script packed in a PDF’s compressed object streams, and takes the same PDF without it', async () => {
    const { owner, slug, id } = await organization();
    const packed = async (withScript: boolean) => {
      const document = await PDFDocument.create();
      document.addPage();
      if (withScript) {
        const script = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
        document.catalog.set(PDFName.of('OpenAction'), document.context.register(script));
      }
      return Buffer.from(await document.save({ useObjectStreams: true }));
    };
    const refused = await upload(owner.token, slug, { bytes: await packed(true) });
    expect(refused.statusCode).toBe(415);
    expect(refused.body.message).toBe(M.activeContent);
    expect(await storedDocuments(id)).toEqual([]);
    const taken = await upload(owner.token, slug, { bytes: await packed(false) });
    expect(taken.statusCode).toBe(201);
  });

  it('refuses a file over 10 MB with 413 while reading it', async () => {
    const { owner, slug, id } = await organization();
    const bytes = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const refused = await upload(owner.token, slug, { bytes });
    expect(refused.statusCode).toBe(413);
    expect(refused.body.message).toBe(M.tooLarge);
    expect(await storedDocuments(id)).toEqual([]);
  });

  it('keeps the name the person’s file has, without its folders', async () => {
    const { owner, slug } = await organization();
    const named = await upload(owner.token, slug, { fileName: '../Scans/PAN card (1).pdf' });
    expect(named.statusCode).toBe(201);
    expect(named.body.data.documents[0].file_name).toBe('PAN card (1).pdf');
  });

  it('answers 400 or 415 for a form that is not one, never 500', async () => {
    const { owner, slug } = await organization();

    const unknownKind = await upload(owner.token, slug, { kind: 'passport' });
    expect(unknownKind).toMatchObject({ statusCode: 400, body: { message: M.unknownKind } });

    const noFile = buildMultipart([{ name: 'kind', value: 'registration_certificate' }]);
    const withoutFile = await app.inject({
      method: 'POST',
      url: `/api/organizations/${slug}/documents`,
      payload: noFile.payload,
      headers: { ...noFile.headers, ...bearer(owner.token) },
    });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().message).toBe(M.noFile);

    const json = await app.inject({
      method: 'POST',
      url: `/api/organizations/${slug}/documents`,
      payload: { kind: 'registration_certificate' },
      headers: bearer(owner.token),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(M.notMultipart);
  });
});
