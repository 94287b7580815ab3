import { gen, type ModelRow, model } from './vehicle-def';

/** Subaru, Mazda and Tesla: original-equipment tire sizes per generation and trim, as publicly listed. */
export const subaruMazdaTeslaModels: readonly ModelRow[] = [
  model('Subaru', 'Outback', 'Wagon', [
    gen(2005, 2009, [
      ['2.5i', '2.5L H4', '225/60R16'],
      ['3.0R', '3.0L H6', '225/55R17'],
    ]),
    gen(2010, 2014, [
      ['2.5i', '2.5L H4', '225/60R17'],
      ['3.6R', '3.6L H6', '225/60R17'],
    ]),
    gen(2015, 2019, [
      ['2.5i', '2.5L H4', '225/65R17'],
      ['2.5i Limited', '2.5L H4', '225/60R18'],
    ]),
    gen(2020, 2025, [
      ['Base', '2.5L H4', '225/65R17'],
      ['Limited', '2.5L H4', '225/60R18'],
      ['Wilderness', '2.4L H4 Turbo', '225/65R17'],
    ]),
  ]),
  model('Subaru', 'Forester', 'SUV', [
    gen(2005, 2008, [['2.5X', '2.5L H4', '215/60R16']]),
    gen(2009, 2013, [
      ['2.5X', '2.5L H4', '215/65R16'],
      ['2.5XT', '2.5L H4 Turbo', '225/55R17'],
    ]),
    gen(2014, 2018, [
      ['2.5i', '2.5L H4', '225/60R17'],
      ['2.0XT', '2.0L H4 Turbo', '225/55R18'],
    ]),
    gen(2019, 2025, [
      ['Base', '2.5L H4', '225/60R17'],
      ['Sport', '2.5L H4', '225/55R18'],
      ['Touring', '2.5L H4', '225/55R18'],
      ['Wilderness', '2.5L H4', '225/65R17'],
    ]),
  ]),
  model('Subaru', 'Crosstrek', 'SUV', [
    gen(2013, 2017, [['Premium', '2.0L H4', '225/60R17']]),
    gen(2018, 2023, [
      ['Base', '2.0L H4', '225/60R17'],
      ['Limited', '2.5L H4', '225/55R18'],
    ]),
    gen(2024, 2025, [
      ['Base', '2.0L H4', '225/60R17'],
      ['Sport', '2.5L H4', '225/55R18'],
      ['Wilderness', '2.5L H4', '225/65R17'],
    ]),
  ]),
  model('Subaru', 'WRX', 'Sedan', [
    gen(2015, 2021, [
      ['Base', '2.0L H4 Turbo', '235/45R17'],
      ['Limited', '2.0L H4 Turbo', '245/40R18'],
      ['STI', '2.5L H4 Turbo', '245/35R19'],
    ]),
    gen(2022, 2025, [
      ['Base', '2.4L H4 Turbo', '235/45R17'],
      ['Premium', '2.4L H4 Turbo', '245/40R18'],
    ]),
  ]),
  model('Mazda', 'CX-5', 'SUV', [
    gen(2013, 2016, [
      ['Sport', '2.0L I4', '225/65R17'],
      ['Grand Touring', '2.5L I4', '225/55R19'],
    ]),
    gen(2017, 2025, [
      ['Sport', '2.5L I4', '225/65R17'],
      ['Touring', '2.5L I4', '225/65R17'],
      ['Grand Touring', '2.5L I4', '225/55R19'],
      ['Turbo', '2.5L I4 Turbo', '225/55R19'],
    ]),
  ]),
  model('Mazda', 'Mazda3', 'Sedan', [
    gen(2010, 2013, [
      ['i', '2.0L I4', '205/55R16'],
      ['s', '2.5L I4', '205/50R17'],
    ]),
    gen(2014, 2018, [
      ['i Sport', '2.0L I4', '205/60R16'],
      ['s Grand Touring', '2.5L I4', '215/45R18'],
    ]),
    gen(2019, 2025, [
      ['Base', '2.0L I4', '205/60R16'],
      ['Preferred', '2.5L I4', '215/45R18'],
      ['Turbo', '2.5L I4 Turbo', '215/45R18'],
    ]),
  ]),
  model('Mazda', 'MX-5 Miata', 'Convertible', [
    gen(2006, 2015, [
      ['Sport', '2.0L I4', '205/50R16'],
      ['Grand Touring', '2.0L I4', '205/45R17'],
    ]),
    gen(2016, 2025, [
      ['Sport', '2.0L I4', '195/50R16'],
      ['Club', '2.0L I4', '205/45R17'],
      ['Grand Touring', '2.0L I4', '205/45R17'],
    ]),
  ]),
  model('Mazda', 'CX-50', 'SUV', [
    gen(2023, 2025, [
      ['Select', '2.5L I4', '225/65R17'],
      ['Turbo', '2.5L I4 Turbo', '245/45R20'],
    ]),
  ]),
  model('Tesla', 'Model 3', 'Sedan', [
    gen(2017, 2023, [
      ['Standard Range Plus', 'Electric RWD', '235/45R18', null, ['235/40R19']],
      ['Long Range', 'Electric Dual Motor', '235/45R18', null, ['235/40R19']],
      ['Performance', 'Electric Dual Motor', '235/35R20'],
    ]),
    gen(2024, 2025, [
      ['RWD', 'Electric RWD', '235/45R18', null, ['235/40R19']],
      ['Long Range', 'Electric Dual Motor', '235/45R18', null, ['235/40R19']],
    ]),
  ]),
  model('Tesla', 'Model Y', 'SUV', [
    gen(2020, 2025, [
      ['Long Range', 'Electric Dual Motor', '255/45R19', null, ['255/40R20']],
      ['Performance', 'Electric Dual Motor', '255/35R21', '275/35R21'],
    ]),
  ]),
  model('Tesla', 'Model S', 'Sedan', [
    gen(2012, 2020, [['85', 'Electric RWD', '245/45R19', null, ['245/35R21']]]),
    gen(2021, 2025, [
      ['Long Range', 'Electric Dual Motor', '245/45R19'],
      ['Plaid', 'Electric Tri Motor', '265/35R21', '295/30R21'],
    ]),
  ]),
];
