import hindi from './hi-messages.json';

/**
 * Shared's messages in Hindi by catalog key, with the English's places
 * (docs/product/messages-and-languages.md): the web loads them when Hindi is chosen, the server
 * writes its Hindi emails with them.
 */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = hindi;
