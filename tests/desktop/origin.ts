/**
 * The origin the desktop renderer is served from in the end-to-end tests: another origin than
 * the API server, so every call crosses origins through CORS as in the app (app://castall).
 * playwright.config.ts adds it to the test server's DESKTOP_ORIGINS.
 */
export const DESKTOP_TEST_ORIGIN = 'http://castall-desktop.test';
