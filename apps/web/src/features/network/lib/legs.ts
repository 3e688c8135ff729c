import { DEFAULT_LEG_CHOICES, LEGS, type Leg } from '@vo/domain';

export { LEGS, DEFAULT_LEG_CHOICES, type Leg };
/** left, right, or balanced (the leg with fewer team points), as PUT /api/users/{id} takes it. */
export type DefaultLeg = (typeof DEFAULT_LEG_CHOICES)[number];

export function isDefaultLeg(value: unknown): value is DefaultLeg {
  return typeof value === 'string' && (DEFAULT_LEG_CHOICES as readonly string[]).includes(value);
}
