import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organizations } from '@/db/schema.ts';
import type { PaymentProviders } from '@/modules/payments/index.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviderErrorKind,
} from '@/modules/payments/index.ts';
import { bearer } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';

/** The web origin the tests' browser is on: the test app's PUBLIC_URL. */
export const webOrigin = (app: TestApp) => app.config.publicUrl;

/** A draft of `ownerId` that has passed step 0 in `country`. */
export async function insertDraft(
  app: TestApp,
  {
    ownerId,
    country = 'US',
    grantProgram = false,
    name = 'Hope Harbor Foundation',
  }: { ownerId: string; country?: string; grantProgram?: boolean; name?: string },
) {
  const [row] = await app.db
    .insert(organizations)
    .values({
      slug: `draft-${randomUUID().slice(0, 8)}`,
      ownerId,
      name,
      countryCode: country,
      organizationType: 'ngo',
      progressPage: 2,
      data: { is_grant_program: grantProgram },
    })
    .returning();
  if (!row) throw new Error('draft was not inserted');
  return row;
}

export async function storedOrganization(app: TestApp, id: string) {
  const [row] = await app.db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw new Error('organization is gone');
  return row;
}

export const connectBody = (app: TestApp, slug: string, overrides: object = {}) => ({
  business_type: 'non_profit',
  email: 'funds@hopeharbor.example',
  country: 'US',
  country_name: 'United States',
  domain: webOrigin(app),
  slug,
  ...overrides,
});

export async function call(
  app: TestApp,
  {
    method,
    url,
    token,
    payload,
    headers = {},
  }: {
    method: 'GET' | 'POST';
    url: string;
    token?: string;
    payload?: object;
    headers?: Record<string, string>;
  },
) {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: String(response.headers['content-type']).includes('json')
      ? response.json()
      : response.body,
  };
}

/** The path and query of an absolute link the server answered, to inject it. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** What a browser says it accepts when it opens a page or submits a form. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

/** Submits a sandbox page's form as a browser does: URL-encoded fields. */
export async function submitForm(app: TestApp, action: string, fields: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    payload: new URLSearchParams(fields).toString(),
  });
  return {
    statusCode: response.statusCode,
    location: response.headers.location,
    body: response.body,
  };
}

/**
 * Providers that fail every call, as a provider that times out (unavailable) or turns the request
 * down (refused) does; `failWith` switches how.
 */
export function failingProviders(): {
  providers: PaymentProviders;
  failWith: (kind: PaymentProviderErrorKind) => void;
} {
  let kind: PaymentProviderErrorKind = 'unavailable';
  const fail = async (): Promise<never> => {
    throw new PaymentProviderError(kind, 'stripe', `the test provider is ${kind}`);
  };
  const provider: PaymentProvider = {
    name: 'stripe',
    offersAccounts: true,
    createAccount: fail,
    onboardingLink: fail,
    accountOnboarded: fail,
    createCheckout: fail,
    checkoutPaid: fail,
  };
  return {
    providers: {
      account: provider,
      checkoutFor: () => provider,
      named: () => provider,
      giftsFor: () => null,
      usesSandbox: false,
    },
    failWith: (next) => {
      kind = next;
    },
  };
}
