import {
  type MergeGuestLibraryRequest,
  type SaveUserTireRequest,
  type SaveUserVehicleRequest,
  saveUserTireAnswer,
  saveUserVehicleAnswer,
  tireLibraryAnswer,
  userTireListAnswer,
  userVehicleListAnswer,
  VEHICLE_PAGE_SIZE,
  vehiclePageAnswer,
} from '@tread/domain';
import { apiDelete, apiGet, apiPost } from '../../api/client';
import { USER_QUERY_KEY } from '../auth';

/** The signed-in shopper's tire library on the server (SPEC §7 /p/vehicle/...). */

export const libraryKeys = {
  tires: (version: number) => [...USER_QUERY_KEY, 'tire-library', 'tires', version] as const,
  vehicles: (version: number) => [...USER_QUERY_KEY, 'tire-library', 'vehicles', version] as const,
};

export const fetchServerTires = async () =>
  (await apiGet('/p/vehicle/userTireList', { schema: userTireListAnswer, silent: true })).records;

export const fetchServerVehicles = async () =>
  (
    await apiGet('/p/vehicle/getVehiclePage', {
      query: { size: VEHICLE_PAGE_SIZE, current: 1 },
      schema: vehiclePageAnswer,
      silent: true,
    })
  ).records;

// Refusals (duplicate, limit) come back as 400 with the spec's words; the caller shows them.
export const saveServerTire = (body: SaveUserTireRequest) =>
  apiPost('/p/vehicle/saveOrUpdateUserTireInfo', body, { schema: saveUserTireAnswer, quiet400: true });

export const selectServerTire = async (userTireId: number) =>
  (await apiPost('/p/vehicle/selectUserTire', { userTireId }, { schema: userTireListAnswer })).records;

export const deleteServerTire = async (userTireId: number) =>
  (await apiDelete(`/p/vehicle/deleteUserTire/${userTireId}`, { schema: userTireListAnswer })).records;

export const saveServerVehicle = (body: SaveUserVehicleRequest) =>
  apiPost('/p/vehicle/saveUserVehicle', body, { schema: saveUserVehicleAnswer, quiet400: true });

export const selectServerVehicle = async (userCarId: number, lastQueryTireSize?: string | null) =>
  (
    await apiPost(
      '/p/vehicle/selectUserVehicle',
      { userCarId, lastQueryTireSize: lastQueryTireSize ?? undefined },
      { schema: userVehicleListAnswer },
    )
  ).records;

export const deleteServerVehicle = async (userCarId: number) =>
  (await apiDelete(`/p/vehicle/deleteUserVehicle/${userCarId}`, { schema: userVehicleListAnswer })).records;

export const mergeGuestLibrary = (body: MergeGuestLibraryRequest) =>
  apiPost('/p/vehicle/mergeGuestLibrary', body, { schema: tireLibraryAnswer, silent: true });
