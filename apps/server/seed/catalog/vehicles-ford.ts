import { gen, type ModelRow, model } from './vehicle-def';

/** Ford: original-equipment tire sizes per generation and trim, as publicly listed. */
export const fordModels: readonly ModelRow[] = [
  model('Ford', 'F-150', 'Pickup', [
    gen(2009, 2014, [
      ['XLT', '5.0L V8', '265/70R17'],
      ['FX4', '5.0L V8', '275/65R18'],
      ['Lariat', '5.0L V8', '275/55R20'],
      ['SVT Raptor', '6.2L V8', 'LT315/70R17'],
    ]),
    gen(2015, 2020, [
      ['XL', '3.3L V6', '245/70R17'],
      ['XLT', '2.7L V6 Twin Turbo', '265/70R17', null, ['265/60R18']],
      ['Lariat', '3.5L V6 Twin Turbo', '275/65R18'],
      ['Platinum', '5.0L V8', '275/55R20'],
      ['Raptor', '3.5L V6 Twin Turbo', 'LT315/70R17'],
    ]),
    gen(2021, 2025, [
      ['XL', '3.3L V6', '245/70R17'],
      ['XLT', '2.7L V6 Twin Turbo', '265/70R17', null, ['275/65R18']],
      ['Lariat', '3.5L V6 Twin Turbo', '275/60R20'],
      ['Tremor', '3.5L V6 Twin Turbo', 'LT275/70R18'],
      ['Raptor', '3.5L V6 Twin Turbo HO', 'LT315/70R17'],
      ['Raptor 37', '3.5L V6 Twin Turbo HO', '37x12.50R17LT'],
    ]),
  ]),
  model('Ford', 'Maverick', 'Pickup', [
    gen(2022, 2025, [
      ['XL', '2.5L I4 Hybrid', '225/65R17'],
      ['Lariat', '2.0L I4 Turbo', '225/60R18'],
      ['Tremor', '2.0L I4 Turbo', '235/65R17'],
    ]),
  ]),
  model('Ford', 'Bronco', 'SUV', [
    gen(2021, 2025, [
      ['Big Bend', '2.3L I4 Turbo', '255/75R17'],
      ['Badlands', '2.7L V6 Twin Turbo', 'LT285/70R17'],
      ['Wildtrak', '2.7L V6 Twin Turbo', 'LT315/70R17'],
      ['Raptor', '3.0L V6 Twin Turbo', '37x12.50R17LT'],
    ]),
  ]),
  model('Ford', 'Bronco Sport', 'SUV', [
    gen(2021, 2025, [
      ['Big Bend', '1.5L I3 Turbo', '225/65R17'],
      ['Badlands', '2.0L I4 Turbo', '225/65R17'],
    ]),
  ]),
  model('Ford', 'Explorer', 'SUV', [
    gen(2006, 2010, [
      ['XLT', '4.0L V6', '245/65R17'],
      ['Eddie Bauer', '4.6L V8', '245/60R18'],
    ]),
    gen(2011, 2019, [
      ['Base', '3.5L V6', '245/65R17'],
      ['XLT', '3.5L V6', '245/60R18'],
      ['Limited', '3.5L V6', '255/50R20'],
      ['Sport', '3.5L V6 Twin Turbo', '255/50R20'],
    ]),
    gen(2020, 2025, [
      ['Base', '2.3L I4 Turbo', '255/65R18'],
      ['XLT', '2.3L I4 Turbo', '255/65R18'],
      ['Limited', '2.3L I4 Turbo', '255/55R20'],
      ['ST', '3.0L V6 Twin Turbo', '255/55R20', null, ['275/45R21']],
      ['Timberline', '2.3L I4 Turbo', '265/65R18'],
    ]),
  ]),
  model('Ford', 'Escape', 'SUV', [
    gen(2008, 2012, [
      ['XLT', '2.5L I4', '235/70R16'],
      ['Limited', '3.0L V6', '235/60R17'],
    ]),
    gen(2013, 2019, [
      ['S', '2.5L I4', '235/55R17'],
      ['SE', '1.5L I4 Turbo', '235/55R17'],
      ['Titanium', '2.0L I4 Turbo', '235/50R18', null, ['235/45R19']],
    ]),
    gen(2020, 2025, [
      ['S', '1.5L I3 Turbo', '225/65R17'],
      ['SE', '1.5L I3 Turbo', '225/65R17'],
      ['Titanium', '2.0L I4 Turbo', '225/60R18', null, ['225/55R19']],
    ]),
  ]),
  model('Ford', 'Mustang', 'Coupe', [
    gen(2005, 2009, [
      ['V6', '4.0L V6', '215/65R16', null, ['235/55R17']],
      ['GT', '4.6L V8', '235/55R17', null, ['235/50R18']],
      ['Shelby GT500', '5.4L V8 Supercharged', '255/45R18', '285/40R18'],
    ]),
    gen(2010, 2014, [
      ['V6', '3.7L V6', '215/65R17'],
      ['GT', '5.0L V8', '235/50R18'],
      ['Boss 302', '5.0L V8', '255/40R19', '285/35R19'],
    ]),
    gen(2015, 2023, [
      ['EcoBoost', '2.3L I4 Turbo', '235/55R17'],
      ['EcoBoost Premium', '2.3L I4 Turbo', '235/50R18'],
      ['GT', '5.0L V8', '235/50R18', null, ['255/40R19']],
      ['GT Performance Pack', '5.0L V8', '255/40R19', '275/40R19'],
      ['Shelby GT350', '5.2L V8', '295/35R19', '305/35R19'],
    ]),
    gen(2024, 2025, [
      ['EcoBoost', '2.3L I4 Turbo', '235/55R17'],
      ['GT', '5.0L V8', '255/40R19', '275/40R19'],
      ['GT Performance Pack', '5.0L V8', '255/40R19', '275/40R19'],
      ['Dark Horse', '5.0L V8', '255/40R19', '275/40R19', ['305/30R19', '315/30R19']],
    ]),
  ]),
  model('Ford', 'Focus', 'Hatchback', [
    gen(2012, 2018, [
      ['SE', '2.0L I4', '215/55R16'],
      ['Titanium', '2.0L I4', '235/40R18'],
      ['ST', '2.0L I4 Turbo', '235/40R18'],
    ]),
  ]),
  model('Ford', 'Fusion', 'Sedan', [
    gen(2013, 2020, [
      ['SE', '1.5L I4 Turbo', '235/50R17'],
      ['Titanium', '2.0L I4 Turbo', '235/45R18'],
      ['Sport', '2.7L V6 Twin Turbo', '235/40R19'],
    ]),
  ]),
];
