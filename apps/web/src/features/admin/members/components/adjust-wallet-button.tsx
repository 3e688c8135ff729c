import { Button, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ADJUSTABLE_ACCOUNTS, walletAdjustmentSchema, type WalletAdjustmentInput } from '@vo/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useMovementLabels } from '@/lib/use-movement-labels';
import { useAdjustWallet } from '@/features/admin/members/api/adjust-wallet';

const FIELDS = ['account', 'amount', 'reason'] as const;
const EMPTY: WalletAdjustmentInput = { account: 'wallet_available', amount: 0, reason: '' };

/** Issue 19: credit (positive) or debit (negative) a member's wallet or points with a reason, from the member's page. */
export function AdjustWalletButton({ memberId, username }: { memberId: number; username: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const labels = useMovementLabels();
  const adjust = useAdjustWallet(memberId);
  const [opened, { open, close }] = useDisclosure(false);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<WalletAdjustmentInput, unknown, WalletAdjustmentInput>({
    resolver: domainResolver(walletAdjustmentSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { formError, guard, clear } = useServerForm(setError, FIELDS);
  const dismiss = () => {
    close();
    reset(EMPTY);
    clear();
  };
  const onSubmit = handleSubmit(guard(async (input) => {
    await adjust.mutateAsync(input);
    toastSuccess(t('adminMembers.adjust.done', { username }));
    dismiss();
  }));
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={open} data-testid="adjust-wallet">
        {t('adminMembers.adjust.button')}
      </Button>
      <ActionDialog
        opened={opened}
        onClose={dismiss}
        title={t('adminMembers.adjust.title')}
        text={t('adminMembers.adjust.text', { username })}
        error={formError}
        pending={formState.isSubmitting}
        onSubmit={onSubmit}
        keepLabel={t('admin.cancel')}
        submitLabel={t('adminMembers.adjust.submit')}
        color="blue"
        submitTestId="adjust-wallet-confirm"
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('adminMembers.adjust.account')}
            data={ADJUSTABLE_ACCOUNTS.map((account) => ({ value: account, label: labels.account(account) }))}
            {...register('account')}
            error={errorText(formState.errors.account)}
          />
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <NumberInput
                label={t('adminMembers.adjust.amount')}
                description={t('adminMembers.adjust.amountHint')}
                decimalScale={2}
                // The reader's decimal mark: "12,5" is twelve and a half in Spanish and Portuguese.
                decimalSeparator={i18n.language === 'en' ? '.' : ','}
                required
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value) || 0)}
                onBlur={field.onBlur}
                error={errorText(formState.errors.amount)}
                data-testid="adjust-wallet-amount"
              />
            )}
          />
          <Textarea label={t('fields.reason')} required autosize minRows={2} maxLength={500} {...register('reason')} error={errorText(formState.errors.reason)} />
        </Stack>
      </ActionDialog>
    </>
  );
}
