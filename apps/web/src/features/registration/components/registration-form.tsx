import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { dniField, emailField, usernameField, type RegisteredUser, type Registration } from '@vo/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { useMemberships } from '@/api/memberships';
import { useStates } from '@/api/states';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { currentLanguage } from '@/i18n';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { encodeError, useServerForm } from '@/lib/forms';
import { toastError } from '@/lib/toast';
import { takesOffer } from '@/features/registration/lib/special-offer';
import { checkExists, type UniqueField } from '@/features/registration/api/check-unique';
import { sponsorQueryOptions, useSponsor } from '@/features/registration/api/get-sponsor';
import type { PaymentInstructions } from '@/features/registration/api/register';
import { AddressSection } from '@/features/registration/components/address-section';
import { NetworkSection, type NetworkHints } from '@/features/registration/components/network-section';
import { PersonalSection } from '@/features/registration/components/personal-section';
import { ProductSection } from '@/features/registration/components/product-section';
import { TermsField } from '@/features/registration/components/terms-field';
import {
  REGISTRATION_FIELDS, emptyRegistration, normalizeUnique, registrationResolver, type RegistrationContext, type RegistrationValues,
} from '@/features/registration/lib/registration-form';

const UNIQUE_FORMAT = { dni: dniField, email: emailField, username: usernameField } as const;
/** Server refusals that belong to one field (docs/api.md, 422). */
const FIELD_ERRORS: Record<string, { field: 'sponsor' | 'uplineUser' | 'membershipId'; key: string }> = {
  SPONSOR_NOT_FOUND: { field: 'sponsor', key: 'errors.sponsorNotFound' },
  UPLINE_NOT_FOUND: { field: 'uplineUser', key: 'errors.uplineNotFound' },
  MEMBERSHIP_NOT_FOUND: { field: 'membershipId', key: 'errors.membershipNotFound' },
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** What a registration answered: who was registered and, for a paid level, how to pay it. */
export interface RegistrationResult {
  username: string;
  /** The server activated the account at once (the free `pre` level). */
  active: boolean;
  payment: PaymentInstructions | null;
}

interface Props {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** A sponsor shown, not editable: the registration link's, or the member registering from the office. Typed otherwise. */
  fixedSponsor?: string;
  /** The sponsor's view of the network part (the office); the newcomer's otherwise. */
  networkHints?: NetworkHints;
  /** Said under the title, before the fields (what a sponsor is, to a newcomer without a sponsor link). */
  notice?: ReactNode;
  /** Below the submit button (the way back to the login). */
  footer?: ReactNode;
  /** Sends the form: POST /api/register, or POST /api/users from the office. */
  send: (input: Registration) => Promise<RegisteredUser>;
  onRegistered: (result: RegistrationResult) => void;
}

/** The registration form of spec sections 3 and 5, with the rules of the shared schema, for a sign-up and for the office. */
export function RegistrationForm({ title, subtitle, submitLabel, fixedSponsor, networkHints, notice, footer, send, onRegistered }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState<Partial<Record<UniqueField, boolean>>>({});
  const [typedSponsor, setTypedSponsor] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);
  const serverErrorText = useServerErrorText();

  const context = useRef<RegistrationContext>({
    taken: { dni: new Set(), email: new Set(), username: new Set() },
    missingSponsors: new Set(),
    missingUplines: new Set(),
    membershipIsPaid: false,
    countryHasStates: false,
  });
  const [resolver] = useState(() => registrationResolver(() => context.current));
  // Focus after a failed submit follows the screen's order, not the order the fields were registered in.
  const form = useForm<RegistrationValues, unknown, Registration>({
    resolver, mode: 'onTouched', shouldFocusError: false, defaultValues: emptyRegistration(fixedSponsor ?? ''),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { control, getValues, setValue, setError, trigger, handleSubmit, formState } = form;
  const { formError, fail, clear } = useServerForm(setError, REGISTRATION_FIELDS);

  // Sponsor: fixed (shown, not editable) or typed and looked up on blur.
  const sponsorUsername = fixedSponsor ?? typedSponsor;
  const sponsor = useSponsor(sponsorUsername || undefined);
  useEffect(() => {
    if (!sponsorUsername || !isNotFound(sponsor.error)) return;
    context.current.missingSponsors.add(sponsorUsername.trim().toLowerCase());
    void trigger('sponsor');
  }, [sponsor.error, sponsorUsername, trigger]);

  // Memberships of the chosen type; the default one is preselected.
  const type = useWatch({ control, name: 'type' }) ?? 'product';
  const memberships = useMemberships({ type, active: true });
  const membershipId = useWatch({ control, name: 'membershipId' });
  const selected = memberships.data?.find((m) => String(m.id) === membershipId);
  const paid = (selected?.positionAmount ?? 0) > 0;
  useEffect(() => {
    const list = memberships.data;
    if (!list || list.some((m) => String(m.id) === getValues('membershipId'))) return;
    const preferred = list.find((m) => m.isDefault);
    setValue('membershipId', preferred ? String(preferred.id) : '');
  }, [memberships.data, getValues, setValue]);
  useEffect(() => {
    context.current.membershipIsPaid = paid;
    if (!paid) setValue('paymentMethod', undefined);
  }, [paid, setValue]);

  const countryId = Number(useWatch({ control, name: 'countryId' })) || undefined;
  const states = useStates(countryId);
  useEffect(() => {
    context.current.countryHasStates = (states.data?.length ?? 0) > 0;
  }, [states.data]);

  const onUniqueBlur = async (field: UniqueField) => {
    const raw = getValues(field) ?? '';
    if (!UNIQUE_FORMAT[field].safeParse(raw).success) return;
    const value = normalizeUnique(field, raw);
    if (context.current.taken[field].has(value)) return;
    setChecking((c) => ({ ...c, [field]: true }));
    try {
      if (await checkExists(field, value)) {
        context.current.taken[field].add(value);
        await trigger(field);
      }
    } catch (error) {
      // Spec section 8's toast "the e-mail is wrong"; anything else, the server checks again on submit.
      if (isApiError(error) && error.code === 'EMAIL_WRONG') toastError(serverErrorText(error));
    } finally {
      setChecking((c) => ({ ...c, [field]: false }));
    }
  };

  const onSponsorBlur = () => {
    const value = (getValues('sponsor') ?? '').trim();
    if (usernameField.safeParse(value).success) setTypedSponsor(value);
  };

  const onUplineBlur = async () => {
    const value = (getValues('uplineUser') ?? '').trim();
    if (!value || !usernameField.safeParse(value).success) return;
    try {
      await queryClient.fetchQuery(sponsorQueryOptions(value));
    } catch (error) {
      if (isNotFound(error)) {
        context.current.missingUplines.add(value.toLowerCase());
        await trigger('uplineUser');
      }
    }
  };

  const onInvalid = () => requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  const onSubmit = handleSubmit(async (values) => {
    clear();
    const input: Registration = {
      ...values, language: currentLanguage(), paymentMethod: paid ? values.paymentMethod : undefined,
      specialOfferId: takesOffer(selected, values.specialOfferId) ? values.specialOfferId : undefined,
    };
    try {
      const user = await send(input);
      onRegistered({ username: user.username, active: user.isActive, payment: user.payment });
      window.scrollTo({ top: 0 });
    } catch (error) {
      // Spec section 8's toast "there is no Special Offer": it ended while the form was open; the levels are read
      // again, so the form shows the price now asked and the newcomer sends again knowingly.
      if (isApiError(error) && error.code === 'PROMOTION_NOT_AVAILABLE') {
        toastError(serverErrorText(error));
        setValue('specialOfferId', undefined);
        await memberships.refetch();
        return;
      }
      const known = isApiError(error) && error.code ? FIELD_ERRORS[error.code] : undefined;
      if (known && isApiError(error)) {
        setError(known.field, { type: 'server', message: encodeError(known.key, undefined, error.description) });
        onInvalid();
        return;
      }
      if (fail(error)) {
        requestAnimationFrame(() => errorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
      }
    }
  }, onInvalid);

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'sm', sm: 'xl' }} maw={960} mx="auto">
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2" id={titleId}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            </div>
            {notice}
            <div ref={errorRef}>
              <ErrorAlert error={formError} />
            </div>
            <PersonalSection onUniqueBlur={(field) => void onUniqueBlur(field)} checking={checking} />
            <AddressSection />
            <NetworkSection
              locked={fixedSponsor !== undefined}
              sponsor={sponsor.data}
              checkingSponsor={sponsor.isFetching}
              onSponsorBlur={onSponsorBlur}
              onUplineBlur={() => void onUplineBlur()}
              hints={networkHints}
            />
            <ProductSection
              memberships={memberships.data}
              loading={memberships.isPending}
              error={memberships.error}
              selected={selected}
              onTypeChange={() => setValue('membershipId', '')}
            />
            <TermsField />
            <Button type="submit" size="md" loading={formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
              {submitLabel}
            </Button>
            {footer}
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
