/**
 * Zod for the schemas the browser runs too, without its eval-compiled fast path. Zod probes for
 * that path with `new Function`, and under the shop's Content-Security-Policy (no
 * 'unsafe-eval') Chrome reports the probe as a violation even though Zod catches it: Lighthouse
 * marked /kontakt down in best practices for it. Forms are small; the plain path is fast enough.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
