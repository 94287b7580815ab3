import type { ModelRow } from './vehicle-def';

/** Hyundai, Kia, Subaru, Mazda and Tesla: original-equipment sizes per generation and trim. */
export const asiaEvModels: readonly ModelRow[] = [
  ['Hyundai', 'Elantra', 'Sedan', [
    [2007, 2010, [['GLS', '2.0L I4', '195/65R15'], ['SE', '2.0L I4', '205/55R16']]],
    [2011, 2016, [['GLS', '1.8L I4', '205/55R16'], ['Limited', '1.8L I4', '215/45R17']]],
    [2017, 2020, [['SE', '2.0L I4', '195/65R15'], ['Limited', '2.0L I4', '225/45R17'], ['Sport', '1.6L I4 Turbo', '225/40R18']]],
    [2021, 2025, [['SE', '2.0L I4', '195/65R15'], ['SEL', '2.0L I4', '205/55R16'], ['Limited', '2.0L I4', '225/45R17'], ['N Line', '1.6L I4 Turbo', '225/40R18'], ['N', '2.0L I4 Turbo', '245/35R19']]],
  ]],
  ['Hyundai', 'Sonata', 'Sedan', [
    [2011, 2014, [['GLS', '2.4L I4', '205/65R16'], ['SE', '2.0L I4 Turbo', '225/45R18'], ['Limited', '2.4L I4', '215/55R17']]],
    [2015, 2019, [['SE', '2.4L I4', '205/65R16'], ['Sport', '2.4L I4', '235/45R18'], ['Limited', '2.4L I4', '215/55R17']]],
    [2020, 2023, [['SEL', '2.5L I4', '215/55R17'], ['SEL Plus', '1.6L I4 Turbo', '235/45R18'], ['N Line', '2.5L I4 Turbo', '245/40R19']]],
  ]],
  ['Hyundai', 'Tucson', 'SUV', [
    [2010, 2015, [['GLS', '2.4L I4', '225/60R17'], ['Limited', '2.4L I4', '225/55R18']]],
    [2016, 2021, [['SE', '2.0L I4', '225/60R17'], ['Sport', '2.4L I4', '245/45R19'], ['Limited', '2.4L I4', '245/45R19']]],
    [2022, 2025, [['SE', '2.5L I4', '235/65R17'], ['SEL', '2.5L I4', '235/60R18'], ['Limited', '2.5L I4', '235/55R19']]],
  ]],
  ['Hyundai', 'Santa Fe', 'SUV', [[2019, 2023, [['SE', '2.4L I4', '235/65R17'], ['SEL', '2.4L I4', '235/60R18'], ['Limited', '2.0L I4 Turbo', '235/55R19']]]]],
  ['Hyundai', 'Palisade', 'SUV', [[2020, 2025, [['SE', '3.8L V6', '245/60R18'], ['SEL', '3.8L V6', '245/60R18'], ['Limited', '3.8L V6', '245/50R20']]]]],
  ['Kia', 'Soul', 'Hatchback', [
    [2010, 2013, [['Base', '1.6L I4', '195/65R15'], ['Plus', '2.0L I4', '205/55R16'], ['Exclaim', '2.0L I4', '235/45R18']]],
    [2014, 2019, [['Base', '1.6L I4', '205/60R16'], ['Plus', '2.0L I4', '215/55R17'], ['Exclaim', '2.0L I4', '235/45R18']]],
    [2020, 2025, [['LX', '2.0L I4', '205/60R16'], ['S', '2.0L I4', '215/55R17'], ['GT-Line', '2.0L I4', '235/45R18']]],
  ]],
  ['Kia', 'Sportage', 'SUV', [
    [2011, 2016, [['LX', '2.4L I4', '215/70R16'], ['EX', '2.4L I4', '225/60R17'], ['SX', '2.0L I4 Turbo', '235/55R18']]],
    [2017, 2022, [['LX', '2.4L I4', '225/60R17'], ['EX', '2.4L I4', '225/55R18'], ['SX Turbo', '2.0L I4 Turbo', '245/45R19']]],
    [2023, 2025, [['LX', '2.5L I4', '235/65R17'], ['EX', '2.5L I4', '235/60R18'], ['X-Pro', '2.5L I4', '235/60R18'], ['SX', '2.5L I4', '235/55R19']]],
  ]],
  ['Kia', 'Telluride', 'SUV', [[2020, 2025, [['LX', '3.8L V6', '245/60R18'], ['EX', '3.8L V6', '245/60R18'], ['SX', '3.8L V6', '245/50R20'], ['X-Pro', '3.8L V6', '245/60R18']]]]],
  ['Kia', 'Forte', 'Sedan', [[2019, 2024, [['FE', '2.0L I4', '195/65R15'], ['LXS', '2.0L I4', '205/55R16'], ['GT-Line', '2.0L I4', '225/45R17'], ['GT', '1.6L I4 Turbo', '225/40R18']]]]],
  ['Kia', 'K5', 'Sedan', [[2021, 2025, [['LXS', '1.6L I4 Turbo', '215/55R17'], ['GT-Line', '1.6L I4 Turbo', '235/45R18'], ['GT', '2.5L I4 Turbo', '245/40R19']]]]],
  ['Subaru', 'Outback', 'Wagon', [
    [2005, 2009, [['2.5i', '2.5L H4', '225/60R16'], ['3.0R', '3.0L H6', '225/55R17']]],
    [2010, 2014, [['2.5i', '2.5L H4', '225/60R17'], ['3.6R', '3.6L H6', '225/60R17']]],
    [2015, 2019, [['2.5i', '2.5L H4', '225/65R17'], ['2.5i Limited', '2.5L H4', '225/60R18']]],
    [2020, 2025, [['Base', '2.5L H4', '225/65R17'], ['Limited', '2.5L H4', '225/60R18'], ['Wilderness', '2.4L H4 Turbo', '225/65R17']]],
  ]],
  ['Subaru', 'Forester', 'SUV', [
    [2005, 2008, [['2.5X', '2.5L H4', '215/60R16']]],
    [2009, 2013, [['2.5X', '2.5L H4', '215/65R16'], ['2.5XT', '2.5L H4 Turbo', '225/55R17']]],
    [2014, 2018, [['2.5i', '2.5L H4', '225/60R17'], ['2.0XT', '2.0L H4 Turbo', '225/55R18']]],
    [2019, 2025, [['Base', '2.5L H4', '225/60R17'], ['Sport', '2.5L H4', '225/55R18'], ['Touring', '2.5L H4', '225/55R18'], ['Wilderness', '2.5L H4', '225/65R17']]],
  ]],
  ['Subaru', 'Crosstrek', 'SUV', [
    [2013, 2017, [['Premium', '2.0L H4', '225/60R17']]],
    [2018, 2023, [['Base', '2.0L H4', '225/60R17'], ['Limited', '2.5L H4', '225/55R18']]],
    [2024, 2025, [['Base', '2.0L H4', '225/60R17'], ['Sport', '2.5L H4', '225/55R18'], ['Wilderness', '2.5L H4', '225/65R17']]],
  ]],
  ['Subaru', 'WRX', 'Sedan', [
    [2015, 2021, [['Base', '2.0L H4 Turbo', '235/45R17'], ['Limited', '2.0L H4 Turbo', '245/40R18'], ['STI', '2.5L H4 Turbo', '245/35R19']]],
    [2022, 2025, [['Base', '2.4L H4 Turbo', '235/45R17'], ['Premium', '2.4L H4 Turbo', '245/40R18']]],
  ]],
  ['Mazda', 'CX-5', 'SUV', [
    [2013, 2016, [['Sport', '2.0L I4', '225/65R17'], ['Grand Touring', '2.5L I4', '225/55R19']]],
    [2017, 2025, [['Sport', '2.5L I4', '225/65R17'], ['Touring', '2.5L I4', '225/65R17'], ['Grand Touring', '2.5L I4', '225/55R19'], ['Turbo', '2.5L I4 Turbo', '225/55R19']]],
  ]],
  ['Mazda', 'Mazda3', 'Sedan', [
    [2010, 2013, [['i', '2.0L I4', '205/55R16'], ['s', '2.5L I4', '205/50R17']]],
    [2014, 2018, [['i Sport', '2.0L I4', '205/60R16'], ['s Grand Touring', '2.5L I4', '215/45R18']]],
    [2019, 2025, [['Base', '2.0L I4', '205/60R16'], ['Preferred', '2.5L I4', '215/45R18'], ['Turbo', '2.5L I4 Turbo', '215/45R18']]],
  ]],
  ['Mazda', 'MX-5 Miata', 'Convertible', [
    [2006, 2015, [['Sport', '2.0L I4', '205/50R16'], ['Grand Touring', '2.0L I4', '205/45R17']]],
    [2016, 2025, [['Sport', '2.0L I4', '195/50R16'], ['Club', '2.0L I4', '205/45R17'], ['Grand Touring', '2.0L I4', '205/45R17']]],
  ]],
  ['Mazda', 'CX-50', 'SUV', [[2023, 2025, [['Select', '2.5L I4', '225/65R17'], ['Turbo', '2.5L I4 Turbo', '245/45R20']]]]],
  ['Tesla', 'Model 3', 'Sedan', [
    [2017, 2023, [['Standard Range Plus', 'Electric RWD', '235/45R18', null, ['235/40R19']], ['Long Range', 'Electric Dual Motor', '235/45R18', null, ['235/40R19']], ['Performance', 'Electric Dual Motor', '235/35R20']]],
    [2024, 2025, [['RWD', 'Electric RWD', '235/45R18', null, ['235/40R19']], ['Long Range', 'Electric Dual Motor', '235/45R18', null, ['235/40R19']]]],
  ]],
  ['Tesla', 'Model Y', 'SUV', [[2020, 2025, [['Long Range', 'Electric Dual Motor', '255/45R19', null, ['255/40R20']], ['Performance', 'Electric Dual Motor', '255/35R21', '275/35R21']]]]],
  ['Tesla', 'Model S', 'Sedan', [
    [2012, 2020, [['85', 'Electric RWD', '245/45R19', null, ['245/35R21']]]],
    [2021, 2025, [['Long Range', 'Electric Dual Motor', '245/45R19'], ['Plaid', 'Electric Tri Motor', '265/35R21', '295/30R21']]],
  ]],
];
