import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminFlashSaleRow, formatPrice, parseDollarsToCents } from '@tread/domain';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { useChangeFlashSale } from './api/change-flash-sale';
import { useCreateFlashSale } from './api/create-flash-sale';
import { useFlashSales } from './api/list-flash-sales';
import { CloseFlashSale } from './close-actions';
import {
  MissingRow,
  OfferDays,
  OfferSection,
  PriceSection,
  SaveActions,
  skuControl,
  useEditorSave,
  useRouteId,
  useSteadyValues,
} from './editor-parts';
import { showFieldRefusal } from './field-refusal';
import {
  type FlashSaleFormInput,
  type FlashSaleFormOutput,
  flashSaleForm,
  flashSaleFormOf,
  newFlashSaleForm,
} from './flash-sale-form';
import { daySpan, offerLine, TodaySold, usDay } from './list-parts';
import { priceAgainstUsual, SKU_REFUSALS } from './offer-fields';
import { FlashStatusBadge } from './offer-state';
import { FLASH_SALES_PATH } from './PromotionsNav';

const FIELDS = [
  'name',
  'flashPrice',
  'dailyStock',
  'perShopperLimit',
  'firstDay',
  'lastDay',
  'sessionStart',
  'sessionEnd',
] as const;

/** '$149.99 instead of $189.99 (21% off) · 2 a shopper a day', once the figures read. */
function shopperSees(form: FlashSaleFormInput): string | null {
  const price = parseDollarsToCents(form.flashPrice);
  const against = priceAgainstUsual(price.ok ? price.value : null, form.sku.usualPrice);
  const limit = Number(form.perShopperLimit);
  if (!against) return null;
  return Number.isInteger(limit) && limit > 0 ? `${against} · at most ${limit} a shopper a day` : against;
}

function FlashSaleForm({ sale }: { sale: AdminFlashSaleRow | null }) {
  const values = useSteadyValues(sale ? flashSaleFormOf(sale) : newFlashSaleForm(new Date()));
  const { register, control, handleSubmit, watch, setError, formState } = useForm<
    FlashSaleFormInput,
    unknown,
    FlashSaleFormOutput
  >({ resolver: zodResolver(flashSaleForm), values });
  const { errors } = formState;
  const save = useEditorSave({
    what: 'flash sale',
    back: { to: FLASH_SALES_PATH, label: 'flash sales' },
    create: useCreateFlashSale(),
    change: useChangeFlashSale(sale?.seckillId ?? 0),
    editing: Boolean(sale),
    created: (saved) =>
      `Flash sale “${saved.name}” created: ${formatPrice(saved.price)} from ${usDay(saved.firstDay)}`,
    refused: (error) => showFieldRefusal(error, setError, FIELDS, SKU_REFUSALS),
  });
  return (
    <form className="promo-form" noValidate onSubmit={handleSubmit(save.submit)}>
      <OfferSection title="The sale" shownOn="the snap-up list" register={register} errors={errors}>
        <Controller control={control} name="sku" render={skuControl} />
      </OfferSection>

      <PriceSection title="Price, stock and limit" preview={shopperSees(watch())}>
        <Field label="Flash price ($)" hint="Below the SKU's usual price" error={errors.flashPrice}>
          <input inputMode="decimal" placeholder="149.99" {...register('flashPrice')} />
        </Field>
        <Field
          label="Flash stock a day"
          hint="Units on sale each day; resets at 12:00am"
          error={errors.dailyStock}
        >
          <input inputMode="numeric" placeholder="100" {...register('dailyStock')} />
        </Field>
        <Field
          label="Limit per shopper"
          hint="Units one shopper may buy a day"
          error={errors.perShopperLimit}
        >
          <input inputMode="numeric" {...register('perShopperLimit')} />
        </Field>
      </PriceSection>

      <OfferDays title="Days and session" register={register} errors={errors}>
        <Field label="Session starts" hint="HH:MM, Los Angeles time" error={errors.sessionStart}>
          <input inputMode="numeric" placeholder="00:00" autoComplete="off" {...register('sessionStart')} />
        </Field>
        <Field label="Session ends" hint="HH:MM; 24:00 is the day's end" error={errors.sessionEnd}>
          <input inputMode="numeric" placeholder="24:00" autoComplete="off" {...register('sessionEnd')} />
        </Field>
      </OfferDays>

      <SaveActions save={save} dirty={formState.isDirty} />
    </form>
  );
}

/** /admin/promotions/flash-sales/new and …/:seckillId — a flash sale's SKU, price, stock, limit, days and session. */
export function FlashSaleEditor() {
  const seckillId = useRouteId('seckillId');
  const sales = useFlashSales();
  const sale = seckillId === null ? null : sales.data?.find((row) => row.seckillId === seckillId);
  if (seckillId !== null && !sale) return <MissingRow list={sales} what="flash sale" />;
  return (
    <>
      <p className="breadcrumb">
        <Link to={FLASH_SALES_PATH}>Flash sales</Link>
      </p>
      {sale ? (
        <>
          <PageHeader
            title={sale.name}
            subtitle={`${offerLine(sale.price, sale.oriPrice, sale)} · ${daySpan(sale.firstDay, sale.lastDay)}, ${sale.sessionStart}–${sale.sessionEnd} daily`}
            actions={
              <div className="promo-header-actions">
                <FlashStatusBadge status={sale.status} />
                <CloseFlashSale sale={sale} />
              </div>
            }
          />
          <section className="card promo-today" aria-label="Today">
            <h2>Today</h2>
            <TodaySold sale={sale} />
            {sale.message && <p className="muted">Shoppers read: “{sale.message}”</p>}
          </section>
        </>
      ) : (
        <PageHeader
          title="New flash sale"
          subtitle="One SKU at a flash price in a daily session, with its own daily stock and a limit per shopper."
        />
      )}
      <FlashSaleForm key={sale ? `${sale.seckillId}` : 'new'} sale={sale ?? null} />
    </>
  );
}
