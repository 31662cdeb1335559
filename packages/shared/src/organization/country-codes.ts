/**
 * ISO 3166-1 alpha-2 (the UK is GB). The India-only rules key on this code. Apart from the
 * registration form's schemas, so the giving rules load no zod in a browser (docs/decisions/012).
 */
export const INDIA_COUNTRY_CODE = 'IN';
