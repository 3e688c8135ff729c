import { useTranslation } from 'react-i18next';
import { AddressFields } from '@/components/ui/address-fields';
import { ProfileSection } from './profile-section';

/** Where the member lives: the country also decides the IRPF withheld from an individual's payouts. */
export function AddressSection() {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('profile.sections.address')} testId="profile-address">
      <AddressFields statePlaceholder={t('profile.none')} noState="" />
    </ProfileSection>
  );
}
