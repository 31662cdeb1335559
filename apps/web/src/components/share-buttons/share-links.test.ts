import { describe, expect, it } from 'vitest';
import { shareLink } from './share-links';

const page = { url: 'https://givecrowd.example/campaign/books?ref=1', title: 'Books & shelves' };

describe('shareLink', () => {
  it('builds each network’s own share address, the page’s address encoded', () => {
    expect(shareLink('whatsapp', page)).toBe(
      'https://wa.me/?text=Books+%26+shelves+https%3A%2F%2Fgivecrowd.example%2Fcampaign%2Fbooks%3Fref%3D1',
    );
    expect(shareLink('facebook', page)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgivecrowd.example%2Fcampaign%2Fbooks%3Fref%3D1',
    );
    expect(shareLink('x', page)).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fgivecrowd.example%2Fcampaign%2Fbooks%3Fref%3D1&text=Books+%26+shelves',
    );
    expect(shareLink('email', page)).toBe(
      'mailto:?subject=Books%20%26%20shelves&body=Books%20%26%20shelves%0Ahttps%3A%2F%2Fgivecrowd.example%2Fcampaign%2Fbooks%3Fref%3D1',
    );
  });
});
