import { z } from 'zod';

/** `POST /api/analytics/events`: answered 202 (docs/product/http-contract.md). */
export const analyticsEventRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  props: z
    .record(z.string().max(100), z.unknown())
    .refine((props) => JSON.stringify(props).length <= 4096, 'Keep props under 4 KB.')
    .optional(),
});
export type AnalyticsEventRequest = z.input<typeof analyticsEventRequestSchema>;

export const BACK_BUTTON_EVENT = 'Back Button Clicked';
