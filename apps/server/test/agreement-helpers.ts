import type { AgreementFields } from '@givecrowd/shared/agreement/agreement-api';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { bearer, post } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import { uploadForm } from './multipart.ts';

/** Test helpers for the partner agreement (not a test file itself). */

export const validFields: AgreementFields = {
  partner_name: "Meera D'Souza",
  partner_reg_number: 'MH/2019/0012345',
  partner_pan_number: 'abcde1234f',
  partner_email: 'meera@helpinghands.org',
};

/** A drawn signature: a dark stroke on a transparent canvas, as the web's pad makes it. */
export function drawnSignature(format: 'png' | 'webp' | 'gif' | 'jpeg' = 'png'): Promise<Buffer> {
  const stroke = Buffer.from(
    '<svg width="360" height="120"><path d="M10 90 C 80 10, 150 120, 350 30" stroke="#123" stroke-width="6" fill="none"/></svg>',
  );
  return sharp(stroke).toFormat(format).toBuffer();
}

/** Uploads a signature as the dialog does (private purpose, unless told); answers its key. */
export async function uploadSignature(
  app: TestApp,
  token: string,
  purpose = 'organization_digital_signature',
): Promise<string> {
  const { payload, headers } = uploadForm({
    bytes: await drawnSignature(),
    fileName: 'signature.png',
    purpose,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/upload-service/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  if (response.statusCode !== 200) throw new Error(`upload answered ${response.body}`);
  return response.json().originalKey;
}

export const signAgreement = (app: TestApp, token: string, body: object) =>
  post(app, '/api/organization/partner-agreement', body, bearer(token));

/** The bytes behind a signed link of this server (local storage). */
export async function fetchLink(app: TestApp, link: string) {
  const response = await app.inject({ method: 'GET', url: link });
  return { statusCode: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/**
 * The text of a PDF as a reader extracts it (pdf.js, the engine of Firefox's viewer), lines
 * joined by spaces and runs of white space made one.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '');
    }
    text += ' ';
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}
