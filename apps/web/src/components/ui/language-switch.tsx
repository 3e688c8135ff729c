import { Button, Group } from '@mantine/core';
import { LANGUAGES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/i18n';

/** es / en / pt; the choice is kept in local storage (spec section 3) and every text changes at once. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? currentLanguage();
  return (
    <Group gap={2} role="group" aria-label={t('language.label')} data-testid="language-switch" wrap="nowrap">
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          size="compact-xs"
          variant={code === active ? 'filled' : 'subtle'}
          aria-pressed={code === active}
          // The name holds the visible code too (WCAG 2.5.3, label in name): "EN English".
          aria-label={`${code.toUpperCase()} ${t(`language.${code}`)}`}
          title={t(`language.${code}`)}
          lang={code}
          onClick={() => void changeLanguage(code)}
        >
          {code.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
