import type { BillingProfile } from '@publia/shared';
import { Building2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useI18n, useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { fieldClasses } from '../../ui/field-classes.ts';
import { QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useBillingProfile, useSaveBillingProfile } from './queries.ts';

type Field = keyof BillingProfile;

/** The countries offered (ISO 3166-1 alpha-2): the European Union, its neighbours and North America, named by the browser. */
const COUNTRIES = ['FR', 'BE', 'LU', 'CH', 'MC', 'DE', 'AT', 'ES', 'PT', 'IT', 'NL', 'IE', 'DK', 'SE', 'FI', 'PL', 'CZ', 'GR', 'GB', 'NO', 'CA', 'US'];

const TEXT_FIELDS: Array<{ name: Field; autoComplete: string; optional?: boolean; type?: string; wide?: boolean; maxLength: number }> = [
  { name: 'legalName', autoComplete: 'organization', wide: true, maxLength: 200 },
  { name: 'email', autoComplete: 'email', type: 'email', wide: true, maxLength: 254 },
  { name: 'addressLine1', autoComplete: 'address-line1', wide: true, maxLength: 200 },
  { name: 'addressLine2', autoComplete: 'address-line2', optional: true, wide: true, maxLength: 200 },
  { name: 'postalCode', autoComplete: 'postal-code', maxLength: 20 },
  { name: 'city', autoComplete: 'address-level2', maxLength: 100 },
];

const BUSINESS_FIELDS: Array<{ name: 'siren' | 'vatNumber'; maxLength: number }> = [
  { name: 'siren', maxLength: 20 },
  { name: 'vatNumber', maxLength: 20 },
];

/** The legal details printed on invoices; a refused field shows the server's words under it. */
function ProfileFields({ initial }: { initial: BillingProfile }) {
  const { t, locale } = useI18n();
  const toast = useToast();
  const save = useSaveBillingProfile();
  const [profile, setProfile] = useState<BillingProfile>({ ...initial, country: initial.country || 'FR' });
  const countryId = useId();
  const regions = useMemo(() => new Intl.DisplayNames([locale === 'fr' ? 'fr-FR' : locale], { type: 'region' }), [locale]);
  const countries = useMemo(() => {
    const codes = COUNTRIES.includes(profile.country) ? COUNTRIES : [profile.country, ...COUNTRIES];
    return codes.map((code) => ({ code, name: regions.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [regions, locale, profile.country]);

  const error = save.error;
  const fieldError = (name: Field) => (isApiError(error) && error.field === name ? error.message : undefined);
  const generalError = error && !(isApiError(error) && error.field && error.field in profile) ? error.message : null;
  const set = (name: Field) => (value: string) => setProfile((current) => ({ ...current, [name]: value }));
  const label = (name: Field, optional = false) => (optional ? t('billing.profile.optional', { label: t(`billing.profile.${name}`) }) : t(`billing.profile.${name}`));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      {
        legalName: profile.legalName,
        email: profile.email,
        addressLine1: profile.addressLine1,
        addressLine2: profile.addressLine2,
        postalCode: profile.postalCode,
        city: profile.city,
        country: profile.country,
        siren: profile.siren,
        vatNumber: profile.vatNumber,
      },
      {
        onSuccess: (saved) => {
          setProfile(saved);
          toast.success(t('billing.profile.saved'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="billing-profile-form">
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          className={field.wide ? 'sm:col-span-2' : undefined}
          label={label(field.name, field.optional)}
          name={field.name}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          required={!field.optional}
          maxLength={field.maxLength}
          value={profile[field.name]}
          onChange={(event) => set(field.name)(event.target.value)}
          error={fieldError(field.name)}
          data-testid={`billing-profile-${field.name}`}
        />
      ))}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={countryId} className="text-sm font-medium text-gray-700">
          {label('country')}
        </label>
        <select
          id={countryId}
          name="country"
          autoComplete="country"
          value={profile.country}
          onChange={(event) => set('country')(event.target.value)}
          aria-invalid={fieldError('country') ? true : undefined}
          aria-describedby={fieldError('country') ? `${countryId}-error` : undefined}
          className={fieldClasses('h-11')}
          data-testid="billing-profile-country"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {fieldError('country') && (
          <p id={`${countryId}-error`} className="text-xs font-medium text-red-600">
            {fieldError('country')}
          </p>
        )}
      </div>
      {BUSINESS_FIELDS.map((field) => (
        <TextField
          key={field.name}
          className="lg:col-span-2"
          label={label(field.name, true)}
          hint={t(`billing.profile.${field.name}Hint`)}
          name={field.name}
          autoComplete="off"
          maxLength={field.maxLength}
          value={profile[field.name]}
          onChange={(event) => set(field.name)(event.target.value)}
          error={fieldError(field.name)}
          data-testid={`billing-profile-${field.name}`}
        />
      ))}
      {generalError && (
        <Alert tone="error" className="sm:col-span-2 lg:col-span-4" data-testid="billing-profile-error">
          {generalError}
        </Alert>
      )}
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" loading={save.isPending} data-testid="billing-profile-save">
          {save.isPending ? t('billing.profile.saving') : t('billing.profile.save')}
        </Button>
      </div>
    </form>
  );
}

export function BillingProfileForm() {
  const t = useT();
  const profile = useBillingProfile(true);
  return (
    <SectionCard icon={Building2} title={t('billing.profile.title')} description={t('billing.profile.description')} testId="billing-profile">
      <QueryState query={profile} lines={4} lineHeight="h-10">
        {(data) => <ProfileFields initial={data} />}
      </QueryState>
    </SectionCard>
  );
}
