/**
 * California's combined sales and use tax rates: the 7.25% statewide rate plus every county, city and
 * district tax in force at a place, in thousandths of a percent (9.75% is 9750).
 */

/** Where the rates below come from, kept with each rate charged so an order can be traced to it. */
export const CALIFORNIA_RATES_SOURCE =
  "CDTFA, 'California City & County Sales & Use Tax Rates', rates effective January 1, 2026";

type CountyRates = {
  /** The rate outside the county's cities (CDTFA's 'County' or 'Unincorporated Area' row). */
  unincorporated: number;
  /** Every incorporated city of the county, by CDTFA's name for it. */
  cities: Readonly<Record<string, number>>;
};

/** All 58 counties and 483 incorporated cities of CDTFA's table (source above). */
export const CALIFORNIA_COUNTIES: Readonly<Record<string, CountyRates>> = {
  Alameda: {
    unincorporated: 10_250,
    cities: {
      Alameda: 10_750,
      Albany: 10_750,
      Berkeley: 10_250,
      Dublin: 10_250,
      Emeryville: 10_500,
      Fremont: 10_250,
      Hayward: 10_750,
      Livermore: 10_250,
      Newark: 10_750,
      Oakland: 10_750,
      Piedmont: 10_250,
      Pleasanton: 10_250,
      'San Leandro': 10_750,
      'Union City': 10_750,
    },
  },
  Alpine: {
    unincorporated: 7_250,
    cities: {},
  },
  Amador: {
    unincorporated: 7_750,
    cities: {
      'Amador City': 8_000,
      Ione: 7_750,
      Jackson: 7_750,
      Plymouth: 7_750,
      'Sutter Creek': 8_750,
    },
  },
  Butte: {
    unincorporated: 8_250,
    cities: {
      Biggs: 8_250,
      Chico: 9_250,
      Gridley: 8_250,
      Oroville: 9_250,
      Paradise: 8_750,
    },
  },
  Calaveras: {
    unincorporated: 8_250,
    cities: {
      'Angels Camp': 8_750,
    },
  },
  Colusa: {
    unincorporated: 7_750,
    cities: {
      Colusa: 8_750,
      Williams: 8_250,
    },
  },
  'Contra Costa': {
    unincorporated: 8_750,
    cities: {
      Antioch: 9_750,
      Brentwood: 8_750,
      Clayton: 8_750,
      Concord: 9_750,
      Danville: 8_750,
      'El Cerrito': 10_250,
      Hercules: 9_250,
      Lafayette: 9_250,
      Martinez: 9_750,
      Moraga: 9_750,
      Oakley: 8_750,
      Orinda: 9_750,
      Pinole: 10_250,
      Pittsburg: 9_250,
      'Pleasant Hill': 9_250,
      Richmond: 9_750,
      'San Pablo': 9_500,
      'San Ramon': 9_750,
      'Walnut Creek': 9_250,
    },
  },
  'Del Norte': {
    unincorporated: 8_250,
    cities: {
      'Crescent City': 8_250,
    },
  },
  'El Dorado': {
    unincorporated: 7_250,
    cities: {
      Placerville: 8_250,
      'South Lake Tahoe': 8_750,
    },
  },
  Fresno: {
    unincorporated: 7_975,
    cities: {
      Clovis: 8_975,
      Coalinga: 8_975,
      Firebaugh: 7_975,
      Fowler: 8_975,
      Fresno: 8_350,
      Huron: 8_975,
      Kerman: 8_975,
      Kingsburg: 8_975,
      Mendota: 9_225,
      'Orange Cove': 7_975,
      Parlier: 8_975,
      Reedley: 9_225,
      'San Joaquin': 7_975,
      Sanger: 8_725,
      Selma: 8_475,
    },
  },
  Glenn: {
    unincorporated: 7_250,
    cities: {
      Orland: 8_250,
      Willows: 8_750,
    },
  },
  Humboldt: {
    unincorporated: 8_750,
    cities: {
      Arcata: 10_250,
      'Blue Lake': 9_750,
      Eureka: 10_250,
      Ferndale: 9_500,
      Fortuna: 9_500,
      'Rio Dell': 9_500,
      Trinidad: 9_500,
    },
  },
  Imperial: {
    unincorporated: 7_750,
    cities: {
      Brawley: 8_750,
      Calexico: 8_250,
      Calipatria: 7_750,
      'El Centro': 8_250,
      Holtville: 7_750,
      Imperial: 7_750,
      Westmorland: 7_750,
    },
  },
  Inyo: {
    unincorporated: 7_750,
    cities: {
      Bishop: 8_750,
    },
  },
  Kern: {
    unincorporated: 8_250,
    cities: {
      Arvin: 8_250,
      Bakersfield: 8_250,
      'California City': 8_250,
      Delano: 8_250,
      Maricopa: 8_250,
      McFarland: 8_250,
      Ridgecrest: 9_250,
      Shafter: 7_250,
      Taft: 8_250,
      Tehachapi: 8_250,
      Wasco: 8_250,
    },
  },
  Kings: {
    unincorporated: 7_250,
    cities: {
      Avenal: 8_250,
      Corcoran: 8_250,
      Hanford: 8_250,
      Lemoore: 8_250,
    },
  },
  Lake: {
    unincorporated: 7_250,
    cities: {
      Clearlake: 8_750,
      Lakeport: 8_750,
    },
  },
  Lassen: {
    unincorporated: 7_250,
    cities: {
      Susanville: 8_250,
    },
  },
  'Los Angeles': {
    unincorporated: 9_750,
    cities: {
      'Agoura Hills': 9_750,
      Alhambra: 10_500,
      Arcadia: 10_500,
      Artesia: 10_500,
      Avalon: 10_250,
      Azusa: 10_750,
      'Baldwin Park': 10_500,
      Bell: 9_750,
      'Bell Gardens': 10_500,
      Bellflower: 10_500,
      'Beverly Hills': 9_750,
      Bradbury: 9_750,
      Burbank: 10_500,
      Calabasas: 9_750,
      Carson: 10_500,
      Cerritos: 9_750,
      'City of Commerce': 10_500,
      'City of Industry': 9_750,
      Claremont: 9_750,
      Compton: 10_750,
      Covina: 10_500,
      Cudahy: 10_500,
      'Culver City': 10_750,
      'Diamond Bar': 9_750,
      Downey: 10_500,
      Duarte: 10_500,
      'El Monte': 10_500,
      'El Segundo': 9_750,
      Gardena: 10_500,
      Glendale: 10_500,
      Glendora: 10_750,
      'Hawaiian Gardens': 10_500,
      Hawthorne: 10_500,
      'Hermosa Beach': 9_750,
      'Hidden Hills': 9_750,
      'Huntington Park': 10_500,
      Inglewood: 10_250,
      Irwindale: 10_750,
      'La Cañada Flintridge': 10_500,
      'La Habra Heights': 9_750,
      'La Mirada': 9_750,
      'La Puente': 10_250,
      'La Verne': 10_500,
      Lakewood: 10_500,
      Lancaster: 11_250,
      Lawndale: 10_500,
      Lomita: 10_500,
      'Long Beach': 10_500,
      'Los Angeles': 9_750,
      Lynwood: 10_750,
      Malibu: 10_250,
      'Manhattan Beach': 10_250,
      Maywood: 9_750,
      Monrovia: 10_500,
      Montebello: 10_500,
      'Monterey Park': 10_500,
      Norwalk: 10_500,
      Palmdale: 11_250,
      'Palos Verdes Estates': 9_750,
      Paramount: 10_500,
      Pasadena: 10_500,
      'Pico Rivera': 10_750,
      Pomona: 10_500,
      'Rancho Palos Verdes': 9_750,
      'Redondo Beach': 9_750,
      'Rolling Hills': 9_750,
      'Rolling Hills Estates': 9_750,
      Rosemead: 9_750,
      'San Dimas': 9_750,
      'San Fernando': 10_500,
      'San Gabriel': 10_500,
      'San Marino': 9_750,
      'Santa Clarita': 9_750,
      'Santa Fe Springs': 10_750,
      'Santa Monica': 10_750,
      'Sierra Madre': 10_500,
      'Signal Hill': 10_500,
      'South El Monte': 10_750,
      'South Gate': 10_750,
      'South Pasadena': 10_500,
      'Temple City': 9_750,
      Torrance: 10_250,
      Vernon: 10_500,
      Walnut: 9_750,
      'West Covina': 9_750,
      'West Hollywood': 10_500,
      'Westlake Village': 9_750,
      Whittier: 10_500,
    },
  },
  Madera: {
    unincorporated: 7_750,
    cities: {
      Chowchilla: 8_750,
      Madera: 8_250,
    },
  },
  Marin: {
    unincorporated: 8_250,
    cities: {
      Belvedere: 8_250,
      'Corte Madera': 9_000,
      Fairfax: 9_000,
      Larkspur: 9_250,
      'Mill Valley': 9_250,
      Novato: 9_250,
      Ross: 8_250,
      'San Anselmo': 9_250,
      'San Rafael': 9_250,
      Sausalito: 9_250,
      Tiburon: 8_250,
    },
  },
  Mariposa: {
    unincorporated: 8_250,
    cities: {},
  },
  Mendocino: {
    unincorporated: 7_875,
    cities: {
      'Fort Bragg': 9_250,
      'Point Arena': 9_250,
      Ukiah: 8_875,
      Willits: 9_125,
    },
  },
  Merced: {
    unincorporated: 7_750,
    cities: {
      Atwater: 8_750,
      'Dos Palos': 8_250,
      Gustine: 8_250,
      Livingston: 8_750,
      'Los Banos': 8_750,
      Merced: 8_250,
    },
  },
  Modoc: {
    unincorporated: 7_250,
    cities: {
      Alturas: 7_250,
    },
  },
  Mono: {
    unincorporated: 7_250,
    cities: {
      'Mammoth Lakes': 7_750,
    },
  },
  Monterey: {
    unincorporated: 8_750,
    cities: {
      'Carmel-by-the-Sea': 9_250,
      'Del Rey Oaks': 9_250,
      Gonzales: 8_750,
      Greenfield: 9_500,
      'King City': 8_750,
      Marina: 9_250,
      Monterey: 9_250,
      'Pacific Grove': 9_250,
      Salinas: 9_250,
      'Sand City': 9_250,
      Seaside: 9_250,
      Soledad: 9_250,
    },
  },
  Napa: {
    unincorporated: 7_750,
    cities: {
      'American Canyon': 7_750,
      Calistoga: 7_750,
      Napa: 8_750,
      'St. Helena': 8_250,
      Yountville: 7_750,
    },
  },
  Nevada: {
    unincorporated: 7_500,
    cities: {
      'Grass Valley': 8_875,
      'Nevada City': 8_875,
      Truckee: 9_000,
    },
  },
  Orange: {
    unincorporated: 7_750,
    cities: {
      'Aliso Viejo': 7_750,
      Anaheim: 7_750,
      Brea: 7_750,
      'Buena Park': 8_750,
      'Costa Mesa': 7_750,
      Cypress: 7_750,
      'Dana Point': 7_750,
      'Fountain Valley': 8_750,
      Fullerton: 7_750,
      'Garden Grove': 8_750,
      'Huntington Beach': 7_750,
      Irvine: 7_750,
      'La Habra': 8_750,
      'La Palma': 8_750,
      'Laguna Beach': 7_750,
      'Laguna Hills': 7_750,
      'Laguna Niguel': 7_750,
      'Laguna Woods': 7_750,
      'Lake Forest': 7_750,
      'Los Alamitos': 9_250,
      'Mission Viejo': 7_750,
      'Newport Beach': 7_750,
      Orange: 7_750,
      Placentia: 8_750,
      'Rancho Santa Margarita': 7_750,
      'San Clemente': 7_750,
      'San Juan Capistrano': 7_750,
      'Santa Ana': 9_250,
      'Seal Beach': 9_250,
      Stanton: 8_750,
      Tustin: 7_750,
      'Villa Park': 7_750,
      Westminster: 9_250,
      'Yorba Linda': 7_750,
    },
  },
  Placer: {
    unincorporated: 7_250,
    cities: {
      Auburn: 7_250,
      Colfax: 7_250,
      Lincoln: 7_250,
      Loomis: 7_500,
      Rocklin: 7_250,
      Roseville: 7_750,
    },
  },
  Plumas: {
    unincorporated: 7_250,
    cities: {
      Portola: 7_250,
    },
  },
  Riverside: {
    unincorporated: 7_750,
    cities: {
      Banning: 7_750,
      Beaumont: 7_750,
      Blythe: 8_750,
      Calimesa: 7_750,
      'Canyon Lake': 7_750,
      'Cathedral City': 9_250,
      Coachella: 8_750,
      Corona: 8_750,
      'Desert Hot Springs': 8_750,
      Eastvale: 7_750,
      Hemet: 8_750,
      'Indian Wells': 7_750,
      Indio: 8_750,
      'Jurupa Valley': 7_750,
      'La Quinta': 8_750,
      'Lake Elsinore': 8_750,
      Menifee: 8_750,
      'Moreno Valley': 8_750,
      Murrieta: 8_750,
      Norco: 8_750,
      'Palm Desert': 8_750,
      'Palm Springs': 9_250,
      Perris: 7_750,
      'Rancho Mirage': 7_750,
      Riverside: 8_750,
      'San Jacinto': 8_750,
      Temecula: 8_750,
      Wildomar: 8_750,
    },
  },
  Sacramento: {
    unincorporated: 7_750,
    cities: {
      'Citrus Heights': 7_750,
      'Elk Grove': 8_750,
      Folsom: 7_750,
      Galt: 9_250,
      Isleton: 8_750,
      'Rancho Cordova': 8_750,
      Sacramento: 8_750,
    },
  },
  'San Benito': {
    unincorporated: 8_250,
    cities: {
      Hollister: 9_250,
      'San Juan Bautista': 9_000,
    },
  },
  'San Bernardino': {
    unincorporated: 7_750,
    cities: {
      Adelanto: 7_750,
      'Apple Valley': 8_750,
      Barstow: 8_750,
      'Big Bear Lake': 7_750,
      Chino: 8_750,
      'Chino Hills': 7_750,
      Colton: 8_750,
      Fontana: 8_750,
      'Grand Terrace': 7_750,
      Hesperia: 7_750,
      Highland: 7_750,
      'Loma Linda': 7_750,
      Montclair: 9_000,
      Needles: 7_750,
      Ontario: 8_750,
      'Rancho Cucamonga': 7_750,
      Redlands: 8_750,
      Rialto: 7_750,
      'San Bernardino': 8_750,
      'Twentynine Palms': 7_750,
      Upland: 7_750,
      Victorville: 8_750,
      Yucaipa: 8_750,
      'Yucca Valley': 8_750,
    },
  },
  'San Diego': {
    unincorporated: 7_750,
    cities: {
      Carlsbad: 7_750,
      'Chula Vista': 8_750,
      Coronado: 7_750,
      'Del Mar': 8_750,
      'El Cajon': 8_250,
      Encinitas: 7_750,
      Escondido: 8_750,
      'Imperial Beach': 8_750,
      'La Mesa': 8_500,
      'Lemon Grove': 8_750,
      'National City': 8_750,
      Oceanside: 8_250,
      Poway: 7_750,
      'San Diego': 7_750,
      'San Marcos': 8_750,
      Santee: 7_750,
      'Solana Beach': 8_750,
      Vista: 8_250,
    },
  },
  'San Francisco': {
    unincorporated: 8_625,
    cities: {
      'San Francisco': 8_625,
    },
  },
  'San Joaquin': {
    unincorporated: 7_750,
    cities: {
      Escalon: 8_750,
      Lathrop: 8_750,
      Lodi: 8_250,
      Manteca: 9_000,
      'Mountain House': 7_750,
      Ripon: 7_750,
      Stockton: 9_000,
      Tracy: 8_250,
    },
  },
  'San Luis Obispo': {
    unincorporated: 7_250,
    cities: {
      'Arroyo Grande': 8_750,
      Atascadero: 8_750,
      'Grover Beach': 8_750,
      'Morro Bay': 8_750,
      'Paso Robles': 8_750,
      'Pismo Beach': 8_250,
      'San Luis Obispo': 8_750,
    },
  },
  'San Mateo': {
    unincorporated: 9_375,
    cities: {
      Atherton: 9_375,
      Belmont: 9_875,
      Brisbane: 9_875,
      Burlingame: 9_625,
      Colma: 9_875,
      'Daly City': 9_875,
      'East Palo Alto': 9_875,
      'Foster City': 9_375,
      'Half Moon Bay': 9_875,
      Hillsborough: 9_375,
      'Menlo Park': 9_375,
      Millbrae: 9_375,
      Pacifica: 9_875,
      'Portola Valley': 9_375,
      'Redwood City': 9_875,
      'San Bruno': 9_875,
      'San Carlos': 9_375,
      'San Mateo': 9_625,
      'South San Francisco': 9_875,
      Woodside: 9_375,
    },
  },
  'Santa Barbara': {
    unincorporated: 7_750,
    cities: {
      Buellton: 7_750,
      Carpinteria: 9_000,
      Goleta: 8_750,
      Guadalupe: 8_750,
      Lompoc: 8_750,
      'Santa Barbara': 9_250,
      'Santa Maria': 8_750,
      Solvang: 8_750,
    },
  },
  'Santa Clara': {
    unincorporated: 9_125,
    cities: {
      Campbell: 9_875,
      Cupertino: 9_125,
      Gilroy: 9_125,
      'Los Altos': 9_125,
      'Los Altos Hills': 9_125,
      'Los Gatos': 9_250,
      Milpitas: 9_375,
      'Monte Sereno': 9_125,
      'Morgan Hill': 9_125,
      'Mountain View': 9_125,
      'Palo Alto': 9_125,
      'San Jose': 9_375,
      'Santa Clara': 9_125,
      Saratoga: 9_125,
      Sunnyvale: 9_125,
    },
  },
  'Santa Cruz': {
    unincorporated: 9_500,
    cities: {
      Capitola: 9_250,
      'Santa Cruz': 9_750,
      'Scotts Valley': 9_750,
      Watsonville: 9_750,
    },
  },
  Shasta: {
    unincorporated: 7_250,
    cities: {
      Anderson: 7_750,
      Redding: 7_250,
      'Shasta Lake': 7_250,
    },
  },
  Sierra: {
    unincorporated: 7_250,
    cities: {
      Loyalton: 7_250,
    },
  },
  Siskiyou: {
    unincorporated: 7_250,
    cities: {
      Dorris: 7_250,
      Dunsmuir: 7_750,
      Etna: 7_250,
      'Fort Jones': 7_250,
      Montague: 7_250,
      'Mount Shasta': 7_500,
      Tulelake: 7_250,
      Weed: 7_500,
      Yreka: 8_750,
    },
  },
  Solano: {
    unincorporated: 7_375,
    cities: {
      Benicia: 9_625,
      Dixon: 8_375,
      Fairfield: 8_375,
      'Rio Vista': 9_125,
      'Suisun City': 9_125,
      Vacaville: 8_125,
      Vallejo: 9_250,
    },
  },
  Sonoma: {
    unincorporated: 9_250,
    cities: {
      Cloverdale: 10_000,
      Cotati: 10_250,
      Healdsburg: 9_750,
      Petaluma: 10_250,
      'Rohnert Park': 9_750,
      'Santa Rosa': 10_000,
      Sebastopol: 10_500,
      Sonoma: 10_250,
      Windsor: 9_250,
    },
  },
  Stanislaus: {
    unincorporated: 7_875,
    cities: {
      Ceres: 8_375,
      Hughson: 7_875,
      Modesto: 8_875,
      Newman: 7_875,
      Oakdale: 8_375,
      Patterson: 7_875,
      Riverbank: 7_875,
      Turlock: 8_625,
      Waterford: 7_875,
    },
  },
  Sutter: {
    unincorporated: 7_250,
    cities: {
      'Live Oak': 7_250,
      'Yuba City': 7_250,
    },
  },
  Tehama: {
    unincorporated: 7_250,
    cities: {
      Corning: 7_750,
      'Red Bluff': 7_500,
      Tehama: 7_250,
    },
  },
  Trinity: {
    unincorporated: 7_250,
    cities: {},
  },
  Tulare: {
    unincorporated: 7_750,
    cities: {
      Dinuba: 8_500,
      Exeter: 8_750,
      Farmersville: 8_750,
      Lindsay: 8_750,
      Porterville: 9_250,
      Tulare: 8_250,
      Visalia: 8_500,
      Woodlake: 8_750,
    },
  },
  Tuolumne: {
    unincorporated: 7_250,
    cities: {
      Sonora: 8_750,
    },
  },
  Ventura: {
    unincorporated: 7_250,
    cities: {
      Camarillo: 7_250,
      Fillmore: 7_250,
      Moorpark: 7_250,
      Ojai: 7_250,
      Oxnard: 9_250,
      'Port Hueneme': 8_750,
      'Santa Paula': 9_250,
      'Simi Valley': 7_250,
      'Thousand Oaks': 7_250,
      Ventura: 7_750,
    },
  },
  Yolo: {
    unincorporated: 7_250,
    cities: {
      Davis: 9_250,
      'West Sacramento': 9_250,
      Winters: 8_250,
      Woodland: 8_000,
    },
  },
  Yuba: {
    unincorporated: 8_250,
    cities: {
      Marysville: 8_250,
      Wheatland: 7_750,
    },
  },
};

/** A place the tax follows: a city of the table, or a county outside its cities. */
type CaliforniaPlace = { city: string } | { county: string };

/**
 * Post-office names (as ZIP look-ups give them) that are not cities: neighbourhoods of a city, and
 * communities outside any city, which pay their county's rate.
 */
const CALIFORNIA_POSTAL_PLACES: Readonly<Record<string, CaliforniaPlace>> = {
  // Neighbourhoods of the City of Los Angeles
  'Canoga Park': { city: 'Los Angeles' },
  Chatsworth: { city: 'Los Angeles' },
  Encino: { city: 'Los Angeles' },
  'Granada Hills': { city: 'Los Angeles' },
  'Harbor City': { city: 'Los Angeles' },
  'Mission Hills': { city: 'Los Angeles' },
  'North Hills': { city: 'Los Angeles' },
  'North Hollywood': { city: 'Los Angeles' },
  Northridge: { city: 'Los Angeles' },
  'Pacific Palisades': { city: 'Los Angeles' },
  Pacoima: { city: 'Los Angeles' },
  'Panorama City': { city: 'Los Angeles' },
  'Playa Del Rey': { city: 'Los Angeles' },
  'Playa Vista': { city: 'Los Angeles' },
  'Porter Ranch': { city: 'Los Angeles' },
  Reseda: { city: 'Los Angeles' },
  'San Pedro': { city: 'Los Angeles' },
  'Sherman Oaks': { city: 'Los Angeles' },
  'Studio City': { city: 'Los Angeles' },
  'Sun Valley': { city: 'Los Angeles' },
  Sunland: { city: 'Los Angeles' },
  Sylmar: { city: 'Los Angeles' },
  Tarzana: { city: 'Los Angeles' },
  'Toluca Lake': { city: 'Los Angeles' },
  Tujunga: { city: 'Los Angeles' },
  'Valley Village': { city: 'Los Angeles' },
  'Van Nuys': { city: 'Los Angeles' },
  Venice: { city: 'Los Angeles' },
  'West Hills': { city: 'Los Angeles' },
  Wilmington: { city: 'Los Angeles' },
  Winnetka: { city: 'Los Angeles' },
  'Woodland Hills': { city: 'Los Angeles' },
  // Neighbourhoods of other cities
  'Canyon Country': { city: 'Santa Clarita' },
  Newhall: { city: 'Santa Clarita' },
  Valencia: { city: 'Santa Clarita' },
  'Verdugo City': { city: 'Glendale' },
  'Capistrano Beach': { city: 'Dana Point' },
  'Corona Del Mar': { city: 'Newport Beach' },
  'Newport Coast': { city: 'Newport Beach' },
  'East Irvine': { city: 'Irvine' },
  'El Toro': { city: 'Lake Forest' },
  'Foothill Ranch': { city: 'Lake Forest' },
  'Sunset Beach': { city: 'Huntington Beach' },
  'Mira Loma': { city: 'Jurupa Valley' },
  Guasti: { city: 'Ontario' },
  'Newbury Park': { city: 'Thousand Oaks' },
  'Saint Helena': { city: 'St. Helena' },
  // Unincorporated communities
  Acton: { county: 'Los Angeles' },
  Altadena: { county: 'Los Angeles' },
  Castaic: { county: 'Los Angeles' },
  'Hacienda Heights': { county: 'Los Angeles' },
  'La Crescenta': { county: 'Los Angeles' },
  'Lake Hughes': { county: 'Los Angeles' },
  Littlerock: { county: 'Los Angeles' },
  Llano: { county: 'Los Angeles' },
  'Marina Del Rey': { county: 'Los Angeles' },
  Pearblossom: { county: 'Los Angeles' },
  'Rowland Heights': { county: 'Los Angeles' },
  'Stevenson Ranch': { county: 'Los Angeles' },
  Topanga: { county: 'Los Angeles' },
  'Universal City': { county: 'Los Angeles' },
  Valyermo: { county: 'Los Angeles' },
  'Ladera Ranch': { county: 'Orange' },
  'Midway City': { county: 'Orange' },
  Silverado: { county: 'Orange' },
  'Trabuco Canyon': { county: 'Orange' },
  'Oak Park': { county: 'Ventura' },
  Piru: { county: 'Ventura' },
  Somis: { county: 'Ventura' },
  Bloomington: { county: 'San Bernardino' },
  'Cedarpines Park': { county: 'San Bernardino' },
  Crestline: { county: 'San Bernardino' },
  'Lytle Creek': { county: 'San Bernardino' },
  Phelan: { county: 'San Bernardino' },
  'Pinon Hills': { county: 'San Bernardino' },
  Rimforest: { county: 'San Bernardino' },
  'Twin Peaks': { county: 'San Bernardino' },
  Wrightwood: { county: 'San Bernardino' },
  Rosamond: { county: 'Kern' },
};

/** ZIP codes whose post-office name is a city other than the one that taxes them. */
const CALIFORNIA_ZIP_PLACES: Readonly<Record<string, CaliforniaPlace>> = {
  '90040': { city: 'City of Commerce' },
  '90058': { city: 'Vernon' },
};

/** The first three digits of ZIP codes that lie wholly in one county, for places named nowhere above. */
const CALIFORNIA_ZIP3_COUNTIES: Readonly<Record<string, string>> = {
  '900': 'Los Angeles',
  '901': 'Los Angeles',
  '902': 'Los Angeles',
  '903': 'Los Angeles',
  '904': 'Los Angeles',
  '905': 'Los Angeles',
  '908': 'Los Angeles',
  '910': 'Los Angeles',
  '911': 'Los Angeles',
  '912': 'Los Angeles',
  '914': 'Los Angeles',
  '915': 'Los Angeles',
  '916': 'Los Angeles',
  '918': 'Los Angeles',
  '926': 'Orange',
  '927': 'Orange',
};

/** A place's rate and the name shoppers see for it ('Los Angeles' or 'Los Angeles County'). */
export type CaliforniaJurisdiction = { name: string; rate: number };

/** Case, accents, hyphens and full stops do not matter: 'LA CANADA-FLINTRIDGE' is La Cañada Flintridge. */
const placeKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const CITIES = new Map(
  Object.values(CALIFORNIA_COUNTIES).flatMap(({ cities }) =>
    Object.entries(cities).map(([name, rate]) => [placeKey(name), { name, rate }] as const),
  ),
);

/** Resolved once at load, so a table naming a city or county that is not there fails every test at once. */
function resolve(place: CaliforniaPlace): CaliforniaJurisdiction {
  if ('city' in place) {
    const city = CITIES.get(placeKey(place.city));
    if (city) return city;
  } else if (Object.hasOwn(CALIFORNIA_COUNTIES, place.county)) {
    const county = CALIFORNIA_COUNTIES[place.county];
    if (county) return { name: `${place.county} County`, rate: county.unincorporated };
  }
  throw new Error(`The California tax table names an unknown place: ${JSON.stringify(place)}`);
}

const BY_ZIP = new Map(Object.entries(CALIFORNIA_ZIP_PLACES).map(([zip, place]) => [zip, resolve(place)]));
const BY_POSTAL_NAME = new Map(
  Object.entries(CALIFORNIA_POSTAL_PLACES).map(([name, place]) => [placeKey(name), resolve(place)]),
);
const BY_ZIP3 = new Map(
  Object.entries(CALIFORNIA_ZIP3_COUNTIES).map(([zip3, county]) => [zip3, resolve({ county })]),
);

/**
 * The city or county whose rate is due at a California address: by its ZIP where the post office names
 * another city, else by its city, else by the county its ZIP lies in; null when none of them tells.
 */
export const californiaJurisdiction = (city: string, zip: string): CaliforniaJurisdiction | null =>
  BY_ZIP.get(zip.slice(0, 5)) ??
  CITIES.get(placeKey(city)) ??
  BY_POSTAL_NAME.get(placeKey(city)) ??
  BY_ZIP3.get(zip.slice(0, 3)) ??
  null;
