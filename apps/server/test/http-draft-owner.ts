import { tokenResponseSchema } from '@givecrowd/shared/auth/auth-api';
import { saveDraftPageResponseSchema } from '@givecrowd/shared/organization/draft-api';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { z } from 'zod';

/** A JSON call to a server running as its own process: the status and the parsed body. */
export type HttpCall = (
  method: string,
  url: string,
  body?: object,
  token?: string,
) => Promise<{ status: number; body: unknown }>;

export function httpCaller(origin: string): HttpCall {
  return async (method, url, body, token) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
}

const outboxSchema = z.object({ data: z.array(z.object({ code: z.string().optional() })) });

/** The newest code the development outbox holds for `to`. */
async function codeSentTo(call: HttpCall, to: string): Promise<string> {
  const { body } = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return outboxSchema.parse(body).data[0]?.code ?? '';
}

/**
 * Over HTTP, as a person does it: signs up, verifies the signatory phone with its texted code and
 * saves step 0 of an India NGO. Answers the session token, the draft's slug and version.
 */
export async function createDraftOwner(
  call: HttpCall,
  {
    email,
    password,
    phone,
    adminEmail,
  }: Record<'email' | 'password' | 'phone' | 'adminEmail', string>,
): Promise<{ token: string; slug: string; version: number }> {
  await call('POST', '/api/auth/signup/get-otp', { email });
  const verified = await call('POST', '/api/auth/signup/verify-otp', {
    email,
    otp: await codeSentTo(call, email),
  });
  const registered = await call(
    'POST',
    '/api/auth/register',
    { name: 'Asha Rao', email, password },
    tokenResponseSchema.parse(verified.body).token,
  );
  const { token } = tokenResponseSchema.parse(registered.body);
  const signatory = { phone, email: adminEmail };
  await call('POST', '/api/organization/send-otp', signatory, token);
  await call(
    'POST',
    '/api/auth/partner-otp-verify',
    { ...signatory, otp: await codeSentTo(call, phone) },
    token,
  );
  const saved = await call(
    'POST',
    '/api/organization/create/page/1',
    { ...validIndiaNgo, organization_admin_phone: phone, organization_admin_email: adminEmail },
    token,
  );
  const { data } = saveDraftPageResponseSchema.parse(saved.body);
  return { token, slug: data.slug, version: data.organization.version };
}
