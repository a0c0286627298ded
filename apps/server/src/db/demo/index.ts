/** Demo data (DESIGN section 7): the server seeds an empty database at start; `npm run seed` does it by hand. */
export { DEMO_CLIENTS } from './clients';
export { DEMO_MARKETPLACES } from './marketplaces';
export { DEMO_ROLES, ROLE_NAMES } from './roles';
export { type DemoLogin, isEmpty, seedDemo, wipeDemo } from './seed';
export { DEMO_LOGINS, DEMO_PASSWORD } from './users';
