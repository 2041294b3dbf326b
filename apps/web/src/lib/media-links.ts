/**
 * Media links (/api/media) live 30 to 60 minutes and end with the sign-in they were made for. Screens that
 * stay open while media plays (the player) fetch their links again this often, so they always hold live ones.
 */
export const mediaLinkRefreshMs = 15 * 60_000;
