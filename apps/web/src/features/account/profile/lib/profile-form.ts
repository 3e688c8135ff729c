import { profileRuleViolations, profileSchema, sameBankData, type Profile, type ProfileUserType } from '@vo/domain';
import type { z } from 'zod';
import { domainResolver } from '@/lib/forms';
import type { MemberProfile } from '@/api/get-profile';

/** What the form holds: text inputs and selects keep strings ('' for none). */
export interface ProfileValues {
  name: string;
  surname: string;
  dni: string;
  birthDate: string;
  gender: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryId: string;
  stateId: string;
  mobile: string;
  skype: string;
  userType: ProfileUserType;
  companyName: string;
  companyVat: string;
  iban: string;
  bic: string;
}

export const PROFILE_FIELDS = [
  'name', 'surname', 'dni', 'birthDate', 'gender', 'address1', 'address2', 'city', 'postalCode', 'countryId', 'stateId',
  'mobile', 'skype', 'userType', 'companyName', 'companyVat', 'iban', 'bic',
] as const satisfies readonly (keyof ProfileValues)[];

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function toValues(profile: MemberProfile | null): ProfileValues {
  const p = profile;
  return {
    name: text(p?.name), surname: text(p?.surname), dni: text(p?.dni), birthDate: text(p?.birthDate), gender: text(p?.gender),
    address1: text(p?.address1), address2: text(p?.address2), city: text(p?.city), postalCode: text(p?.postalCode),
    countryId: text(p?.countryId), stateId: text(p?.stateId), mobile: text(p?.mobile), skype: text(p?.skype),
    userType: p?.userType ?? 'individual', companyName: text(p?.companyName), companyVat: text(p?.companyVat),
    iban: text(p?.iban), bic: text(p?.bic),
  };
}

/** The shared schema (also PUT /api/profiles) with its cross-field rules shown together with the field errors. */
export const profileResolver = domainResolver(
  profileSchema as unknown as z.ZodType<Profile, ProfileValues>,
  (values) => profileRuleViolations({ ...values, companyName: values.companyName.trim(), companyVat: values.companyVat.trim() }),
);

/** Whether IBAN or BIC differ from the saved ones: only then the member confirms the change. */
export const bankDataChanged = (saved: MemberProfile | null, values: Profile) => !sameBankData(saved, values);
