import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.ts';

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const complete = {
  TWILIO_ACCOUNT_SID: accountSid,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+14155550100',
};

describe('SMS settings', () => {
  it('keeps SMS in the outbox when no Twilio variable is set, empty ones included', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' }).twilio,
    ).toBeUndefined();
  });

  it('reads the account and the sender, a number or a Messaging Service SID', () => {
    expect(loadConfig(complete).twilio).toEqual({
      accountSid,
      authToken: 'token',
      from: '+14155550100',
    });
    const service = `MG${'0123456789abcdef'.repeat(2)}`;
    expect(loadConfig({ ...complete, TWILIO_FROM: service }).twilio?.from).toBe(service);
  });

  it.each([
    ['TWILIO_AUTH_TOKEN', { TWILIO_ACCOUNT_SID: accountSid, TWILIO_FROM: '+14155550100' }],
    ['TWILIO_FROM', { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: 'token' }],
    ['TWILIO_ACCOUNT_SID', { TWILIO_FROM: '+14155550100' }],
    ['TWILIO_FROM', { ...complete, TWILIO_FROM: '' }],
  ])('stops start-up naming %s when only some Twilio variables are set', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      `Invalid environment variable ${name}: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none`,
    );
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', { ...complete, TWILIO_ACCOUNT_SID: 'SK0123' }],
    ['TWILIO_FROM', { ...complete, TWILIO_FROM: '4155550100' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});
