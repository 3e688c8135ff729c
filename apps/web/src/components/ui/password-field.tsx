import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with a translated show/hide button whose name does not repeat the field's label. */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('common.showHide') }} {...props} />;
}
