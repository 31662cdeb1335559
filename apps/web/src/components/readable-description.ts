/** Mantine's dimmed description grey is 3.3:1 on white; this one meets WCAG AA (4.5:1). */
export const READABLE_DESCRIPTION = { c: 'gray.7' } as const;
