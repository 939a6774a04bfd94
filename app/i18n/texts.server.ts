/**
 * Both languages' texts, registered as this module loads: the server answers in either at any
 * moment. The browser loads them one at a time instead (see `./index.ts`).
 */
import { da } from "./da";
import { en } from "./en";
import { registerLanguage } from "./index";

registerLanguage("da", da);
registerLanguage("en", en);
