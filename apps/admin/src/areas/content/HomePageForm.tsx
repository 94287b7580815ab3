import { zodResolver } from '@hookform/resolvers/zod';
import { type HomePageConfig, homePageConfig, ProductSort } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Refusal } from '../../ui/Refusal';
import { useConfigValue } from './api/read-config-value';
import { useSetConfigValue } from './api/set-config-value';
import { BadgeFields } from './BadgeFields';
import { BannerFields } from './BannerFields';
import { ContentHeader } from './ContentNav';

const SWITCHES: { name: keyof HomePageConfig; label: string; hint: string }[] = [
  { name: 'bannerSwitch', label: 'Show banners', hint: 'The carousel at the top of the home page' },
  { name: 'cashRewardSwitch', label: 'Cash rewards', hint: 'Offer cash rewards on the home page' },
  { name: 'commentsGroup', label: 'Group reviews', hint: 'Group product reviews by size' },
  { name: 'forceLogin', label: 'Require sign-in', hint: 'Shoppers must sign in before browsing' },
  { name: 'forceAddVehicle', label: 'Ask for a vehicle', hint: 'Ask shoppers to add a vehicle first' },
  { name: 'forceAddTireSize', label: 'Ask for a tire size', hint: 'Ask shoppers to add a tire size first' },
];

const SORTS = [
  { value: ProductSort.Asc, label: 'Recommended' },
  { value: ProductSort.Desc, label: 'Most popular' },
  { value: ProductSort.PriceAsc, label: 'Price: low to high' },
  { value: ProductSort.PriceDesc, label: 'Price: high to low' },
];

function HomePageEditor({ home }: { home: HomePageConfig }) {
  const save = useSetConfigValue('homePage');
  const { register, control, handleSubmit, formState } = useForm<HomePageConfig>({
    resolver: zodResolver(homePageConfig),
    values: home,
  });
  const { errors } = formState;
  return (
    <form className="home-form" onSubmit={handleSubmit((value) => save.mutate(value))}>
      <fieldset className="card home-form__switches">
        <legend>Switches</legend>
        {SWITCHES.map(({ name, label, hint }) => (
          <label key={name} className="switch switch--row">
            <input type="checkbox" {...register(name)} />
            <span>
              <strong>{label}</strong>
              <span className="muted"> · {hint}</span>
            </span>
          </label>
        ))}
        <label className="field home-form__sort">
          <span className="field__label">Tire search opens sorted by</span>
          <select {...register('searchPageSort', { valueAsNumber: true })}>
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <BannerFields control={control} register={register} errors={errors} />
      <BadgeFields
        name="salesPoints"
        title="Sales points"
        addLabel="Add a sales point"
        control={control}
        register={register}
        errors={errors}
      />
      <BadgeFields
        name="guarantees"
        title="Guarantees"
        addLabel="Add a guarantee"
        control={control}
        register={register}
        errors={errors}
      />
      <Refusal error={save.error} />
      <div className="form-actions home-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Publish home page
        </button>
        {save.isSuccess && !formState.isDirty && (
          <p className="notice" role="status">
            Published: shoppers see the new home page now
          </p>
        )}
      </div>
    </form>
  );
}

/** /admin/content/home: banners, sales points, guarantees and the home page's switches. */
export function HomePageForm() {
  const home = useConfigValue('homePage');
  return (
    <>
      <ContentHeader />
      <Refusal error={home.error} />
      {home.data ? <HomePageEditor home={home.data} /> : !home.error && <p className="loading">Loading…</p>}
    </>
  );
}
