import type { ModelRow } from './vehicle-def';

/** Jeep, Ram, Dodge and Nissan: original-equipment sizes per generation and trim, as publicly listed. */
export const stellantisNissanModels: readonly ModelRow[] = [
  ['Jeep', 'Wrangler', 'SUV', [
    [2007, 2011, [['Sport', '3.8L V6', '225/75R16'], ['Sahara', '3.8L V6', '255/70R18'], ['Rubicon', '3.8L V6', 'LT255/75R17']]],
    [2012, 2017, [['Sport', '3.6L V6', '225/75R16', null, ['245/75R17']], ['Sahara', '3.6L V6', '255/70R18'], ['Rubicon', '3.6L V6', 'LT255/75R17']]],
    [2018, 2025, [['Sport', '3.6L V6', '245/75R17'], ['Sahara', '2.0L I4 Turbo', '255/70R18'], ['Willys', '3.6L V6', 'LT255/75R17'], ['Rubicon', '3.6L V6', 'LT285/70R17'], ['Rubicon 392', '6.4L V8', 'LT285/70R17', null, ['LT315/70R17']]]],
  ]],
  ['Jeep', 'Grand Cherokee', 'SUV', [
    [2005, 2010, [['Laredo', '3.7L V6', '245/65R17'], ['Limited', '5.7L V8', '245/60R18']]],
    [2011, 2021, [['Laredo', '3.6L V6', '265/60R18'], ['Limited', '3.6L V6', '265/60R18', null, ['265/50R20']], ['Overland', '5.7L V8', '265/50R20'], ['Trailhawk', '3.6L V6', '265/60R18'], ['SRT', '6.4L V8', '295/45R20']]],
    [2018, 2021, [['Trackhawk', '6.2L V8 Supercharged', '295/40R21', '315/35R21']]],
    [2022, 2025, [['Laredo', '3.6L V6', '265/60R18'], ['Limited', '3.6L V6', '265/50R20'], ['Overland', '3.6L V6', '265/50R20'], ['Summit', '3.6L V6', '275/45R21']]],
  ]],
  ['Jeep', 'Cherokee', 'SUV', [[2014, 2023, [['Latitude', '2.4L I4', '225/60R17'], ['Limited', '3.2L V6', '225/55R18'], ['Trailhawk', '3.2L V6', '245/65R17']]]]],
  ['Jeep', 'Compass', 'SUV', [[2017, 2025, [['Latitude', '2.0L I4 Turbo', '225/60R17'], ['Limited', '2.0L I4 Turbo', '225/55R19'], ['Trailhawk', '2.0L I4 Turbo', '215/65R17']]]]],
  ['Ram', '1500', 'Pickup', [
    [2009, 2018, [['Tradesman', '5.7L V8', '265/70R17'], ['Big Horn', '5.7L V8', '275/60R20'], ['Laramie', '5.7L V8', '275/60R20'], ['Rebel', '5.7L V8', 'LT285/70R17']]],
    [2019, 2025, [['Tradesman', '3.6L V6', '275/65R18'], ['Big Horn', '5.7L V8', '275/55R20'], ['Laramie', '5.7L V8', '275/55R20'], ['Rebel', '5.7L V8', 'LT275/70R18'], ['Limited', '5.7L V8', '285/45R22']]],
  ]],
  ['Dodge', 'Charger', 'Sedan', [[2011, 2023, [['SXT', '3.6L V6', '215/65R17', null, ['235/55R19']], ['R/T', '5.7L V8', '245/45R20'], ['Scat Pack', '6.4L V8', '245/45R20'], ['Scat Pack Widebody', '6.4L V8', '305/35R20']]]]],
  ['Dodge', 'Challenger', 'Coupe', [[2009, 2023, [['SXT', '3.6L V6', '235/55R18'], ['R/T', '5.7L V8', '245/45R20'], ['SRT Hellcat', '6.2L V8 Supercharged', '275/40R20'], ['SRT Hellcat Widebody', '6.2L V8 Supercharged', '305/35R20']]]]],
  ['Dodge', 'Durango', 'SUV', [[2014, 2025, [['SXT', '3.6L V6', '265/60R18'], ['GT', '3.6L V6', '265/50R20'], ['R/T', '5.7L V8', '265/50R20']]]]],
  ['Nissan', 'Altima', 'Sedan', [
    [2007, 2012, [['2.5 S', '2.5L I4', '215/60R16'], ['3.5 SR', '3.5L V6', '215/55R17']]],
    [2013, 2018, [['2.5 S', '2.5L I4', '215/60R16'], ['2.5 SV', '2.5L I4', '215/55R17'], ['2.5 SR', '2.5L I4', '235/45R18'], ['3.5 SL', '3.5L V6', '235/45R18']]],
    [2019, 2025, [['S', '2.5L I4', '215/60R16'], ['SV', '2.5L I4', '215/55R17'], ['SR', '2.5L I4', '235/40R19'], ['SR VC-Turbo', '2.0L I4 Turbo', '235/40R19'], ['SL', '2.5L I4', '235/45R18']]],
  ]],
  ['Nissan', 'Rogue', 'SUV', [
    [2008, 2013, [['S', '2.5L I4', '215/70R16'], ['SL', '2.5L I4', '225/60R17']]],
    [2014, 2020, [['S', '2.5L I4', '225/65R17'], ['SV', '2.5L I4', '225/65R17'], ['SL', '2.5L I4', '225/60R18', null, ['225/55R19']]]],
    [2021, 2025, [['S', '1.5L I3 Turbo', '225/65R17'], ['SV', '1.5L I3 Turbo', '235/60R18'], ['SL', '1.5L I3 Turbo', '235/55R19'], ['Platinum', '1.5L I3 Turbo', '235/55R19']]],
  ]],
  ['Nissan', 'Sentra', 'Sedan', [
    [2007, 2012, [['2.0 S', '2.0L I4', '205/55R16'], ['SE-R', '2.5L I4', '225/45R17']]],
    [2013, 2019, [['SV', '1.8L I4', '205/55R16'], ['SR', '1.8L I4', '205/50R17'], ['SR Turbo', '1.6L I4 Turbo', '205/50R17']]],
    [2020, 2025, [['S', '2.0L I4', '205/60R16'], ['SV', '2.0L I4', '205/60R16', null, ['215/55R17']], ['SR', '2.0L I4', '215/45R18']]],
  ]],
  ['Nissan', 'Frontier', 'Pickup', [[2022, 2025, [['SV', '3.8L V6', '265/70R17'], ['PRO-4X', '3.8L V6', '265/70R17']]]]],
  ['Nissan', 'Leaf', 'Hatchback', [[2018, 2025, [['S', 'Electric', '205/60R16'], ['SV', 'Electric', '215/50R17']]]]],
  ['Nissan', '370Z', 'Coupe', [[2009, 2020, [['Base', '3.7L V6', '225/50R18', '245/45R18'], ['Sport', '3.7L V6', '245/40R19', '275/35R19']]]]],
  ['Nissan', 'Z', 'Coupe', [[2023, 2025, [['Sport', '3.0L V6 Twin Turbo', '245/45R18'], ['Performance', '3.0L V6 Twin Turbo', '255/40R19', '275/35R19']]]]],
];
