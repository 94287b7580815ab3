import {
  refusal,
  saveUserTireAnswer,
  saveUserTireRequest,
  saveUserVehicleAnswer,
  saveUserVehicleRequest,
  tireLibraryAnswer,
  type UserTire,
  type UserVehicle,
  userTireListAnswer,
  userVehicleListAnswer,
  VEHICLE_PAGE_SIZE,
  vehiclePageAnswer,
} from '@tread/domain';
import { answer, backend, refuse, signedInRoute } from '../backend';
import { camry } from '../data/catalog';

/** The signed-in shopper's tire library (SPEC §7 /p/vehicle/...), kept in `backend`. */

let nextId = 31;

export function savedTire(size: {
  width: number;
  ratio: number;
  diameter: number;
  source?: 'size' | 'vehicle';
}): UserTire {
  const displaySize = `${size.width}/${size.ratio}R${size.diameter}`;
  return {
    userTireId: nextId++,
    tireId: displaySize,
    width: size.width,
    ratio: size.ratio,
    diameter: size.diameter,
    displaySize,
    source: size.source ?? 'size',
    currents: true,
    isSelect: true,
    createdAt: '2025-05-01T00:00:00.000Z',
  };
}

export function savedVehicle(vehicleId: string, lastQueryTireSize: string | null): UserVehicle {
  return {
    userCarId: nextId++,
    vehicleId,
    carId: vehicleId,
    carName: vehicleId === camry.vehicleId ? camry.carName : vehicleId,
    currents: true,
    staggered: false,
    vin: null,
    state: null,
    licensePlate: null,
    currentMileage: null,
    mileageRate: null,
    vehiclePartsVO: {
      tireId: camry.frontSize,
      lastQueryTireSize: lastQueryTireSize ?? camry.frontSize,
      oriPartsTire: [camry.frontSize],
      fitPartsTire: [],
    },
    createdAt: '2025-05-01T00:00:00.000Z',
  };
}

const onlyCurrent = <T extends { currents: boolean }>(list: T[], current: T | undefined): T[] =>
  list.map((entry) => ({ ...entry, currents: entry === current }));

export const libraryHandlers = [
  signedInRoute('get', '/p/vehicle/userTireList', () =>
    answer(userTireListAnswer, { records: backend.libraryTires }),
  ),
  signedInRoute('get', '/p/vehicle/getVehiclePage', () =>
    answer(vehiclePageAnswer, {
      records: backend.libraryVehicles,
      total: backend.libraryVehicles.length,
      current: 1,
      size: VEHICLE_PAGE_SIZE,
      pages: backend.libraryVehicles.length ? 1 : 0,
      hasMore: false,
    }),
  ),
  signedInRoute('post', '/p/vehicle/saveOrUpdateUserTireInfo', ({ body }) => {
    const size = saveUserTireRequest.parse(body);
    const twin = backend.libraryTires.find(
      (tire) => tire.width === size.width && tire.ratio === size.ratio && tire.diameter === size.diameter,
    );
    if (twin) return refuse(refusal('TIRE_SIZE_DUPLICATE'));
    const saved = savedTire(size);
    backend.libraryTires = onlyCurrent([saved, ...backend.libraryTires], saved);
    return answer(saveUserTireAnswer, { saved, records: backend.libraryTires });
  }),
  signedInRoute('post', '/p/vehicle/selectUserTire', ({ body }) => {
    const { userTireId } = body as { userTireId: number };
    const chosen = backend.libraryTires.find((tire) => tire.userTireId === userTireId);
    backend.libraryTires = onlyCurrent(backend.libraryTires, chosen);
    return answer(userTireListAnswer, { records: backend.libraryTires });
  }),
  signedInRoute('delete', '/p/vehicle/deleteUserTire/:id', ({ params }) => {
    backend.libraryTires = backend.libraryTires.filter((tire) => tire.userTireId !== Number(params.id));
    return answer(userTireListAnswer, { records: backend.libraryTires });
  }),
  signedInRoute('post', '/p/vehicle/saveUserVehicle', ({ body }) => {
    const request = saveUserVehicleRequest.parse(body);
    const size = request.lastQueryTireSize ?? null;
    const twin = backend.libraryVehicles.find(
      (car) =>
        car.vehicleId === request.vehicleId &&
        car.vehiclePartsVO.lastQueryTireSize === (size ?? camry.frontSize),
    );
    if (twin) return refuse(refusal('VEHICLE_DUPLICATE'));
    const saved = savedVehicle(request.vehicleId, size);
    backend.libraryVehicles = onlyCurrent([saved, ...backend.libraryVehicles], saved);
    return answer(saveUserVehicleAnswer, { saved, records: backend.libraryVehicles });
  }),
  signedInRoute('post', '/p/vehicle/selectUserVehicle', ({ body }) => {
    const { userCarId } = body as { userCarId: number };
    const chosen = backend.libraryVehicles.find((car) => car.userCarId === userCarId);
    backend.libraryVehicles = onlyCurrent(backend.libraryVehicles, chosen);
    return answer(userVehicleListAnswer, { records: backend.libraryVehicles });
  }),
  signedInRoute('delete', '/p/vehicle/deleteUserVehicle/:id', ({ params }) => {
    backend.libraryVehicles = backend.libraryVehicles.filter((car) => car.userCarId !== Number(params.id));
    return answer(userVehicleListAnswer, { records: backend.libraryVehicles });
  }),
  signedInRoute('post', '/p/vehicle/mergeGuestLibrary', () =>
    answer(tireLibraryAnswer, { tires: backend.libraryTires, vehicles: backend.libraryVehicles }),
  ),
];
