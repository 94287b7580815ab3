import { gen, type ModelRow, model } from './vehicle-def';

/** Hyundai and Kia: original-equipment tire sizes per generation and trim, as publicly listed. */
export const koreaModels: readonly ModelRow[] = [
  model('Hyundai', 'Elantra', 'Sedan', [
    gen(2007, 2010, [
      ['GLS', '2.0L I4', '195/65R15'],
      ['SE', '2.0L I4', '205/55R16'],
    ]),
    gen(2011, 2016, [
      ['GLS', '1.8L I4', '205/55R16'],
      ['Limited', '1.8L I4', '215/45R17'],
    ]),
    gen(2017, 2020, [
      ['SE', '2.0L I4', '195/65R15'],
      ['Limited', '2.0L I4', '225/45R17'],
      ['Sport', '1.6L I4 Turbo', '225/40R18'],
    ]),
    gen(2021, 2025, [
      ['SE', '2.0L I4', '195/65R15'],
      ['SEL', '2.0L I4', '205/55R16'],
      ['Limited', '2.0L I4', '225/45R17'],
      ['N Line', '1.6L I4 Turbo', '225/40R18'],
      ['N', '2.0L I4 Turbo', '245/35R19'],
    ]),
  ]),
  model('Hyundai', 'Sonata', 'Sedan', [
    gen(2011, 2014, [
      ['GLS', '2.4L I4', '205/65R16'],
      ['SE', '2.0L I4 Turbo', '225/45R18'],
      ['Limited', '2.4L I4', '215/55R17'],
    ]),
    gen(2015, 2019, [
      ['SE', '2.4L I4', '205/65R16'],
      ['Sport', '2.4L I4', '235/45R18'],
      ['Limited', '2.4L I4', '215/55R17'],
    ]),
    gen(2020, 2023, [
      ['SEL', '2.5L I4', '215/55R17'],
      ['SEL Plus', '1.6L I4 Turbo', '235/45R18'],
      ['N Line', '2.5L I4 Turbo', '245/40R19'],
    ]),
  ]),
  model('Hyundai', 'Tucson', 'SUV', [
    gen(2010, 2015, [
      ['GLS', '2.4L I4', '225/60R17'],
      ['Limited', '2.4L I4', '225/55R18'],
    ]),
    gen(2016, 2021, [
      ['SE', '2.0L I4', '225/60R17'],
      ['Sport', '2.4L I4', '245/45R19'],
      ['Limited', '2.4L I4', '245/45R19'],
    ]),
    gen(2022, 2025, [
      ['SE', '2.5L I4', '235/65R17'],
      ['SEL', '2.5L I4', '235/60R18'],
      ['Limited', '2.5L I4', '235/55R19'],
    ]),
  ]),
  model('Hyundai', 'Santa Fe', 'SUV', [
    gen(2019, 2023, [
      ['SE', '2.4L I4', '235/65R17'],
      ['SEL', '2.4L I4', '235/60R18'],
      ['Limited', '2.0L I4 Turbo', '235/55R19'],
    ]),
  ]),
  model('Hyundai', 'Palisade', 'SUV', [
    gen(2020, 2025, [
      ['SE', '3.8L V6', '245/60R18'],
      ['SEL', '3.8L V6', '245/60R18'],
      ['Limited', '3.8L V6', '245/50R20'],
    ]),
  ]),
  model('Kia', 'Soul', 'Hatchback', [
    gen(2010, 2013, [
      ['Base', '1.6L I4', '195/65R15'],
      ['Plus', '2.0L I4', '205/55R16'],
      ['Exclaim', '2.0L I4', '235/45R18'],
    ]),
    gen(2014, 2019, [
      ['Base', '1.6L I4', '205/60R16'],
      ['Plus', '2.0L I4', '215/55R17'],
      ['Exclaim', '2.0L I4', '235/45R18'],
    ]),
    gen(2020, 2025, [
      ['LX', '2.0L I4', '205/60R16'],
      ['S', '2.0L I4', '215/55R17'],
      ['GT-Line', '2.0L I4', '235/45R18'],
    ]),
  ]),
  model('Kia', 'Sportage', 'SUV', [
    gen(2011, 2016, [
      ['LX', '2.4L I4', '215/70R16'],
      ['EX', '2.4L I4', '225/60R17'],
      ['SX', '2.0L I4 Turbo', '235/55R18'],
    ]),
    gen(2017, 2022, [
      ['LX', '2.4L I4', '225/60R17'],
      ['EX', '2.4L I4', '225/55R18'],
      ['SX Turbo', '2.0L I4 Turbo', '245/45R19'],
    ]),
    gen(2023, 2025, [
      ['LX', '2.5L I4', '235/65R17'],
      ['EX', '2.5L I4', '235/60R18'],
      ['X-Pro', '2.5L I4', '235/60R18'],
      ['SX', '2.5L I4', '235/55R19'],
    ]),
  ]),
  model('Kia', 'Telluride', 'SUV', [
    gen(2020, 2025, [
      ['LX', '3.8L V6', '245/60R18'],
      ['EX', '3.8L V6', '245/60R18'],
      ['SX', '3.8L V6', '245/50R20'],
      ['X-Pro', '3.8L V6', '245/60R18'],
    ]),
  ]),
  model('Kia', 'Forte', 'Sedan', [
    gen(2019, 2024, [
      ['FE', '2.0L I4', '195/65R15'],
      ['LXS', '2.0L I4', '205/55R16'],
      ['GT-Line', '2.0L I4', '225/45R17'],
      ['GT', '1.6L I4 Turbo', '225/40R18'],
    ]),
  ]),
  model('Kia', 'K5', 'Sedan', [
    gen(2021, 2025, [
      ['LXS', '1.6L I4 Turbo', '215/55R17'],
      ['GT-Line', '1.6L I4 Turbo', '235/45R18'],
      ['GT', '2.5L I4 Turbo', '245/40R19'],
    ]),
  ]),
];
