/** Where the end-to-end tests find the shop and the mail catcher. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const MAIL_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? E2E_PORT + 25);
export const MAIL_HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? E2E_PORT + 26);
export const MAIL_API = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
/** The statistics and marketing scripts the test shop is configured with (loaded after consent). */
export const ANALYTICS_SCRIPT = "https://stats.krukke.test/script.js";
export const MARKETING_SCRIPT = "https://ads.krukke.test/pixel.js";
