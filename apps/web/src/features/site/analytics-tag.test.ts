import { afterEach, describe, expect, it } from 'vitest';
import { installAnalyticsTag } from './analytics-tag';

type TaggedWindow = Window & { dataLayer?: unknown[] };

afterEach(() => {
  for (const script of document.querySelectorAll('script[data-analytics-id]')) script.remove();
  delete (window as TaggedWindow).dataLayer;
});

describe('installAnalyticsTag', () => {
  it('loads Google’s tag library for the id and queues its set-up', () => {
    installAnalyticsTag('G-SEVA1234');
    const scripts = document.head.querySelectorAll('script[data-analytics-id]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-SEVA1234',
    );
    const queued = ((window as TaggedWindow).dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    );
    expect(queued).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-SEVA1234'],
    ]);
  });

  it('loads it once, however often it is asked', () => {
    installAnalyticsTag('G-SEVA1234');
    installAnalyticsTag('G-SEVA1234');
    expect(document.querySelectorAll('script[data-analytics-id]')).toHaveLength(1);
    expect((window as TaggedWindow).dataLayer).toHaveLength(2);
  });
});
