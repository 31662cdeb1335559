// regenerator-runtime ships no types; its runtime module is loaded only for what it sets globally.
declare module 'regenerator-runtime/runtime.js';
