import { Fieldset } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '@/components/ui/address-fields';

export function AddressSection() {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('registration.sections.address')} radius="md">
      <AddressFields countryPlaceholder={t('registration.chooseCountry')} statePlaceholder={t('registration.chooseState')} stateRequired noState={undefined} />
    </Fieldset>
  );
}
