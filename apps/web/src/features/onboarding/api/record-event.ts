import type { AnalyticsEventRequest } from '@givecrowd/shared/analytics/analytics-api';
import { apiFetch } from '@/lib/api-client';
import { logUnseenFailure } from '@/lib/log-unseen-failure';

/** Fire and forget: analytics never gets in the person's way (a failure is only logged). */
export function recordEvent(event: AnalyticsEventRequest): void {
  apiFetch('/api/analytics/events', { method: 'POST', body: event }).catch(logUnseenFailure);
}
