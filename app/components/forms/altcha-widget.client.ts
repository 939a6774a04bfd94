/**
 * ALTCHA's widget, loaded on demand by `proof-of-work-field.tsx`: the build without inline
 * workers or styles (the shop's Content-Security-Policy allows neither scripts from `blob:`
 * nor from anywhere but the shop), with the one algorithm the shop's challenges use.
 */
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
