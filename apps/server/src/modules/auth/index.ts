export { type CodeDeps, issueCode, verifyCode } from './codes/one-time-codes.ts';
export { hashPassword } from './passwords/passwords.ts';
export { isReviewerRequest, reviewersOnly, signedInOnly } from './reviewer.ts';
export { authRoutes } from './routes.ts';
export { authenticate } from './session/authenticate.ts';
export { optionalUser } from './session/optional-user.ts';
export { signedInUserId } from './session/session.ts';
export { generateLinkToken, hashLinkToken } from './tokens/secrets.ts';
export {
  findUserEmail,
  findUserRecipient,
  findVerifiedUserEmail,
  isPhoneVerifiedBy,
} from './user-repository.ts';
export { settleWorkAfterAnswers, workAfterAnswer } from './work-after-answer.ts';
