import { PRODUCT_NAME } from '../constants.ts';

/** What the auth calls answer, written once: the server sends these, the web shows them. */
export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter valid email address.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  /** (ours) A new password among the most common breached ones (NIST SP 800-63B). */
  commonPassword:
    'This password is one of the most common ones and easy to guess. Please choose another.',
  /** (ours) The rules of docs/product/accounts.md#passwords, each easy to guess. */
  passwordOnlySpaces: "Password can't be only spaces.",
  passwordOneCharacter: "Password can't be one character repeated.",
  passwordHasProductName: `Password can't contain ${PRODUCT_NAME}.`,
  passwordHasEmail: "Password can't contain your email address or the part before the @.",
  passwordHasName: "Password can't contain your name.",
  nameRequired: 'Please enter your name.',
  nameTooLong: "Name can't exceed 50 characters.",
  phoneInvalid: 'Please enter valid phone number.',
  codeRequired: 'Please enter the code.',
  codeInvalidFormat: 'The code has 4 letters or digits.',

  codeSent: 'Please check your email. We have sent you a message to continue.',
  phoneCodeSent: 'We have sent a 4-character code to your phone.',
  codeWrong: 'The code is wrong or has expired. Please check it or ask for a new one.',
  codeTriesSpent: 'Too many wrong tries. Please ask for a new code.',
  codeResendWait: 'Please wait before asking for a new code.',
  /** (ours) A code sent earlier still works: asked again, we point to it instead of sending another. */
  codeAlreadySent: 'We have already sent you a code, and it still works. Please enter it here.',
  codeSendCap: 'Too many codes were requested. Please try again later.',
  codeVerified: 'Your email is verified. Please complete your registration.',
  phoneVerified: 'Phone number verified.',

  signupTokenMissing: 'Please verify your email with the code we sent before registering.',
  signupEmailMismatch: 'This email does not match the one you verified.',
  accountExists: 'An account with this email already exists. Please log in.',
  registered: 'Your account is ready. Welcome!',
  loggedIn: 'Logged in successfully.',
  loginFailed: 'Invalid email or password.',
  /** (ours) Past the threshold of docs/product/accounts.md#login-and-wrong-passwords. */
  loginCodeRequired:
    'Too many wrong passwords were tried for this email. To keep it safe, please log in with the code we have sent to it.',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been logged out on every device.',

  inviteSent: 'Please check your email. If an invite can be issued, we have sent you a code.',
  inviteAccepted: 'Invite accepted. Welcome!',

  forgotSent: 'Reset password link sent.',
  forgotHint:
    "Please check your email. If unable to find in your inbox, don't forget to check in spam folder",
  resetDone: 'Password successfully updated, please login with your updated password!',
  resetLinkInvalid:
    'This reset link is invalid, expired or already used. Please ask for a new one.',

  verificationSent: 'If this email needs verifying, we have sent a verification link to it.',
  emailVerified: 'Your email address is verified.',
  verifyLinkInvalid:
    'This verification link is invalid, expired or already used. Please ask for a new one.',

  socialNotConfigured: 'Social login is not configured on this server.',
  socialProviderUnknown: 'This social login provider is not supported.',
  socialTokenInvalid: 'We could not verify your Google sign-in. Please try again.',
  socialEmailUnverified: 'Your Google email address is not verified.',

  profileSaved: 'Your profile is saved.',
  passwordChanged: 'Your password is changed. Other devices have been logged out.',
  currentPasswordWrong: 'Your current password is not correct.',

  verificationFailed: 'Verification Failed',
} as const;
