import { gen, type ModelRow, model } from './vehicle-def';

/** Jeep, Ram and Dodge: original-equipment tire sizes per generation and trim, as publicly listed. */
export const stellantisModels: readonly ModelRow[] = [
  model('Jeep', 'Wrangler', 'SUV', [
    gen(2007, 2011, [
      ['Sport', '3.8L V6', '225/75R16'],
      ['Sahara', '3.8L V6', '255/70R18'],
      ['Rubicon', '3.8L V6', 'LT255/75R17'],
    ]),
    gen(2012, 2017, [
      ['Sport', '3.6L V6', '225/75R16', null, ['245/75R17']],
      ['Sahara', '3.6L V6', '255/70R18'],
      ['Rubicon', '3.6L V6', 'LT255/75R17'],
    ]),
    gen(2018, 2025, [
      ['Sport', '3.6L V6', '245/75R17'],
      ['Sahara', '2.0L I4 Turbo', '255/70R18'],
      ['Willys', '3.6L V6', 'LT255/75R17'],
      ['Rubicon', '3.6L V6', 'LT285/70R17'],
      ['Rubicon 392', '6.4L V8', 'LT285/70R17', null, ['LT315/70R17']],
    ]),
  ]),
  model('Jeep', 'Grand Cherokee', 'SUV', [
    gen(2005, 2010, [
      ['Laredo', '3.7L V6', '245/65R17'],
      ['Limited', '5.7L V8', '245/60R18'],
    ]),
    gen(2011, 2021, [
      ['Laredo', '3.6L V6', '265/60R18'],
      ['Limited', '3.6L V6', '265/60R18', null, ['265/50R20']],
      ['Overland', '5.7L V8', '265/50R20'],
      ['Trailhawk', '3.6L V6', '265/60R18'],
      ['SRT', '6.4L V8', '295/45R20'],
    ]),
    gen(2018, 2021, [['Trackhawk', '6.2L V8 Supercharged', '295/40R21', '315/35R21']]),
    gen(2022, 2025, [
      ['Laredo', '3.6L V6', '265/60R18'],
      ['Limited', '3.6L V6', '265/50R20'],
      ['Overland', '3.6L V6', '265/50R20'],
      ['Summit', '3.6L V6', '275/45R21'],
    ]),
  ]),
  model('Jeep', 'Cherokee', 'SUV', [
    gen(2014, 2023, [
      ['Latitude', '2.4L I4', '225/60R17'],
      ['Limited', '3.2L V6', '225/55R18'],
      ['Trailhawk', '3.2L V6', '245/65R17'],
    ]),
  ]),
  model('Jeep', 'Compass', 'SUV', [
    gen(2017, 2025, [
      ['Latitude', '2.0L I4 Turbo', '225/60R17'],
      ['Limited', '2.0L I4 Turbo', '225/55R19'],
      ['Trailhawk', '2.0L I4 Turbo', '215/65R17'],
    ]),
  ]),
  model('Ram', '1500', 'Pickup', [
    gen(2009, 2018, [
      ['Tradesman', '5.7L V8', '265/70R17'],
      ['Big Horn', '5.7L V8', '275/60R20'],
      ['Laramie', '5.7L V8', '275/60R20'],
      ['Rebel', '5.7L V8', 'LT285/70R17'],
    ]),
    gen(2019, 2025, [
      ['Tradesman', '3.6L V6', '275/65R18'],
      ['Big Horn', '5.7L V8', '275/55R20'],
      ['Laramie', '5.7L V8', '275/55R20'],
      ['Rebel', '5.7L V8', 'LT275/70R18'],
      ['Limited', '5.7L V8', '285/45R22'],
    ]),
  ]),
  model('Dodge', 'Charger', 'Sedan', [
    gen(2011, 2023, [
      ['SXT', '3.6L V6', '215/65R17', null, ['235/55R19']],
      ['R/T', '5.7L V8', '245/45R20'],
      ['Scat Pack', '6.4L V8', '245/45R20'],
      ['Scat Pack Widebody', '6.4L V8', '305/35R20'],
    ]),
  ]),
  model('Dodge', 'Challenger', 'Coupe', [
    gen(2009, 2023, [
      ['SXT', '3.6L V6', '235/55R18'],
      ['R/T', '5.7L V8', '245/45R20'],
      ['SRT Hellcat', '6.2L V8 Supercharged', '275/40R20'],
      ['SRT Hellcat Widebody', '6.2L V8 Supercharged', '305/35R20'],
    ]),
  ]),
  model('Dodge', 'Durango', 'SUV', [
    gen(2014, 2025, [
      ['SXT', '3.6L V6', '265/60R18'],
      ['GT', '3.6L V6', '265/50R20'],
      ['R/T', '5.7L V8', '265/50R20'],
    ]),
  ]),
];
