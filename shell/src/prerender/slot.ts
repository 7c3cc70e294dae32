/** The place of a remote's page in a prerendered frame; scripts/prerender.mjs marks it for the gateway. */
export const REMOTE_PAGE_SLOT = '<heirloom-remote-page></heirloom-remote-page>';
