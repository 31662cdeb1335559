import {
  ownDomainCheckRequestSchema,
  ownDomainCheckResponseSchema,
} from '@givecrowd/shared/organization/website-api';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import { checkOwnDomain } from './check-own-domain.ts';
import { createTxtLookup } from './txt-lookup.ts';

const HOUR_MS = 3_600_000;

export async function ownDomainRoutes(app: App): Promise<void> {
  const lookupTxt = createTxtLookup({
    servers: app.config.dnsServers,
    timeoutMs: app.config.dnsTimeoutMs,
  });
  const hourlyQuota = app.limit([
    perUser('own-domain-check:user', app.config.ownDomainChecksPerUserPerHour, HOUR_MS),
  ]);

  app.post(
    '/api/organization/own-domain/check',
    {
      preHandler: [app.requireUser, hourlyQuota],
      schema: {
        tags: ['organizations'],
        security: [{ bearer: [] }],
        summary:
          "Check DNS: looks up the TXT record of the owner's draft's own domain; when its value is there the domain is verified and serves the site. Otherwise still pending with a message (DNS errors too). 404 for any other draft; 400 when no own domain is chosen; 409 when another organization has the domain verified (it proved it first)",
        body: ownDomainCheckRequestSchema,
        response: { 200: ownDomainCheckResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await checkOwnDomain({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.body.slug,
        lookupTxt,
      }),
    }),
  );
}
