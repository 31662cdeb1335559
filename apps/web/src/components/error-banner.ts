import { ERROR_BANNER_MS } from '@givecrowd/shared/constants';
import { notifications, notificationsStore } from '@mantine/notifications';
import { translateMessage } from '@/lib/use-message';
import { BANNER_TRANSITION_MS } from './error-banner-timing';

export { BANNER_TRANSITION_MS };

const BANNER_ID = 'error-banner';
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function isBannerShown(): boolean {
  return notificationsStore.getState().notifications.some(({ id }) => id === BANNER_ID);
}

/**
 * Shows `message` in the red top banner for ERROR_BANNER_MS (docs/product/wizard.md#error-banner).
 * One banner at a time: a new message replaces the shown one and restarts the clock. The timer is
 * ours rather than Mantine's autoClose, which pauses while the pointer rests on the banner.
 * A message of shared is shown in the current language (docs/product/messages-and-languages.md).
 */
export function showError(message: string): void {
  clearTimeout(hideTimer);
  const banner = {
    id: BANNER_ID,
    message: translateMessage(message),
    color: 'red',
    autoClose: false,
  } as const;
  if (isBannerShown()) notifications.update(banner);
  else notifications.show(banner);
  hideTimer = setTimeout(
    () => notifications.hide(BANNER_ID),
    ERROR_BANNER_MS - BANNER_TRANSITION_MS,
  );
}
