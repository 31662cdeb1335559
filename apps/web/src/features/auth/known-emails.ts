/**
 * Emails that have signed in on this device. The server answers login and signup the same way
 * for every address (so accounts cannot be discovered); the device remembering who signed in
 * here is what lets the email-first screen go straight to the password for a returning person.
 */
const KEY = 'knownEmails';
const MAX = 5;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function isKnownEmail(email: string): boolean {
  return read().includes(email.trim().toLowerCase());
}

export function rememberEmail(email: string): void {
  const normalized = email.trim().toLowerCase();
  const rest = read().filter((item) => item !== normalized);
  localStorage.setItem(KEY, JSON.stringify([normalized, ...rest].slice(0, MAX)));
}

/** The email that signed in here most recently, to prefill a form; null when none did. */
export function latestKnownEmail(): string | null {
  return read()[0] ?? null;
}
