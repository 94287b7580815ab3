import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigator } from '../../app/navigator-context';
import { FormAlert, focusFirstInvalid, SwitchField, TextField } from '../../features/account/fields';
import { formatPhoneAsTyped } from '../../features/account/phone-input';
import { useFormAction } from '../../features/account/use-form-action';
import { addressQueryKey, saveAddress, useZipPlace } from '../../features/address/address-api';
import {
  type AddressErrors,
  type AddressField,
  type AddressForm,
  fieldOfServerMessage,
  validateAddressForm,
  type ZipState,
  zipToLookUp,
} from '../../features/address/address-form';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toast';

export interface AddressEditorProps {
  initial: AddressForm;
  addrId: number | null;
}

/** The address form: names, phone, ZIP that fills city and state, street lines, default and billing. */
export function AddressEditor({ initial, addrId }: AddressEditorProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<AddressErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const nameErrorId = useId();
  const placeErrorId = useId();
  const save = useFormAction();

  const zip5 = zipToLookUp(form.zipCode);
  const zipPlace = useZipPlace(zip5);
  const zipState: ZipState = zipPlace.isSuccess ? (zipPlace.data ? 'found' : 'unknown') : 'pending';

  // Typing a ZIP fills city and state (SPEC §5); an unknown ZIP leaves them empty.
  useEffect(() => {
    if (!zipPlace.isSuccess) return;
    const place = zipPlace.data;
    setForm((current) => ({ ...current, city: place?.city ?? '', state: place?.state ?? '' }));
  }, [zipPlace.isSuccess, zipPlace.data]);

  const ruleErrors = validateAddressForm(form, zipState);
  // Messages appear once Save was tapped (showing them on blur would move Save under the finger), except
  // an unknown ZIP, which is said as soon as the look-up answers.
  const shown = (field: AddressField): string | undefined =>
    serverErrors[field] ??
    (submitted || (field === 'zipCode' && zipState === 'unknown') ? ruleErrors[field] : undefined);

  const update = (changes: Partial<AddressForm>, field?: AddressField) => {
    setForm((current) => ({ ...current, ...changes }));
    if (field) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(ruleErrors).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    await save.run(async () => {
      try {
        await saveAddress(form, addrId);
      } catch (error) {
        const field = error instanceof Error ? fieldOfServerMessage(error.message) : undefined;
        if (!field) throw error;
        setServerErrors({ [field]: error instanceof Error ? error.message : '' });
        focusFirstInvalid(formRef.current);
        return;
      }
      // Refetched now, not when the list shows again, so going back never shows the old list.
      await queryClient.invalidateQueries({ queryKey: addressQueryKey, refetchType: 'all' });
      showToast(t('account.address.saved'));
      navigator.back();
    });
  };

  const nameError = shown('name');
  const placeError = shown('place');
  const zipHint =
    zip5 && zipPlace.isFetching
      ? t('account.address.lookingUp')
      : form.city
        ? t('account.address.fromZip')
        : null;

  return (
    <form ref={formRef} className="page form address-form" onSubmit={onSubmit} noValidate>
      <div className="address-form__names">
        <div className="form-row">
          <TextField
            label={t('account.address.firstName')}
            autoComplete="given-name"
            value={form.firstName}
            onValueChange={(firstName) => update({ firstName }, 'name')}
            invalid={Boolean(nameError) && (!form.firstName.trim() || Boolean(form.lastName.trim()))}
            describedBy={nameError ? nameErrorId : undefined}
          />
          <TextField
            label={t('account.address.lastName')}
            autoComplete="family-name"
            value={form.lastName}
            onValueChange={(lastName) => update({ lastName }, 'name')}
            invalid={Boolean(nameError) && (!form.lastName.trim() || Boolean(form.firstName.trim()))}
            describedBy={nameError ? nameErrorId : undefined}
          />
        </div>
        {nameError && (
          <p id={nameErrorId} className="field__error">
            {nameError}
          </p>
        )}
      </div>
      <TextField
        label={t('account.address.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('account.phone.placeholder')}
        value={form.phone}
        onValueChange={(phone) => update({ phone: formatPhoneAsTyped(phone) }, 'phone')}
        error={shown('phone')}
      />
      <TextField
        label={t('account.address.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={form.zipCode}
        onValueChange={(zipCode) => update({ zipCode }, 'zipCode')}
        error={shown('zipCode')}
        hint={zipHint}
      />
      <div className="address-form__place">
        <div className="form-row">
          <TextField
            label={t('account.address.city')}
            value={form.city}
            onValueChange={() => undefined}
            readOnly
            tabIndex={-1}
            invalid={Boolean(placeError)}
            describedBy={placeError ? placeErrorId : undefined}
          />
          <TextField
            label={t('account.address.state')}
            value={form.state}
            onValueChange={() => undefined}
            readOnly
            tabIndex={-1}
            invalid={Boolean(placeError)}
            describedBy={placeError ? placeErrorId : undefined}
          />
        </div>
        {placeError && (
          <p id={placeErrorId} className="field__error">
            {placeError}
          </p>
        )}
      </div>
      <TextField
        label={t('account.address.line1')}
        autoComplete="address-line1"
        placeholder={t('account.address.line1Placeholder')}
        value={form.addressLine1}
        onValueChange={(addressLine1) => update({ addressLine1 }, 'addressLine1')}
        error={shown('addressLine1')}
      />
      <TextField
        label={t('account.address.line2')}
        labelNote={t('account.form.optional')}
        autoComplete="address-line2"
        placeholder={t('account.address.line2Placeholder')}
        value={form.addressLine2}
        onValueChange={(addressLine2) => update({ addressLine2 }, 'addressLine2')}
        error={shown('addressLine2')}
      />
      <div className="address-form__switches">
        <SwitchField
          label={t('account.address.makeDefault')}
          checked={form.isDefault}
          disabled={initial.isDefault}
          hint={initial.isDefault ? t('account.address.defaultFixed') : undefined}
          onChange={(isDefault) => update({ isDefault })}
        />
        <SwitchField
          label={t('account.address.makeBilling')}
          checked={form.isBilling}
          onChange={(isBilling) => update({ isBilling })}
        />
      </div>
      <FormAlert message={save.error} />
      <Button type="submit" variant="accent" block busy={save.busy}>
        {t('account.address.save')}
      </Button>
    </form>
  );
}
