import { z } from 'zod';

/** How a call names an organization or its draft: the slug the first save answered. */
export const organizationSlugSchema = z.string().trim().min(1).max(200);
