/**
 * The home page links departments by its own keys (?dept=oilFluids); these are the server's
 * department slugs that hold them.
 */
const DEPARTMENT_SLUGS: Record<string, string> = {
  tires: 'tires',
  wheels: 'tire-wheel',
  brakes: 'brakes-suspension',
  batteries: 'electrical-lighting',
  oilFluids: 'maintenance',
  filters: 'maintenance',
  wipers: 'exterior-care',
  lighting: 'electrical-lighting',
  engineParts: 'maintenance',
  suspension: 'brakes-suspension',
  interior: 'interior',
  exterior: 'racks-cargo',
  tools: 'tire-wheel',
  carCare: 'exterior-care',
  snow: 'tire-wheel',
};

export function departmentSlugFor(key: string | null): string | undefined {
  return key ? DEPARTMENT_SLUGS[key] : undefined;
}
