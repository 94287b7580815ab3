import { gen, type ModelRow, model } from './vehicle-def';

/** Volkswagen, BMW, Mercedes-Benz, Audi and Porsche: original-equipment tire sizes per generation and trim, as publicly listed. */
export const europeModels: readonly ModelRow[] = [
  model('Volkswagen', 'Jetta', 'Sedan', [
    gen(2005, 2010, [
      ['2.5 S', '2.5L I5', '195/65R15'],
      ['2.5 SE', '2.5L I5', '205/55R16'],
      ['GLI', '2.0L I4 Turbo', '225/45R17'],
    ]),
    gen(2011, 2018, [
      ['S', '2.0L I4', '195/65R15'],
      ['SE', '1.4L I4 Turbo', '205/55R16'],
      ['GLI', '2.0L I4 Turbo', '225/45R17'],
    ]),
    gen(2019, 2025, [
      ['S', '1.4L I4 Turbo', '205/60R16'],
      ['SEL', '1.4L I4 Turbo', '225/45R17'],
      ['GLI', '2.0L I4 Turbo', '225/40R18'],
    ]),
  ]),
  model('Volkswagen', 'Golf GTI', 'Hatchback', [
    gen(2015, 2021, [
      ['S', '2.0L I4 Turbo', '225/45R17'],
      ['Autobahn', '2.0L I4 Turbo', '225/40R18'],
    ]),
    gen(2022, 2025, [
      ['S', '2.0L I4 Turbo', '225/40R18'],
      ['Autobahn', '2.0L I4 Turbo', '235/35R19'],
    ]),
  ]),
  model('Volkswagen', 'Golf R', 'Hatchback', [gen(2015, 2025, [['Base', '2.0L I4 Turbo', '235/35R19']])]),
  model('Volkswagen', 'Tiguan', 'SUV', [
    gen(2009, 2017, [
      ['S', '2.0L I4 Turbo', '215/65R16'],
      ['SE', '2.0L I4 Turbo', '235/55R17'],
      ['SEL', '2.0L I4 Turbo', '235/50R18'],
    ]),
    gen(2018, 2024, [
      ['S', '2.0L I4 Turbo', '215/65R17'],
      ['SE', '2.0L I4 Turbo', '235/55R18'],
      ['SEL Premium R-Line', '2.0L I4 Turbo', '255/40R20'],
    ]),
  ]),
  model('Volkswagen', 'Atlas', 'SUV', [
    gen(2018, 2025, [
      ['S', '2.0L I4 Turbo', '245/60R18'],
      ['SE', '3.6L V6', '245/60R18'],
      ['SEL', '3.6L V6', '255/50R20'],
    ]),
  ]),
  model('BMW', '3 Series', 'Sedan', [
    gen(2006, 2011, [
      ['328i', '3.0L I6', '225/45R17'],
      ['335i', '3.0L I6 Twin Turbo', '225/45R17'],
      ['335i M Sport', '3.0L I6 Twin Turbo', '225/40R18', '255/35R18'],
    ]),
    gen(2012, 2018, [
      ['328i', '2.0L I4 Turbo', '225/50R17'],
      ['328i M Sport', '2.0L I4 Turbo', '225/45R18', '255/40R18'],
      ['340i M Sport', '3.0L I6 Turbo', '225/40R19', '255/35R19'],
    ]),
    gen(2019, 2025, [
      ['330i', '2.0L I4 Turbo', '225/50R17', null, ['225/45R18']],
      ['330i M Sport', '2.0L I4 Turbo', '225/40R19', '255/35R19'],
      ['M340i', '3.0L I6 Turbo', '225/40R19', '255/35R19'],
    ]),
  ]),
  model('BMW', 'M3', 'Sedan', [
    gen(2008, 2013, [['Base', '4.0L V8', '245/40R18', '265/40R18']]),
    gen(2015, 2018, [['Base', '3.0L I6 Twin Turbo', '255/35R19', '275/35R19']]),
    gen(2021, 2025, [
      ['Competition', '3.0L I6 Twin Turbo', '275/40R18', '285/35R19', ['275/35R19', '285/30R20']],
    ]),
  ]),
  model('BMW', '5 Series', 'Sedan', [
    gen(2011, 2016, [['535i M Sport', '3.0L I6 Turbo', '245/40R19', '275/35R19']]),
    gen(2017, 2023, [
      ['530i', '2.0L I4 Turbo', '245/45R18'],
      ['540i M Sport', '3.0L I6 Turbo', '245/40R19', '275/35R19'],
    ]),
  ]),
  model('BMW', 'X5', 'SUV', [
    gen(2007, 2013, [
      ['xDrive30i', '3.0L I6', '255/55R18'],
      ['xDrive35i', '3.0L I6 Turbo', '255/50R19'],
      ['xDrive50i Sport', '4.4L V8 Twin Turbo', '275/40R20', '315/35R20'],
    ]),
    gen(2014, 2018, [
      ['xDrive35i', '3.0L I6 Turbo', '255/50R19'],
      ['xDrive50i M Sport', '4.4L V8 Twin Turbo', '275/40R20', '315/35R20'],
    ]),
    gen(2019, 2025, [
      ['xDrive40i', '3.0L I6 Turbo', '265/50R19'],
      ['xDrive40i M Sport', '3.0L I6 Turbo', '275/45R20', '305/40R20'],
      ['M50i', '4.4L V8 Twin Turbo', '275/40R21', '315/35R21'],
    ]),
  ]),
  model('Mercedes-Benz', 'C-Class', 'Sedan', [
    gen(2008, 2014, [
      ['C300 Sport', '3.0L V6', '225/45R17', '245/40R17'],
      ['C350', '3.5L V6', '225/40R18', '255/35R18'],
      ['C63 AMG', '6.2L V8', '235/40R18', '255/35R18'],
    ]),
    gen(2015, 2021, [
      ['C300', '2.0L I4 Turbo', '225/50R17', null, ['225/45R18', '245/40R18']],
      ['AMG C43', '3.0L V6 Twin Turbo', '225/40R19', '255/35R19'],
      ['AMG C63 S', '4.0L V8 Twin Turbo', '245/35R19', '265/35R19'],
    ]),
    gen(2022, 2025, [
      ['C300', '2.0L I4 Turbo', '225/45R18', '245/40R18'],
      ['AMG C43', '2.0L I4 Turbo', '245/35R19', '265/35R19'],
    ]),
  ]),
  model('Mercedes-Benz', 'GLC', 'SUV', [
    gen(2016, 2022, [['GLC 300', '2.0L I4 Turbo', '235/60R18', null, ['235/55R19']]]),
  ]),
  model('Audi', 'A4', 'Sedan', [
    gen(2009, 2016, [
      ['2.0T Premium', '2.0L I4 Turbo', '225/50R17'],
      ['2.0T Premium Plus S line', '2.0L I4 Turbo', '245/40R18'],
    ]),
    gen(2017, 2025, [
      ['Premium', '2.0L I4 Turbo', '225/50R17'],
      ['Premium Plus', '2.0L I4 Turbo', '245/40R18'],
      ['Prestige S line', '2.0L I4 Turbo', '245/35R19'],
    ]),
  ]),
  model('Audi', 'S4', 'Sedan', [
    gen(2018, 2025, [['Premium Plus', '3.0L V6 Turbo', '245/40R18', null, ['245/35R19']]]),
  ]),
  model('Audi', 'Q5', 'SUV', [
    gen(2009, 2017, [
      ['Premium', '2.0L I4 Turbo', '235/60R18'],
      ['Premium Plus', '2.0L I4 Turbo', '235/55R19'],
    ]),
    gen(2018, 2025, [
      ['Premium', '2.0L I4 Turbo', '235/60R18'],
      ['Premium Plus', '2.0L I4 Turbo', '235/55R19'],
      ['SQ5', '3.0L V6 Turbo', '255/45R20'],
    ]),
  ]),
  model('Porsche', '911', 'Coupe', [
    gen(2005, 2011, [
      ['Carrera', '3.6L H6', '235/40R18', '265/40R18'],
      ['Carrera S', '3.8L H6', '235/35R19', '295/30R19'],
      ['GT3', '3.8L H6', '235/35R19', '305/30R19'],
    ]),
    gen(2012, 2019, [
      ['Carrera', '3.4L H6', '235/40R19', '285/35R19'],
      ['Carrera S', '3.8L H6', '245/35R20', '295/30R20'],
      ['GT3', '4.0L H6', '245/35R20', '305/30R20'],
      ['Turbo S', '3.8L H6 Twin Turbo', '245/35R20', '305/30R20'],
    ]),
    gen(2020, 2025, [
      ['Carrera', '3.0L H6 Twin Turbo', '235/40R19', '295/35R20'],
      ['Carrera S', '3.0L H6 Twin Turbo', '245/35R20', '305/30R21'],
      ['Turbo S', '3.7L H6 Twin Turbo', '255/35R20', '315/30R21'],
      ['GT3', '4.0L H6', '255/35R20', '315/30R21'],
    ]),
  ]),
];
