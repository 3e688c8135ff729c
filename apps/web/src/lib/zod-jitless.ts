// The page's policy allows no eval (script-src 'self'). Zod probes `new Function` when it builds its first object
// schema, and the browser reports that probe as a violation (Lighthouse: "issues logged"): switch its compiled
// fast path off. Zod keeps its settings in one object on globalThis, which it creates only when missing, so setting
// the flag there needs no zod at all: the first download does not carry zod (issue 20, the login page's budget).
// Imported first by main.tsx, before any module builds a schema; zod-jitless.test.ts checks that zod reads it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
