import { gen, type ModelRow, model } from './vehicle-def';

/** Chevrolet and GMC: original-equipment tire sizes per generation and trim, as publicly listed. */
export const gmModels: readonly ModelRow[] = [
  model('Chevrolet', 'Silverado 1500', 'Pickup', [
    gen(2007, 2013, [
      ['WT', '4.8L V8', '245/70R17'],
      ['LT', '5.3L V8', '265/70R17'],
      ['LTZ', '5.3L V8', '275/55R20'],
    ]),
    gen(2014, 2018, [
      ['WT', '4.3L V6', '255/70R17'],
      ['LT', '5.3L V8', '265/65R18'],
      ['LTZ', '5.3L V8', '275/55R20'],
      ['High Country', '6.2L V8', '275/55R20'],
    ]),
    gen(2019, 2025, [
      ['WT', '2.7L I4 Turbo', '255/70R17'],
      ['LT', '5.3L V8', '265/65R18'],
      ['RST', '5.3L V8', '275/60R20'],
      ['LT Trail Boss', '5.3L V8', 'LT275/65R18'],
      ['High Country', '6.2L V8', '275/50R22'],
      ['ZR2', '6.2L V8', 'LT275/70R18'],
    ]),
  ]),
  model('Chevrolet', 'Equinox', 'SUV', [
    gen(2005, 2009, [['LS', '3.4L V6', '235/65R16']]),
    gen(2010, 2017, [
      ['LS', '2.4L I4', '225/65R17'],
      ['LT', '2.4L I4', '225/65R17'],
      ['LTZ', '3.6L V6', '235/55R18', null, ['235/50R19']],
    ]),
    gen(2018, 2024, [
      ['LS', '1.5L I4 Turbo', '225/65R17'],
      ['LT', '1.5L I4 Turbo', '225/65R17'],
      ['Premier', '1.5L I4 Turbo', '225/60R18', null, ['235/50R19']],
    ]),
  ]),
  model('Chevrolet', 'Malibu', 'Sedan', [
    gen(2008, 2012, [
      ['LS', '2.4L I4', '215/60R16'],
      ['LT', '2.4L I4', '215/55R17'],
      ['LTZ', '3.6L V6', '225/50R18'],
    ]),
    gen(2013, 2015, [
      ['LT', '2.5L I4', '225/55R17'],
      ['LTZ', '2.0L I4 Turbo', '235/50R18'],
    ]),
    gen(2016, 2024, [
      ['LS', '1.5L I4 Turbo', '205/65R16'],
      ['LT', '1.5L I4 Turbo', '225/55R17'],
      ['Premier', '2.0L I4 Turbo', '245/45R18', null, ['245/40R19']],
    ]),
  ]),
  model('Chevrolet', 'Corvette', 'Coupe', [
    gen(2005, 2013, [
      ['Base', '6.2L V8', '245/40R18', '285/35R19'],
      ['Z06', '7.0L V8', '275/35R18', '325/30R19'],
      ['ZR1', '6.2L V8 Supercharged', '285/30R19', '335/25R20'],
    ]),
    gen(2014, 2019, [
      ['Stingray', '6.2L V8', '245/40R18', '285/35R19'],
      ['Stingray Z51', '6.2L V8', '245/35R19', '285/30R20'],
      ['Grand Sport', '6.2L V8', '285/30R19', '335/25R20'],
      ['Z06', '6.2L V8 Supercharged', '285/30R19', '335/25R20'],
    ]),
    gen(2020, 2025, [
      ['Stingray', '6.2L V8', '245/35R19', '305/30R20'],
      ['Z06', '5.5L V8', '275/30R20', '345/25R21'],
      ['E-Ray', '6.2L V8 Hybrid', '275/30R20', '345/25R21'],
    ]),
  ]),
  model('Chevrolet', 'Camaro', 'Coupe', [
    gen(2010, 2015, [
      ['LT', '3.6L V6', '245/55R18', null, ['245/45R20', '275/40R20']],
      ['SS', '6.2L V8', '245/45R20', '275/40R20'],
      ['ZL1', '6.2L V8 Supercharged', '285/35R20', '305/35R20'],
    ]),
    gen(2016, 2024, [
      ['1LT', '2.0L I4 Turbo', '245/50R18'],
      ['2SS', '6.2L V8', '245/40R20', '275/35R20'],
      ['SS 1LE', '6.2L V8', '285/30R20', '305/30R20'],
      ['ZL1', '6.2L V8 Supercharged', '285/30R20', '305/30R20'],
      ['ZL1 1LE', '6.2L V8 Supercharged', '305/30R19', '325/30R19'],
    ]),
  ]),
  model('Chevrolet', 'Tahoe', 'SUV', [
    gen(2007, 2014, [
      ['LS', '5.3L V8', '265/70R17'],
      ['LT', '5.3L V8', '265/70R17'],
      ['LTZ', '5.3L V8', '275/55R20'],
    ]),
    gen(2015, 2020, [
      ['LS', '5.3L V8', '265/65R18'],
      ['LT', '5.3L V8', '265/65R18'],
      ['Premier', '5.3L V8', '275/55R20'],
      ['RST', '6.2L V8', '285/45R22'],
    ]),
    gen(2021, 2025, [
      ['LS', '5.3L V8', '265/65R18'],
      ['LT', '5.3L V8', '275/60R20'],
      ['Z71', '5.3L V8', '275/60R20'],
      ['RST', '5.3L V8', '275/50R22'],
      ['High Country', '6.2L V8', '275/50R22'],
    ]),
  ]),
  model('Chevrolet', 'Traverse', 'SUV', [
    gen(2018, 2023, [
      ['LS', '3.6L V6', '255/65R18'],
      ['Premier', '3.6L V6', '255/55R20'],
      ['High Country', '3.6L V6', '255/55R20'],
    ]),
  ]),
  model('Chevrolet', 'Bolt EV', 'Hatchback', [
    gen(2017, 2023, [
      ['LT', 'Electric', '215/50R17'],
      ['Premier', 'Electric', '215/50R17'],
    ]),
  ]),
  model('GMC', 'Sierra 1500', 'Pickup', [
    gen(2007, 2013, [
      ['SLE', '5.3L V8', '265/70R17'],
      ['SLT', '5.3L V8', '275/55R20'],
      ['Denali', '6.2L V8', '275/55R20'],
    ]),
    gen(2014, 2018, [
      ['SLE', '5.3L V8', '265/65R18'],
      ['SLT', '5.3L V8', '275/55R20'],
      ['Denali', '6.2L V8', '275/55R20', null, ['285/45R22']],
    ]),
    gen(2019, 2025, [
      ['SLE', '5.3L V8', '265/65R18'],
      ['Elevation', '2.7L I4 Turbo', '275/60R20'],
      ['SLT', '5.3L V8', '275/60R20'],
      ['AT4', '6.2L V8', '275/65R18'],
      ['Denali', '6.2L V8', '275/50R22'],
      ['AT4X', '6.2L V8', 'LT275/70R18'],
    ]),
  ]),
  model('GMC', 'Yukon', 'SUV', [
    gen(2015, 2020, [
      ['SLE', '5.3L V8', '265/65R18'],
      ['SLT', '5.3L V8', '275/55R20'],
      ['Denali', '6.2L V8', '285/45R22'],
    ]),
  ]),
];
