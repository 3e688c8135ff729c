import type { Presentation } from '@vo/domain';
import type { PresentedMember } from './presentation.service';

/** What a visitor may see of a member: first name, surname initial, photo, and the member's registration link. */
export function presentPresentation(member: PresentedMember): Presentation {
  const { username } = member.user;
  return {
    username,
    name: [member.firstName ?? username, member.surname ? `${member.surname[0]}.` : ''].filter(Boolean).join(' '),
    // The photo's id in the address: a new photo is a new URL, so a cached old one is never shown.
    image: member.photoId ? `/api/presentation/${encodeURIComponent(username)}/photo?v=${member.photoId}` : null,
    landPage: member.user.landPage,
    registrationLink: `/auth/registration/${encodeURIComponent(username)}`,
  };
}
