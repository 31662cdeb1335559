import type { App } from '@/lib/fastify-types.ts';
import { inviteRoutes } from './invites/routes.ts';
import { phoneRoutes } from './phone/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { recoveryRoutes } from './recovery/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { signupRoutes } from './signup/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { settleWorkAfterAnswers } from './work-after-answer.ts';

/** Every auth call (docs/product/http-contract.md#auth-calls), one plugin per capability. */
export async function authRoutes(app: App): Promise<void> {
  app.addHook('onClose', settleWorkAfterAnswers);
  await app.register(signupRoutes);
  await app.register(sessionRoutes);
  await app.register(socialRoutes);
  await app.register(recoveryRoutes);
  await app.register(inviteRoutes);
  await app.register(phoneRoutes);
  await app.register(profileRoutes);
}
