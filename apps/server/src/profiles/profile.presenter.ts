import { withholdsIrpf, type MemberProfile } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import type { ProfileRow } from './profile-rows';

/**
 * The Profile of spec section 3. Username and e-mail are the user's (read-only here); IRPF is not typed
 * by the member: it is the withholding of the country of residence, for individuals only, as payouts apply it.
 */
export function presentProfile({ profile: p, username, email, irpf }: ProfileRow): MemberProfile {
  const withheld = withholdsIrpf(p.userKind) && irpf ? irpf : null;
  return hydraItem('profiles', 'Profile', p.id, {
    user: `/api/users/${p.userId}`,
    userId: p.userId,
    username,
    email,
    name: p.name,
    surname: p.surname,
    alias: p.alias,
    dni: p.dni,
    birthDate: p.birthDate,
    gender: p.gender,
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    postalCode: p.postalCode,
    country: p.countryId ? `/api/countries/${p.countryId}` : null,
    countryId: p.countryId,
    state: p.stateId ? `/api/states/${p.stateId}` : null,
    stateId: p.stateId,
    mobile: p.mobile,
    skype: p.skype,
    userType: p.userKind,
    companyName: p.companyName,
    companyVat: p.companyVat,
    irpf: withheld ? `/api/irpfs/${withheld.id}` : null,
    irpfRate: withheld ? withheld.rateBp / 100 : 0,
    iban: p.iban,
    bic: p.bic,
    bankDataComplete: Boolean(p.iban && p.bic),
    updatedAt: p.updatedAt.toISOString(),
  });
}
