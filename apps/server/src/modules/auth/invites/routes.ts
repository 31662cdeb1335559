import {
  emailRequestSchema,
  inviteTokenResponseSchema,
  messageResponseSchema,
  submitInviteRequestSchema,
} from '@givecrowd/shared/auth/auth-api';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import type { App } from '@/lib/fastify-types.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { authLimits } from '@/modules/auth/rate-limits.ts';
import { signSession } from '@/modules/auth/session/session.ts';
import { acceptInvite, sendInvite } from './invites.ts';

const tags = ['auth'];

export async function inviteRoutes(app: App): Promise<void> {
  app.post(
    '/api/auth/get-invite',
    {
      ...authLimits(app, 'get-invite'),
      schema: {
        tags,
        summary: 'Email an invite code',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await sendInvite(authDeps(app, request), { email: request.body.email, ip: request.ip });
      return { status: true as const, message: M.inviteSent };
    },
  );

  app.post(
    '/api/auth/submit-invite-code',
    {
      ...authLimits(app, 'submit-invite-code'),
      schema: {
        tags,
        summary: 'Sign in with an invite code (creates the account on first use)',
        body: submitInviteRequestSchema,
        response: { 200: inviteTokenResponseSchema },
      },
    },
    async (request) => {
      const { user, showWalkthrough } = await acceptInvite(authDeps(app, request), request.body);
      return {
        status: true as const,
        message: M.inviteAccepted,
        token: await signSession(app, request, user),
        show_walkthrough: showWalkthrough,
      };
    },
  );
}
