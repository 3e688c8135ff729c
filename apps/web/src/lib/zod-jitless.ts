import { config } from 'zod/v4/core';

// The page's policy allows no eval (script-src 'self'). Zod probes `new Function` when it builds its first object
// schema, and the browser reports that probe as a violation (Lighthouse: "issues logged"): switch its compiled
// fast path off. Imported first by main.tsx, before any module builds a schema; from zod's core alone, so the
// first download does not carry the whole library.
config({ jitless: true });
