import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { PASSWORD_MIN_LENGTH, PERSON_NAME_MAX } from '../constants.ts';
import { PERSON_NAME_RULES } from '../organization/formats.ts';
import { PHONE_MESSAGES } from '../phone/messages.ts';
import { lacksCountryCode, toE164Phone } from '../phone/phone-number.ts';
import { isCodeFormat, normalizeCode } from './code.ts';
import { AUTH_MESSAGES as M } from './messages.ts';
import { findOwnWordsInPassword, NEW_PASSWORD_RULES } from './password-rules.ts';

export const PASSWORD_MAX_LENGTH = 128;

/** Trimmed and lower-cased, so one address is one account whatever its casing. */
export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A password being chosen: its length, then the rules that need nothing but the password. */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
  .superRefine((password, context) => {
    const broken = NEW_PASSWORD_RULES.find((passwordRule) => passwordRule.fails(password));
    if (broken) context.addIssue({ code: 'custom', message: broken.message });
  });

/** The password of a form that also names the account's email and name may not contain them. */
export function refuseOwnWordsInPassword(
  values: { email: string; name: string; password: string },
  context: z.RefinementCtx,
): void {
  const message = findOwnWordsInPassword(values.password, values);
  if (message) context.addIssue({ code: 'custom', message, path: ['password'] });
}

/** A sign-in password is only checked for presence: the rule applies when it is chosen. */
export const loginPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const codeSchema = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, M.codeRequired)
  .refine(isCodeFormat, M.codeInvalidFormat)
  .transform(normalizeCode);

function toInternationalPhone(phone: string, context: z.RefinementCtx): string {
  const e164 = toE164Phone(phone);
  if (e164) return e164;
  const message = lacksCountryCode(phone) ? PHONE_MESSAGES.countryCodeRequired : M.phoneInvalid;
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/**
 * A phone typed in any common form, answered in E.164 (docs/product/accounts.md#phone). These
 * calls know no country, so only an international phone ('+' or '00' first) can be read; a
 * national one is asked for its country code.
 */
export const internationalPhoneSchema = z
  .string({ error: M.phoneInvalid })
  .trim()
  .transform(toInternationalPhone);

/** A person's own name: required, the person-name rule, at most 50 characters. */
export const personNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .superRefine((name, context) => {
    const broken = PERSON_NAME_RULES.find((nameRule) => nameRule.fails(name));
    if (broken) context.addIssue({ code: 'custom', message: broken.message });
  })
  .max(PERSON_NAME_MAX, M.nameTooLong);

/** The account's phone: none when missing, null or empty. */
const optionalPhone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .transform((phone, context) => (phone ? toInternationalPhone(phone, context) : undefined))
  .optional()
  .nullable();

export const emailRequestSchema = z.object({ email: emailSchema });
/**
 * `resend` asks for a new code even while the last one still works (the code step's Resend);
 * without it a live code is pointed to, not sent again
 * (docs/product/accounts.md#codes-asked-for-again).
 */
export const signupCodeRequestSchema = emailRequestSchema.extend({
  resend: z.boolean().optional(),
});
export type SignupCodeRequest = z.input<typeof signupCodeRequestSchema>;
export const verifySignupCodeRequestSchema = z.object({ email: emailSchema, otp: codeSchema });
/** Register's fields, each checked alone; `registerRequestSchema` adds the rules across them. */
export const registerFieldsSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: optionalPhone,
});
export const registerRequestSchema = registerFieldsSchema.superRefine(refuseOwnWordsInPassword);
export const loginRequestSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const tokenRequestSchema = z.object({ token: z.string().min(1).max(4096) });
export const submitInviteRequestSchema = z.object({ email: emailSchema, code: codeSchema });
export const sendPhoneCodeRequestSchema = z.object({
  phone: internationalPhoneSchema,
  email: emailSchema,
});
export const verifyPhoneCodeRequestSchema = z.object({
  phone: internationalPhoneSchema,
  email: emailSchema,
  otp: codeSchema,
});
export const socialLoginRequestSchema = z.object({
  provider: z.string().min(1).max(40),
  id_token: z.string().min(1).max(8192),
});
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(4096),
  password: passwordSchema,
});
export const updateProfileRequestSchema = z.object({
  name: personNameSchema,
  phone: optionalPhone,
});
export const changePasswordRequestSchema = z.object({
  current_password: loginPasswordSchema,
  new_password: passwordSchema,
});

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email_verified: z.boolean(),
  show_walkthrough: z.boolean(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export const tokenResponseSchema = messageResponseSchema.extend({ token: z.string() });
/**
 * The code proves the address: `signed_in` true carries a session token (the address has an
 * account, so this was a login); false, the signup token for register
 * (docs/decisions/004-email-first-login-without-account-discovery.md).
 */
export const verifySignupCodeResponseSchema = tokenResponseSchema.extend({
  signed_in: z.boolean(),
});
/** `resend_in`: seconds until a new code may be asked for (0: now). */
export const signupCodeResponseSchema = messageResponseSchema.extend({
  resend_in: z.number().int().min(0),
});
/** `{status: true}` alone: a check that passed and has nothing to tell, e.g. a live reset link. */
export const passedResponseSchema = z.object({ status: z.literal(true) });
export const inviteTokenResponseSchema = tokenResponseSchema.extend({
  show_walkthrough: z.boolean(),
});
export const userResponseSchema = okEnvelope(z.object({ user: publicUserSchema }));
export const detailsResponseSchema = userResponseSchema.extend({ token: z.string() });
export const phoneVerifyResponseSchema = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
});
export const authProvidersResponseSchema = okEnvelope(
  z.object({ google: z.object({ client_id: z.string() }).nullable() }),
);

export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
