// `en.json?sections=a,b` (vite.config.ts, jsonSections): those top-level sections of the English texts.
declare module '@/locales/en.json?sections=*' {
  const texts: Partial<typeof import('@/locales/en.json')>;
  export default texts;
}
