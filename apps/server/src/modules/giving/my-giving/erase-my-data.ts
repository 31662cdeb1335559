import type { Database } from '@/db/client.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';
import { eraseDonorDetails } from './my-giving-repository.ts';

/**
 * `POST /api/my-giving/erase?key=` (docs/product/donations.md#the-donors-page): on every gift of
 * the email, the phone, the wall's message and dedication and the public name go (the walls say
 * 'Anonymous'); what the law makes the organizations keep stays: the receipts, and on the record
 * the name, email, address, PAN, citizenship, passport and nationality, and the Gift Aid
 * declaration. The walls' caches hear of it. Asked again, it changes nothing more.
 */
export async function eraseMyData({
  db,
  email,
  now,
}: {
  db: Database;
  email: string;
  now: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const erased = await eraseDonorDetails(tx, { email, at: now });
    if (erased > 0) await announcePublicChange(tx);
  });
}
