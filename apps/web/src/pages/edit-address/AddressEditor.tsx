import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressForm, addressForm, Messages } from '@tread/domain';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPhoneAsTyped } from '../../features/account/phone-input';
import { zipToLookUp } from '../../features/address/address-form';
import { useSaveAddress } from '../../features/address/api/save-address';
import { useZipPlace } from '../../features/address/api/zip-place';
import { FormSwitchField, FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';

export interface AddressEditorProps {
  initial: AddressForm;
  addrId: number | null;
}

const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'zipCode',
  'city',
  'state',
  'addressLine1',
  'addressLine2',
] as const;

/** The address form: names, phone, ZIP that fills city and state, street lines, default and billing. */
export function AddressEditor({ initial, addrId }: AddressEditorProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const save = useSaveAddress(addrId);
  const nameErrorId = useId();
  const placeErrorId = useId();
  // Messages appear once Save was tapped (showing them on blur would move Save under the finger), except
  // an unknown ZIP, which is said as soon as the look-up answers.
  const form = useForm<AddressForm>({ resolver: zodResolver(addressForm), defaultValues: initial });
  const { control, formState, handleSubmit, setError, clearErrors, setValue, getFieldState } = form;
  const serverError = useServerError(form);
  const [firstName, lastName, zipCode, city] = useWatch({
    control,
    name: ['firstName', 'lastName', 'zipCode', 'city'],
  });

  const zip5 = zipToLookUp(zipCode ?? '');
  const zipPlace = useZipPlace(zip5);
  const unknownZip = zipPlace.isSuccess && zipPlace.data === null;

  // Typing a ZIP fills city and state (SPEC §5); an unknown ZIP leaves them empty.
  useEffect(() => {
    if (!zipPlace.isSuccess) return;
    setValue('city', zipPlace.data?.city ?? '');
    setValue('state', zipPlace.data?.state ?? '');
  }, [zipPlace.isSuccess, zipPlace.data, setValue]);

  useEffect(() => {
    if (unknownZip) setError('zipCode', { type: 'zip', message: Messages.ZipMismatch });
    else if (getFieldState('zipCode').error?.type === 'zip') clearErrors('zipCode');
  }, [unknownZip, setError, clearErrors, getFieldState]);

  const sayUnknownZip = () => {
    if (unknownZip)
      setError('zipCode', { type: 'zip', message: Messages.ZipMismatch }, { shouldFocus: true });
    return unknownZip;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (sayUnknownZip()) return;
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showRefusal(error, setError, FIELDS);
      return;
    }
    showToast(t('account.address.saved'));
    navigator.back();
  }, sayUnknownZip);

  const { errors } = formState;
  const nameError = errors.firstName?.message ?? errors.lastName?.message;
  const placeError = errors.city?.message ?? errors.state?.message;
  const zipHint =
    zip5 && zipPlace.isFetching ? t('account.address.lookingUp') : city ? t('account.address.fromZip') : null;

  return (
    <form className="page form address-form" onSubmit={onSubmit} noValidate>
      <div className="address-form__names">
        <div className="form-row">
          <FormTextField
            control={control}
            name="firstName"
            label={t('account.address.firstName')}
            autoComplete="given-name"
            messageId={nameErrorId}
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('account.address.lastName')}
            autoComplete="family-name"
            messageId={nameErrorId}
            invalid={Boolean(nameError) && (!lastName?.trim() || Boolean(firstName?.trim()))}
            describedBy={nameError ? nameErrorId : undefined}
          />
        </div>
        {nameError && (
          <p id={nameErrorId} className="field__error">
            {nameError}
          </p>
        )}
      </div>
      <FormTextField
        control={control}
        name="phone"
        label={t('account.address.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('account.phone.placeholder')}
        asTyped={formatPhoneAsTyped}
      />
      <FormTextField
        control={control}
        name="zipCode"
        label={t('account.address.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        hint={zipHint}
      />
      <div className="address-form__place">
        <div className="form-row">
          <FormTextField
            control={control}
            name="city"
            label={t('account.address.city')}
            readOnly
            tabIndex={-1}
            messageId={placeErrorId}
          />
          <FormTextField
            control={control}
            name="state"
            label={t('account.address.state')}
            readOnly
            tabIndex={-1}
            messageId={placeErrorId}
          />
        </div>
        {placeError && (
          <p id={placeErrorId} className="field__error">
            {placeError}
          </p>
        )}
      </div>
      <FormTextField
        control={control}
        name="addressLine1"
        label={t('account.address.line1')}
        autoComplete="address-line1"
        placeholder={t('account.address.line1Placeholder')}
      />
      <FormTextField
        control={control}
        name="addressLine2"
        label={t('account.address.line2')}
        labelNote={t('account.form.optional')}
        autoComplete="address-line2"
        placeholder={t('account.address.line2Placeholder')}
      />
      <div className="address-form__switches">
        <FormSwitchField
          control={control}
          name="isDefault"
          label={t('account.address.makeDefault')}
          disabled={initial.isDefault}
          hint={initial.isDefault ? t('account.address.defaultFixed') : undefined}
        />
        <FormSwitchField control={control} name="isBilling" label={t('account.address.makeBilling')} />
      </div>
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('account.address.save')}
      </Button>
    </form>
  );
}
