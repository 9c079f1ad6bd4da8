/** What other modules read of the portal configuration (feature switches such as bank sync). */
export { findPortalConfig } from './portal-config.repository.ts';
