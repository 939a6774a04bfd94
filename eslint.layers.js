/**
 * The application's layers and who may import whom (docs/architecture.md, "Layers"; decision
 * 0027), as ESLint's `no-restricted-imports` (static imports and re-exports, `import type` too)
 * and `no-restricted-syntax` (`import("…")`, as an expression or a type). An import is matched as
 * it is written: through the `~/` alias or relatively (`../../server/…`), so each pattern names
 * the folder wherever it appears in a path; folders inside a layer never use these names.
 *
 * ESLint takes a rule's options from the last block that matches a file, so the blocks below
 * cover separate sets of files and each lists every restriction its files have.
 */

/** An import of `folder` (a name or an alternation) under `app/`, by alias or relative path. */
const appFolder = (folder) => `^(~/|(\\.{1,2}/)+(.*/)?)(${folder})`;

const ROUTE_MODULE = `${appFolder("routes|root")}(/|\\.|$)|(^|/)\\+types/`;

const forbidden = {
  server: {
    regex: `${appFolder("server")}(/|$)|\\.server(/|(\\.[cm]?[jt]sx?)?$)`,
    message:
      "Layers: server code (app/server, server/, any *.server module) is imported only by routes, app/root.tsx, app/entry.server.tsx, other server code, tests and scripts, not even for a type. A shape both sides need lives in app/lib, in its domain's module (docs/architecture.md, Layers).",
  },
  routes: {
    regex: ROUTE_MODULE,
    message:
      "Layers: a component imports no route module, nor its generated +types, not even for a type. Define the loader's or action's shape in app/lib (e.g. CartActionData in app/lib/cart.ts) and have the route return a value typed by it (docs/architecture.md, Layers).",
  },
  ui: {
    regex: `${appFolder("components|hooks")}(/|$)`,
    message:
      "Layers: app/lib holds pure rules shared by the server and the browser; it imports no component or hook (docs/architecture.md, Layers).",
  },
  libRoutes: {
    regex: ROUTE_MODULE,
    message:
      "Layers: app/lib holds pure rules shared by the server and the browser; it imports no route module (docs/architecture.md, Layers).",
  },
  database: {
    regex: `${appFolder("server")}/db(/|$)|^(drizzle-orm|pg|@electric-sql/pglite)(/|$)`,
    message:
      "Layers: a route does not query the database. Call a named function of the feature's server service in app/server, which owns its queries (docs/architecture.md, Layers).",
  },
  i18next: {
    regex: "^(react-)?i18next(/|$)",
    message:
      "Layers: i18next and react-i18next are imported only inside app/i18n (decision 0024). Use useTranslation from ~/i18n/use-translation and the Translate type from ~/i18n/translate.",
  },
};

/** Esquery's regular expressions end at the first "/", so a slash is written as its escape. */
const esqueryRegex = (regex) => `/${regex.replaceAll("/", "\\x2F")}/`;

/** The two rules' settings for a list of restrictions. */
function restrict(...names) {
  const rules = names.map((name) => forbidden[name]);
  return {
    "no-restricted-imports": ["error", { patterns: rules.map(({ regex, message }) => ({ regex, message })) }],
    "no-restricted-syntax": [
      "error",
      ...rules.flatMap(({ regex, message }) => [
        { selector: `ImportExpression[source.value=${esqueryRegex(regex)}]`, message },
        { selector: `TSImportType[source.value=${esqueryRegex(regex)}]`, message },
      ]),
    ],
  };
}

const tests = ["**/*.test.{ts,tsx}"];
/** Server code and the modules that may reach it: routes, the root, the server's entry. */
const routeModules = ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"];
const serverSide = ["app/server/**", "app/**/*.server.{ts,tsx}", ...routeModules];

export const layers = [
  {
    // Everywhere (server code, tests and scripts too): the i18n packages stay inside app/i18n.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["app/i18n/**"],
    rules: restrict("i18next"),
  },
  {
    // What the browser may run (hooks, content, entry.client, …): no server code.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...serverSide, "app/i18n/**", "app/lib/**", "app/components/**", ...tests],
    rules: restrict("server", "i18next"),
  },
  {
    files: ["app/i18n/**/*.{ts,tsx}"],
    ignores: [...serverSide, ...tests],
    rules: restrict("server"),
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: tests,
    rules: restrict("server", "libRoutes", "ui", "i18next"),
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: tests,
    rules: restrict("server", "routes", "i18next"),
  },
  {
    files: routeModules,
    ignores: tests,
    rules: restrict("database", "i18next"),
  },
];
