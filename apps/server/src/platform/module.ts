import type { FastifyInstance } from 'fastify';
import type { Job } from './jobs';

/**
 * What a module's door (modules/<area>/index.ts) hands the app: its service for other modules, its routes
 * registered under /api, and the sweeps of its deadlines for the job runner.
 */
export type ShopModule<Service> = {
  service: Service;
  routes: (api: FastifyInstance) => Promise<void>;
  jobs: readonly Job[];
  /** Lets go of what the module holds open (a worker, a connection) when the app closes. */
  close?: () => Promise<void> | void;
};
