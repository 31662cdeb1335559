/**
 * How long the banner takes to fade; the <Notifications> host uses it too, so the fade-out ends
 * exactly at ERROR_BANNER_MS. Apart from the banner's code, which pages load only when it shows.
 */
export const BANNER_TRANSITION_MS = 150;
