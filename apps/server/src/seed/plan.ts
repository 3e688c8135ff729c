/** Demo plan of DESIGN.md section 7 (amounts in euros before VAT, rates in percent); seeded as data. */
export const DEMO_PLAN = [
  { level: 1, name: 'pre', registration: 0, monthly: 0, direct: 0, binary: 0, cap: 0, depth: 0, earns: false, travel: false },
  { level: 2, name: 'start', registration: 50, monthly: 20, direct: 10, binary: 5, cap: 250, depth: 1, earns: true, travel: false },
  { level: 3, name: 'client', registration: 25, monthly: 15, direct: 0, binary: 0, cap: 0, depth: 0, earns: false, travel: false },
  { level: 4, name: 'partner', registration: 150, monthly: 30, direct: 15, binary: 8, cap: 500, depth: 2, earns: true, travel: false },
  { level: 5, name: 'travel vip', registration: 250, monthly: 40, direct: 15, binary: 10, cap: 750, depth: 3, earns: true, travel: true },
  { level: 6, name: 'pro', registration: 500, monthly: 50, direct: 20, binary: 10, cap: 1000, depth: 4, earns: true, travel: true },
  { level: 7, name: 'premium', registration: 1000, monthly: 60, direct: 20, binary: 12, cap: 2000, depth: 5, earns: true, travel: true },
  { level: 8, name: 'vip', registration: 2000, monthly: 75, direct: 20, binary: 12, cap: 4000, depth: 5, earns: true, travel: true },
  { level: 9, name: 'master', registration: 3000, monthly: 100, direct: 20, binary: 15, cap: 8000, depth: 5, earns: true, travel: true },
] as const;
