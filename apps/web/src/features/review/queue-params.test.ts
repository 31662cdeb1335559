import { describe, expect, it } from 'vitest';
import { readQueueQuery, withQueueFilter } from './queue-params';

describe('queue params', () => {
  it('reads the filters the queue call accepts', () => {
    expect(
      readQueueQuery(
        new URLSearchParams('country=in&type=ngo&program=grant&min_age_days=14&page=2'),
      ),
    ).toEqual({ country: 'IN', type: 'ngo', program: 'grant', min_age_days: 14 });
  });

  it('leaves out a filter it would refuse', () => {
    expect(readQueueQuery(new URLSearchParams('type=club&min_age_days=-3&country='))).toEqual({});
  });

  it('sets and removes one filter, keeping the others', () => {
    const search = new URLSearchParams('country=IN&type=ngo');
    expect(withQueueFilter(search, 'type', '').toString()).toBe('country=IN');
    expect(withQueueFilter(search, 'min_age_days', '30').toString()).toBe(
      'country=IN&type=ngo&min_age_days=30',
    );
  });
});
