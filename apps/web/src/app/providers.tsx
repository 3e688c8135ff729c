import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '@/components/ui/toast-host';
import { i18n } from '@/i18n';
import { theme } from './theme';
import { cssVariablesResolver } from './theme-contrast';

/** What every screen needs. The query cache is provided by the screens that use it (api/query-client.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastHost />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
