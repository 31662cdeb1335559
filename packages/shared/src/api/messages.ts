import { fillTemplate } from '../i18n/fill-template.ts';

/** The API texts with parameters: each `{{name}}` is filled in (docs/product/messages-and-languages.md#templates). */
export const API_MESSAGE_TEMPLATES = {
  noRoute: 'No route for {{method}} {{url}}.',
} as const;

/**
 * What any call may answer or the web may say about a call, whatever the area: written once, sent
 * by the server and shown by the web (docs/product/http-contract.md#envelope-and-errors).
 */
export const API_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unreachable: 'We could not reach the server. Please check your connection and try again.',
  unreadableAnswer: 'The server sent an answer we could not read. Please try again.',
  serverUnavailable: 'The server cannot answer right now. Please try again in a moment.',
  serverError: 'Something went wrong on our side. Please try again.',
  requestTooLarge: 'The request is too large.',
  unsupportedContentType: 'This content type is not supported.',
  invalidJson: 'The request body is not valid JSON.',
  invalidRequest: 'The request could not be read.',
  invalidUrl: 'The address is not valid: it has a broken %-encoding.',
  urlTooLong: 'A part of the address is too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  notText: 'This value must be text.',
  notTrueOrFalse: 'This value must be true or false.',
  notList: 'This value must be a list.',
  noRoute: (method: string, url: string) =>
    fillTemplate(API_MESSAGE_TEMPLATES.noRoute, { method, url }),
} as const;
