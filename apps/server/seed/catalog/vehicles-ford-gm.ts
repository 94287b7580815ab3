import type { ModelRow } from './vehicle-def';

/** Ford, Chevrolet and GMC: original-equipment sizes per generation and trim, as publicly listed. */
export const fordGmModels: readonly ModelRow[] = [
  ['Ford', 'F-150', 'Pickup', [
    [2009, 2014, [['XLT', '5.0L V8', '265/70R17'], ['FX4', '5.0L V8', '275/65R18'], ['Lariat', '5.0L V8', '275/55R20'], ['SVT Raptor', '6.2L V8', 'LT315/70R17']]],
    [2015, 2020, [['XL', '3.3L V6', '245/70R17'], ['XLT', '2.7L V6 Twin Turbo', '265/70R17', null, ['265/60R18']], ['Lariat', '3.5L V6 Twin Turbo', '275/65R18'], ['Platinum', '5.0L V8', '275/55R20'], ['Raptor', '3.5L V6 Twin Turbo', 'LT315/70R17']]],
    [2021, 2025, [['XL', '3.3L V6', '245/70R17'], ['XLT', '2.7L V6 Twin Turbo', '265/70R17', null, ['275/65R18']], ['Lariat', '3.5L V6 Twin Turbo', '275/60R20'], ['Tremor', '3.5L V6 Twin Turbo', 'LT275/70R18'], ['Raptor', '3.5L V6 Twin Turbo HO', 'LT315/70R17'], ['Raptor 37', '3.5L V6 Twin Turbo HO', '37x12.50R17LT']]],
  ]],
  ['Ford', 'Maverick', 'Pickup', [[2022, 2025, [['XL', '2.5L I4 Hybrid', '225/65R17'], ['Lariat', '2.0L I4 Turbo', '225/60R18'], ['Tremor', '2.0L I4 Turbo', '235/65R17']]]]],
  ['Ford', 'Bronco', 'SUV', [[2021, 2025, [['Big Bend', '2.3L I4 Turbo', '255/75R17'], ['Badlands', '2.7L V6 Twin Turbo', 'LT285/70R17'], ['Wildtrak', '2.7L V6 Twin Turbo', 'LT315/70R17'], ['Raptor', '3.0L V6 Twin Turbo', '37x12.50R17LT']]]]],
  ['Ford', 'Bronco Sport', 'SUV', [[2021, 2025, [['Big Bend', '1.5L I3 Turbo', '225/65R17'], ['Badlands', '2.0L I4 Turbo', '225/65R17']]]]],
  ['Ford', 'Explorer', 'SUV', [
    [2006, 2010, [['XLT', '4.0L V6', '245/65R17'], ['Eddie Bauer', '4.6L V8', '245/60R18']]],
    [2011, 2019, [['Base', '3.5L V6', '245/65R17'], ['XLT', '3.5L V6', '245/60R18'], ['Limited', '3.5L V6', '255/50R20'], ['Sport', '3.5L V6 Twin Turbo', '255/50R20']]],
    [2020, 2025, [['Base', '2.3L I4 Turbo', '255/65R18'], ['XLT', '2.3L I4 Turbo', '255/65R18'], ['Limited', '2.3L I4 Turbo', '255/55R20'], ['ST', '3.0L V6 Twin Turbo', '255/55R20', null, ['275/45R21']], ['Timberline', '2.3L I4 Turbo', '265/65R18']]],
  ]],
  ['Ford', 'Escape', 'SUV', [
    [2008, 2012, [['XLT', '2.5L I4', '235/70R16'], ['Limited', '3.0L V6', '235/60R17']]],
    [2013, 2019, [['S', '2.5L I4', '235/55R17'], ['SE', '1.5L I4 Turbo', '235/55R17'], ['Titanium', '2.0L I4 Turbo', '235/50R18', null, ['235/45R19']]]],
    [2020, 2025, [['S', '1.5L I3 Turbo', '225/65R17'], ['SE', '1.5L I3 Turbo', '225/65R17'], ['Titanium', '2.0L I4 Turbo', '225/60R18', null, ['225/55R19']]]],
  ]],
  ['Ford', 'Mustang', 'Coupe', [
    [2005, 2009, [['V6', '4.0L V6', '215/65R16', null, ['235/55R17']], ['GT', '4.6L V8', '235/55R17', null, ['235/50R18']], ['Shelby GT500', '5.4L V8 Supercharged', '255/45R18', '285/40R18']]],
    [2010, 2014, [['V6', '3.7L V6', '215/65R17'], ['GT', '5.0L V8', '235/50R18'], ['Boss 302', '5.0L V8', '255/40R19', '285/35R19']]],
    [2015, 2023, [['EcoBoost', '2.3L I4 Turbo', '235/55R17'], ['EcoBoost Premium', '2.3L I4 Turbo', '235/50R18'], ['GT', '5.0L V8', '235/50R18', null, ['255/40R19']], ['GT Performance Pack', '5.0L V8', '255/40R19', '275/40R19'], ['Shelby GT350', '5.2L V8', '295/35R19', '305/35R19']]],
    [2024, 2025, [['EcoBoost', '2.3L I4 Turbo', '235/55R17'], ['GT', '5.0L V8', '255/40R19', '275/40R19'], ['GT Performance Pack', '5.0L V8', '255/40R19', '275/40R19'], ['Dark Horse', '5.0L V8', '255/40R19', '275/40R19', ['305/30R19', '315/30R19']]]],
  ]],
  ['Ford', 'Focus', 'Hatchback', [[2012, 2018, [['SE', '2.0L I4', '215/55R16'], ['Titanium', '2.0L I4', '235/40R18'], ['ST', '2.0L I4 Turbo', '235/40R18']]]]],
  ['Ford', 'Fusion', 'Sedan', [[2013, 2020, [['SE', '1.5L I4 Turbo', '235/50R17'], ['Titanium', '2.0L I4 Turbo', '235/45R18'], ['Sport', '2.7L V6 Twin Turbo', '235/40R19']]]]],
  ['Chevrolet', 'Silverado 1500', 'Pickup', [
    [2007, 2013, [['WT', '4.8L V8', '245/70R17'], ['LT', '5.3L V8', '265/70R17'], ['LTZ', '5.3L V8', '275/55R20']]],
    [2014, 2018, [['WT', '4.3L V6', '255/70R17'], ['LT', '5.3L V8', '265/65R18'], ['LTZ', '5.3L V8', '275/55R20'], ['High Country', '6.2L V8', '275/55R20']]],
    [2019, 2025, [['WT', '2.7L I4 Turbo', '255/70R17'], ['LT', '5.3L V8', '265/65R18'], ['RST', '5.3L V8', '275/60R20'], ['LT Trail Boss', '5.3L V8', 'LT275/65R18'], ['High Country', '6.2L V8', '275/50R22'], ['ZR2', '6.2L V8', 'LT275/70R18']]],
  ]],
  ['Chevrolet', 'Equinox', 'SUV', [
    [2005, 2009, [['LS', '3.4L V6', '235/65R16']]],
    [2010, 2017, [['LS', '2.4L I4', '225/65R17'], ['LT', '2.4L I4', '225/65R17'], ['LTZ', '3.6L V6', '235/55R18', null, ['235/50R19']]]],
    [2018, 2024, [['LS', '1.5L I4 Turbo', '225/65R17'], ['LT', '1.5L I4 Turbo', '225/65R17'], ['Premier', '1.5L I4 Turbo', '225/60R18', null, ['235/50R19']]]],
  ]],
  ['Chevrolet', 'Malibu', 'Sedan', [
    [2008, 2012, [['LS', '2.4L I4', '215/60R16'], ['LT', '2.4L I4', '215/55R17'], ['LTZ', '3.6L V6', '225/50R18']]],
    [2013, 2015, [['LT', '2.5L I4', '225/55R17'], ['LTZ', '2.0L I4 Turbo', '235/50R18']]],
    [2016, 2024, [['LS', '1.5L I4 Turbo', '205/65R16'], ['LT', '1.5L I4 Turbo', '225/55R17'], ['Premier', '2.0L I4 Turbo', '245/45R18', null, ['245/40R19']]]],
  ]],
  ['Chevrolet', 'Corvette', 'Coupe', [
    [2005, 2013, [['Base', '6.2L V8', '245/40R18', '285/35R19'], ['Z06', '7.0L V8', '275/35R18', '325/30R19'], ['ZR1', '6.2L V8 Supercharged', '285/30R19', '335/25R20']]],
    [2014, 2019, [['Stingray', '6.2L V8', '245/40R18', '285/35R19'], ['Stingray Z51', '6.2L V8', '245/35R19', '285/30R20'], ['Grand Sport', '6.2L V8', '285/30R19', '335/25R20'], ['Z06', '6.2L V8 Supercharged', '285/30R19', '335/25R20']]],
    [2020, 2025, [['Stingray', '6.2L V8', '245/35R19', '305/30R20'], ['Z06', '5.5L V8', '275/30R20', '345/25R21'], ['E-Ray', '6.2L V8 Hybrid', '275/30R20', '345/25R21']]],
  ]],
  ['Chevrolet', 'Camaro', 'Coupe', [
    [2010, 2015, [['LT', '3.6L V6', '245/55R18', null, ['245/45R20', '275/40R20']], ['SS', '6.2L V8', '245/45R20', '275/40R20'], ['ZL1', '6.2L V8 Supercharged', '285/35R20', '305/35R20']]],
    [2016, 2024, [['1LT', '2.0L I4 Turbo', '245/50R18'], ['2SS', '6.2L V8', '245/40R20', '275/35R20'], ['SS 1LE', '6.2L V8', '285/30R20', '305/30R20'], ['ZL1', '6.2L V8 Supercharged', '285/30R20', '305/30R20'], ['ZL1 1LE', '6.2L V8 Supercharged', '305/30R19', '325/30R19']]],
  ]],
  ['Chevrolet', 'Tahoe', 'SUV', [
    [2007, 2014, [['LS', '5.3L V8', '265/70R17'], ['LT', '5.3L V8', '265/70R17'], ['LTZ', '5.3L V8', '275/55R20']]],
    [2015, 2020, [['LS', '5.3L V8', '265/65R18'], ['LT', '5.3L V8', '265/65R18'], ['Premier', '5.3L V8', '275/55R20'], ['RST', '6.2L V8', '285/45R22']]],
    [2021, 2025, [['LS', '5.3L V8', '265/65R18'], ['LT', '5.3L V8', '275/60R20'], ['Z71', '5.3L V8', '275/60R20'], ['RST', '5.3L V8', '275/50R22'], ['High Country', '6.2L V8', '275/50R22']]],
  ]],
  ['Chevrolet', 'Traverse', 'SUV', [[2018, 2023, [['LS', '3.6L V6', '255/65R18'], ['Premier', '3.6L V6', '255/55R20'], ['High Country', '3.6L V6', '255/55R20']]]]],
  ['Chevrolet', 'Bolt EV', 'Hatchback', [[2017, 2023, [['LT', 'Electric', '215/50R17'], ['Premier', 'Electric', '215/50R17']]]]],
  ['GMC', 'Sierra 1500', 'Pickup', [
    [2007, 2013, [['SLE', '5.3L V8', '265/70R17'], ['SLT', '5.3L V8', '275/55R20'], ['Denali', '6.2L V8', '275/55R20']]],
    [2014, 2018, [['SLE', '5.3L V8', '265/65R18'], ['SLT', '5.3L V8', '275/55R20'], ['Denali', '6.2L V8', '275/55R20', null, ['285/45R22']]]],
    [2019, 2025, [['SLE', '5.3L V8', '265/65R18'], ['Elevation', '2.7L I4 Turbo', '275/60R20'], ['SLT', '5.3L V8', '275/60R20'], ['AT4', '6.2L V8', '275/65R18'], ['Denali', '6.2L V8', '275/50R22'], ['AT4X', '6.2L V8', 'LT275/70R18']]],
  ]],
  ['GMC', 'Yukon', 'SUV', [[2015, 2020, [['SLE', '5.3L V8', '265/65R18'], ['SLT', '5.3L V8', '275/55R20'], ['Denali', '6.2L V8', '285/45R22']]]]],
];
