import { gen, type ModelRow, model } from './vehicle-def';

/** Toyota and Lexus: original-equipment tire sizes per generation and trim, as publicly listed. */
export const toyotaModels: readonly ModelRow[] = [
  model('Toyota', 'Camry', 'Sedan', [
    gen(2005, 2006, [
      ['LE', '2.4L I4', '205/65R15'],
      ['SE', '2.4L I4', '215/60R16'],
      ['XLE V6', '3.3L V6', '215/60R16'],
    ]),
    gen(2007, 2009, [
      ['LE', '2.4L I4', '215/60R16'],
      ['SE', '2.4L I4', '215/55R17'],
      ['XLE V6', '3.5L V6', '215/60R16', null, ['215/55R17']],
      ['Hybrid', '2.4L I4 Hybrid', '215/60R16'],
    ]),
    gen(2010, 2011, [
      ['LE', '2.5L I4', '215/60R16'],
      ['SE', '2.5L I4', '215/55R17'],
      ['XLE V6', '3.5L V6', '215/55R17'],
    ]),
    gen(2012, 2014, [
      ['LE', '2.5L I4', '205/65R16'],
      ['SE', '2.5L I4', '215/55R17'],
      ['SE V6', '3.5L V6', '225/45R18'],
      ['XLE', '2.5L I4', '215/55R17'],
      ['Hybrid LE', '2.5L I4 Hybrid', '205/65R16'],
    ]),
    gen(2015, 2017, [
      ['LE', '2.5L I4', '205/65R16'],
      ['SE', '2.5L I4', '215/55R17'],
      ['XSE', '2.5L I4', '225/45R18'],
      ['XSE V6', '3.5L V6', '225/45R18'],
    ]),
    gen(2018, 2024, [
      ['LE', '2.5L I4', '205/65R16'],
      ['SE', '2.5L I4', '235/45R18'],
      ['XLE', '2.5L I4', '235/45R18'],
      ['XSE', '2.5L I4', '235/40R19'],
      ['XSE V6', '3.5L V6', '235/40R19'],
      ['Hybrid LE', '2.5L I4 Hybrid', '205/65R16'],
    ]),
    gen(2025, 2025, [
      ['LE', '2.5L I4 Hybrid', '205/65R16'],
      ['SE', '2.5L I4 Hybrid', '235/45R18'],
      ['XSE', '2.5L I4 Hybrid', '235/40R19'],
    ]),
  ]),
  model('Toyota', 'Corolla', 'Sedan', [
    gen(2005, 2008, [
      ['CE', '1.8L I4', '185/65R14'],
      ['LE', '1.8L I4', '195/65R15'],
      ['XRS', '1.8L I4', '205/55R16'],
    ]),
    gen(2009, 2013, [
      ['LE', '1.8L I4', '195/65R15'],
      ['S', '1.8L I4', '205/55R16'],
      ['XRS', '2.4L I4', '215/45R17'],
    ]),
    gen(2014, 2019, [
      ['L', '1.8L I4', '195/65R15'],
      ['LE', '1.8L I4', '205/55R16'],
      ['S', '1.8L I4', '215/45R17'],
      ['SE', '1.8L I4', '215/45R17'],
    ]),
    gen(2020, 2025, [
      ['LE', '2.0L I4', '205/55R16'],
      ['SE', '2.0L I4', '225/40R18'],
      ['XSE', '2.0L I4', '225/40R18'],
      ['Hybrid LE', '1.8L I4 Hybrid', '195/65R15'],
    ]),
  ]),
  model('Toyota', 'GR Corolla', 'Hatchback', [
    gen(2023, 2025, [
      ['Core', '1.6L I3 Turbo', '235/40R18'],
      ['Circuit Edition', '1.6L I3 Turbo', '235/40R18'],
    ]),
  ]),
  model('Toyota', 'Prius', 'Hatchback', [
    gen(2005, 2009, [['Base', '1.5L I4 Hybrid', '185/65R15']]),
    gen(2010, 2015, [
      ['Two', '1.8L I4 Hybrid', '195/65R15'],
      ['Five', '1.8L I4 Hybrid', '215/45R17'],
    ]),
    gen(2016, 2022, [
      ['LE', '1.8L I4 Hybrid', '195/65R15'],
      ['Limited', '1.8L I4 Hybrid', '215/45R17'],
    ]),
    gen(2023, 2025, [
      ['LE', '2.0L I4 Hybrid', '195/60R17'],
      ['XLE', '2.0L I4 Hybrid', '195/50R19'],
      ['Limited', '2.0L I4 Hybrid', '195/50R19'],
    ]),
  ]),
  model('Toyota', 'RAV4', 'SUV', [
    gen(2006, 2012, [
      ['Base', '2.4L I4', '215/70R16'],
      ['Limited', '2.4L I4', '225/65R17'],
      ['Sport V6', '3.5L V6', '235/55R18', null, ['225/65R17']],
    ]),
    gen(2013, 2018, [
      ['LE', '2.5L I4', '225/65R17'],
      ['XLE', '2.5L I4', '225/65R17'],
      ['Limited', '2.5L I4', '235/55R18'],
      ['SE', '2.5L I4', '235/55R18'],
      ['Hybrid XLE', '2.5L I4 Hybrid', '225/65R17'],
    ]),
    gen(2019, 2025, [
      ['LE', '2.5L I4', '225/65R17'],
      ['XLE Premium', '2.5L I4', '225/60R18'],
      ['Adventure', '2.5L I4', '235/55R19'],
      ['TRD Off-Road', '2.5L I4', '225/60R18'],
      ['Limited', '2.5L I4', '235/55R19'],
      ['XSE Hybrid', '2.5L I4 Hybrid', '235/55R19'],
    ]),
  ]),
  model('Toyota', 'Highlander', 'SUV', [
    gen(2008, 2013, [
      ['Base', '3.5L V6', '245/65R17'],
      ['Limited', '3.5L V6', '245/55R19'],
      ['Hybrid', '3.3L V6 Hybrid', '245/65R17'],
    ]),
    gen(2014, 2019, [
      ['LE', '3.5L V6', '245/60R18'],
      ['XLE', '3.5L V6', '245/60R18'],
      ['Limited', '3.5L V6', '245/55R19'],
    ]),
    gen(2020, 2025, [
      ['LE', '2.4L I4 Turbo', '235/65R18'],
      ['XLE', '2.4L I4 Turbo', '235/65R18'],
      ['Limited', '2.4L I4 Turbo', '235/55R20'],
      ['Platinum', '2.4L I4 Turbo', '235/55R20'],
      ['Hybrid LE', '2.5L I4 Hybrid', '235/65R18'],
    ]),
  ]),
  model('Toyota', 'Tacoma', 'Pickup', [
    gen(2005, 2015, [
      ['Base', '2.7L I4', '215/70R15'],
      ['PreRunner V6', '4.0L V6', '245/75R16'],
      ['TRD Off-Road', '4.0L V6', '265/70R16'],
      ['TRD Sport', '4.0L V6', '265/65R17'],
    ]),
    gen(2016, 2023, [
      ['SR', '2.7L I4', '245/75R16'],
      ['SR5', '3.5L V6', '245/75R16'],
      ['TRD Sport', '3.5L V6', '265/65R17'],
      ['TRD Off-Road', '3.5L V6', '265/70R16'],
      ['Limited', '3.5L V6', '265/60R18'],
      ['TRD Pro', '3.5L V6', '265/70R16'],
    ]),
    gen(2024, 2025, [
      ['TRD Off-Road', '2.4L I4 Turbo', '265/70R17'],
      ['TRD Pro', '2.4L I4 Turbo Hybrid', '265/70R18'],
      ['Trailhunter', '2.4L I4 Turbo Hybrid', '265/70R18'],
    ]),
  ]),
  model('Toyota', 'Tundra', 'Pickup', [
    gen(2007, 2013, [
      ['SR5', '5.7L V8', '255/70R18'],
      ['TRD Off-Road', '5.7L V8', '275/65R18'],
      ['Limited', '5.7L V8', '275/55R20'],
    ]),
    gen(2014, 2021, [
      ['SR5', '5.7L V8', '255/70R18'],
      ['Limited', '5.7L V8', '275/55R20'],
      ['1794 Edition', '5.7L V8', '275/55R20'],
      ['TRD Pro', '5.7L V8', '275/65R18'],
    ]),
    gen(2022, 2025, [
      ['SR5', '3.5L V6 Twin Turbo', '265/70R18'],
      ['Limited', '3.5L V6 Twin Turbo', '265/60R20'],
      ['Platinum', '3.5L V6 Twin Turbo', '265/60R20'],
      ['TRD Pro', '3.4L V6 Hybrid', '285/65R18'],
    ]),
  ]),
  model('Toyota', '4Runner', 'SUV', [
    gen(2010, 2024, [
      ['SR5', '4.0L V6', '265/70R17'],
      ['TRD Off-Road', '4.0L V6', '265/70R17'],
      ['Limited', '4.0L V6', '245/60R20'],
      ['TRD Pro', '4.0L V6', '265/70R17'],
    ]),
  ]),
  model('Toyota', 'Sienna', 'Minivan', [
    gen(2011, 2020, [
      ['LE', '3.5L V6', '235/60R17'],
      ['XLE', '3.5L V6', '235/55R18'],
      ['SE', '3.5L V6', '235/50R19'],
    ]),
    gen(2021, 2025, [
      ['LE', '2.5L I4 Hybrid', '235/65R17'],
      ['XLE', '2.5L I4 Hybrid', '235/60R18'],
      ['XSE', '2.5L I4 Hybrid', '235/50R20'],
    ]),
  ]),
  model('Lexus', 'RX', 'SUV', [
    gen(2005, 2009, [
      ['RX 330', '3.3L V6', '225/65R17'],
      ['RX 350', '3.5L V6', '235/55R18'],
    ]),
    gen(2010, 2015, [
      ['RX 350', '3.5L V6', '235/60R18', null, ['235/55R19']],
      ['RX 450h', '3.5L V6 Hybrid', '235/55R19'],
    ]),
    gen(2016, 2022, [
      ['RX 350', '3.5L V6', '235/65R18'],
      ['RX 350 F Sport', '3.5L V6', '235/55R20'],
      ['RX 450h', '3.5L V6 Hybrid', '235/65R18', null, ['235/55R20']],
    ]),
  ]),
  model('Lexus', 'ES', 'Sedan', [
    gen(2013, 2018, [
      ['ES 350', '3.5L V6', '215/55R17'],
      ['ES 300h', '2.5L I4 Hybrid', '215/55R17'],
    ]),
    gen(2019, 2025, [
      ['ES 350', '3.5L V6', '215/55R17'],
      ['ES 350 F Sport', '3.5L V6', '235/40R19'],
      ['ES 300h', '2.5L I4 Hybrid', '215/55R17'],
    ]),
  ]),
  model('Lexus', 'IS', 'Sedan', [
    gen(2014, 2020, [
      ['IS 300', '2.0L I4 Turbo', '225/45R17'],
      ['IS 350 F Sport', '3.5L V6', '225/40R18', '255/35R18'],
    ]),
  ]),
];
