/** The admin the end-to-end shop starts with (made with `npm run admin:create`). */
export const E2E_ADMIN = { email: "admin@krukke.test", password: "admin-kode-til-e2e-1" };
