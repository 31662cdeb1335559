import { DonationsPage } from '@/features/account/components/donations-page';
import { OwnGiving } from '@/features/my-giving/components/own-giving';

/**
 * `/donations`: an owner's gifts to their organizations; for a person without one, the gifts they
 * made themselves (docs/product/donations.md#a-givers-own-gifts).
 */
export function DonationsRoutePage() {
  return <DonationsPage withoutOrganization={(empty) => <OwnGiving empty={empty} />} />;
}
