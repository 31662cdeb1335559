import {
  tokenResponseSchema,
  updateProfileRequestSchema,
  userResponseSchema,
} from '@givecrowd/shared/auth/auth-api';
import { changeToNewPasswordSchema } from '@givecrowd/shared/auth/common-passwords';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import type { App } from '@/lib/fastify-types.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { authLimits } from '@/modules/auth/rate-limits.ts';
import { signedInUserId, signSession } from '@/modules/auth/session/session.ts';
import { toPublicUser } from '@/modules/auth/user-repository.ts';
import { changePassword, updateProfile } from './profile.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

export async function profileRoutes(app: App): Promise<void> {
  app.post(
    '/api/auth/profile',
    {
      onRequest: authLimits(app, 'profile').onRequest,
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Update name and phone',
        body: updateProfileRequestSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = await updateProfile(authDeps(app, request), {
        ...request.body,
        userId: signedInUserId(request),
      });
      return { status: true as const, data: { user: toPublicUser(user) } };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: authLimits(app, 'change-password').onRequest,
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password; other sessions are logged out and a fresh token is answered',
        body: changeToNewPasswordSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const user = await changePassword(authDeps(app, request), {
        userId: signedInUserId(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return {
        status: true as const,
        message: M.passwordChanged,
        token: await signSession(app, request, user),
      };
    },
  );
}
