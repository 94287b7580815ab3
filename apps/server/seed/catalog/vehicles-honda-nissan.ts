import { gen, type ModelRow, model } from './vehicle-def';

/** Honda and Nissan: original-equipment tire sizes per generation and trim, as publicly listed. */
export const hondaNissanModels: readonly ModelRow[] = [
  model('Honda', 'Civic', 'Sedan', [
    gen(2006, 2011, [
      ['LX', '1.8L I4', '195/65R15'],
      ['EX', '1.8L I4', '205/55R16'],
      ['Si', '2.0L I4', '215/45R17'],
    ]),
    gen(2012, 2015, [
      ['LX', '1.8L I4', '195/65R15'],
      ['EX', '1.8L I4', '205/55R16'],
      ['Si', '2.4L I4', '215/45R17', null, ['225/40R18']],
    ]),
    gen(2016, 2021, [
      ['LX', '2.0L I4', '215/55R16'],
      ['EX', '1.5L I4 Turbo', '215/50R17'],
      ['Sport', '2.0L I4', '235/40R18'],
      ['Si', '1.5L I4 Turbo', '235/40R18'],
      ['Type R', '2.0L I4 Turbo', '245/30R20'],
    ]),
    gen(2022, 2025, [
      ['LX', '2.0L I4', '215/55R16'],
      ['Sport', '2.0L I4', '235/40R18'],
      ['EX', '1.5L I4 Turbo', '215/50R17'],
      ['Touring', '1.5L I4 Turbo', '235/40R18'],
      ['Si', '1.5L I4 Turbo', '235/40R18'],
      ['Type R', '2.0L I4 Turbo', '265/30R19'],
    ]),
  ]),
  model('Honda', 'Accord', 'Sedan', [
    gen(2005, 2007, [
      ['LX', '2.4L I4', '205/65R15'],
      ['EX V6', '3.0L V6', '215/60R16'],
    ]),
    gen(2008, 2012, [
      ['LX', '2.4L I4', '215/60R16'],
      ['EX', '2.4L I4', '225/50R17'],
      ['EX-L V6', '3.5L V6', '225/50R17'],
    ]),
    gen(2013, 2017, [
      ['LX', '2.4L I4', '205/65R16'],
      ['Sport', '2.4L I4', '235/45R18'],
      ['EX-L', '2.4L I4', '215/55R17'],
      ['Touring V6', '3.5L V6', '235/45R18'],
    ]),
    gen(2018, 2022, [
      ['LX', '1.5L I4 Turbo', '225/50R17'],
      ['Sport', '1.5L I4 Turbo', '235/40R19'],
      ['EX-L', '1.5L I4 Turbo', '225/50R17'],
      ['Touring', '2.0L I4 Turbo', '235/40R19'],
    ]),
    gen(2023, 2025, [
      ['LX', '1.5L I4 Turbo', '225/50R17'],
      ['Sport Hybrid', '2.0L I4 Hybrid', '235/40R19'],
      ['Touring Hybrid', '2.0L I4 Hybrid', '235/40R19'],
    ]),
  ]),
  model('Honda', 'CR-V', 'SUV', [
    gen(2005, 2006, [
      ['LX', '2.4L I4', '205/65R16'],
      ['EX', '2.4L I4', '205/65R16'],
    ]),
    gen(2007, 2011, [
      ['LX', '2.4L I4', '215/70R16'],
      ['EX-L', '2.4L I4', '225/65R17'],
    ]),
    gen(2012, 2016, [
      ['LX', '2.4L I4', '215/70R16'],
      ['EX', '2.4L I4', '225/65R17'],
      ['Touring', '2.4L I4', '225/60R18'],
    ]),
    gen(2017, 2022, [
      ['LX', '2.4L I4', '235/65R17'],
      ['EX', '1.5L I4 Turbo', '235/60R18'],
      ['Touring', '1.5L I4 Turbo', '235/55R19'],
    ]),
    gen(2023, 2025, [
      ['EX', '1.5L I4 Turbo', '235/60R18'],
      ['Sport Hybrid', '2.0L I4 Hybrid', '235/60R18'],
      ['Sport Touring Hybrid', '2.0L I4 Hybrid', '235/55R19'],
    ]),
  ]),
  model('Honda', 'Pilot', 'SUV', [
    gen(2009, 2015, [
      ['LX', '3.5L V6', '245/65R17'],
      ['EX-L', '3.5L V6', '245/65R17'],
    ]),
    gen(2016, 2022, [
      ['LX', '3.5L V6', '245/60R18'],
      ['EX-L', '3.5L V6', '245/60R18'],
      ['Touring', '3.5L V6', '245/50R20'],
      ['Elite', '3.5L V6', '245/50R20'],
    ]),
    gen(2023, 2025, [
      ['EX-L', '3.5L V6', '255/60R18'],
      ['TrailSport', '3.5L V6', '265/60R18'],
      ['Touring', '3.5L V6', '255/50R20'],
      ['Elite', '3.5L V6', '255/50R20'],
    ]),
  ]),
  model('Honda', 'Odyssey', 'Minivan', [
    gen(2005, 2010, [
      ['LX', '3.5L V6', '235/65R16'],
      ['EX', '3.5L V6', '235/65R16'],
    ]),
    gen(2011, 2017, [
      ['LX', '3.5L V6', '235/65R17'],
      ['EX-L', '3.5L V6', '235/65R17'],
      ['Touring', '3.5L V6', '235/60R18'],
    ]),
    gen(2018, 2025, [
      ['LX', '3.5L V6', '235/60R18'],
      ['EX-L', '3.5L V6', '235/60R18'],
      ['Touring', '3.5L V6', '235/55R19'],
      ['Elite', '3.5L V6', '235/55R19'],
    ]),
  ]),
  model('Honda', 'HR-V', 'SUV', [
    gen(2016, 2022, [
      ['LX', '1.8L I4', '215/55R17'],
      ['EX-L', '1.8L I4', '215/55R17'],
    ]),
    gen(2023, 2025, [
      ['LX', '2.0L I4', '225/55R18'],
      ['EX-L', '2.0L I4', '225/55R18'],
    ]),
  ]),
  model('Honda', 'Fit', 'Hatchback', [
    gen(2009, 2013, [
      ['Base', '1.5L I4', '175/65R15'],
      ['Sport', '1.5L I4', '185/55R16'],
    ]),
    gen(2015, 2020, [
      ['LX', '1.5L I4', '185/60R15'],
      ['Sport', '1.5L I4', '185/55R16'],
    ]),
  ]),
  model('Honda', 'Ridgeline', 'Pickup', [
    gen(2017, 2025, [
      ['Sport', '3.5L V6', '245/60R18'],
      ['RTL-E', '3.5L V6', '245/50R20'],
    ]),
  ]),
  model('Nissan', 'Altima', 'Sedan', [
    gen(2007, 2012, [
      ['2.5 S', '2.5L I4', '215/60R16'],
      ['3.5 SR', '3.5L V6', '215/55R17'],
    ]),
    gen(2013, 2018, [
      ['2.5 S', '2.5L I4', '215/60R16'],
      ['2.5 SV', '2.5L I4', '215/55R17'],
      ['2.5 SR', '2.5L I4', '235/45R18'],
      ['3.5 SL', '3.5L V6', '235/45R18'],
    ]),
    gen(2019, 2025, [
      ['S', '2.5L I4', '215/60R16'],
      ['SV', '2.5L I4', '215/55R17'],
      ['SR', '2.5L I4', '235/40R19'],
      ['SR VC-Turbo', '2.0L I4 Turbo', '235/40R19'],
      ['SL', '2.5L I4', '235/45R18'],
    ]),
  ]),
  model('Nissan', 'Rogue', 'SUV', [
    gen(2008, 2013, [
      ['S', '2.5L I4', '215/70R16'],
      ['SL', '2.5L I4', '225/60R17'],
    ]),
    gen(2014, 2020, [
      ['S', '2.5L I4', '225/65R17'],
      ['SV', '2.5L I4', '225/65R17'],
      ['SL', '2.5L I4', '225/60R18', null, ['225/55R19']],
    ]),
    gen(2021, 2025, [
      ['S', '1.5L I3 Turbo', '225/65R17'],
      ['SV', '1.5L I3 Turbo', '235/60R18'],
      ['SL', '1.5L I3 Turbo', '235/55R19'],
      ['Platinum', '1.5L I3 Turbo', '235/55R19'],
    ]),
  ]),
  model('Nissan', 'Sentra', 'Sedan', [
    gen(2007, 2012, [
      ['2.0 S', '2.0L I4', '205/55R16'],
      ['SE-R', '2.5L I4', '225/45R17'],
    ]),
    gen(2013, 2019, [
      ['SV', '1.8L I4', '205/55R16'],
      ['SR', '1.8L I4', '205/50R17'],
      ['SR Turbo', '1.6L I4 Turbo', '205/50R17'],
    ]),
    gen(2020, 2025, [
      ['S', '2.0L I4', '205/60R16'],
      ['SV', '2.0L I4', '205/60R16', null, ['215/55R17']],
      ['SR', '2.0L I4', '215/45R18'],
    ]),
  ]),
  model('Nissan', 'Frontier', 'Pickup', [
    gen(2022, 2025, [
      ['SV', '3.8L V6', '265/70R17'],
      ['PRO-4X', '3.8L V6', '265/70R17'],
    ]),
  ]),
  model('Nissan', 'Leaf', 'Hatchback', [
    gen(2018, 2025, [
      ['S', 'Electric', '205/60R16'],
      ['SV', 'Electric', '215/50R17'],
    ]),
  ]),
  model('Nissan', '370Z', 'Coupe', [
    gen(2009, 2020, [
      ['Base', '3.7L V6', '225/50R18', '245/45R18'],
      ['Sport', '3.7L V6', '245/40R19', '275/35R19'],
    ]),
  ]),
  model('Nissan', 'Z', 'Coupe', [
    gen(2023, 2025, [
      ['Sport', '3.0L V6 Twin Turbo', '245/45R18'],
      ['Performance', '3.0L V6 Twin Turbo', '255/40R19', '275/35R19'],
    ]),
  ]),
];
