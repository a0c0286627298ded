import { access } from '../access';
import { errorDetail, refusals } from '../errors';
import { marketplaceUserList } from '../marketplaces';
import { operation } from '../operation';
import { noQuery } from '../primitives';
import {
  adminMarketplaceList,
  sellerIdList,
  storeForm,
  storeMpQuery,
  storeSecrets,
  storeSecretsList,
  storesByMarketplace,
  warehousePriorityList,
} from '../stores';

const tags = ['marketplaces'];
const refused = refusals(401, 403, 422);
const withMarketplace = { ...refused, 404: errorDetail };

/** Spec 02 section 7 "Administration", the client admin's side of /marketplaces/admin. */
export const storeOps = {
  marketplaces: operation({
    method: 'GET',
    path: '/marketplaces/admin/me',
    summary: 'Every marketplace, with whether the selected client has a store on it',
    tags,
    access: access.clientAdmin(),
    query: noQuery,
    answer: adminMarketplaceList,
    errors: refused,
  }),
  clientMarketplaces: operation({
    method: 'GET',
    path: '/marketplaces/admin/client',
    summary:
      "The selected client's marketplaces (a store, a warehouse serving it or an advertising profile there): what its client admin's marketplace pickers offer",
    tags,
    access: access.clientAdmin(),
    query: noQuery,
    answer: marketplaceUserList,
    errors: refused,
  }),
  stores: operation({
    method: 'GET',
    path: '/marketplaces/admin/stores',
    summary: "The selected client's stores grouped by marketplace id (no secrets)",
    tags,
    access: access.clientAdmin(),
    query: noQuery,
    answer: storesByMarketplace,
    errors: refused,
  }),
  secrets: operation({
    method: 'GET',
    path: '/marketplaces/admin/secrets',
    summary: "The selected client's stores on a marketplace with their secrets masked",
    tags,
    access: access.clientAdmin(),
    query: storeMpQuery,
    answer: storeSecretsList,
    errors: withMarketplace,
  }),
  /** Answers 201 when it created the store, 200 when it updated one. */
  save: operation({
    method: 'POST',
    path: '/marketplaces/admin/secrets',
    summary: 'Create or update a store, its credentials and the warehouse priorities of the marketplace',
    tags,
    access: access.clientAdmin(),
    query: storeMpQuery,
    body: storeForm,
    answer: storeSecrets,
    alsoStatus: [201],
    errors: { 409: errorDetail, ...withMarketplace },
  }),
  priorities: operation({
    method: 'GET',
    path: '/marketplaces/admin/warehouse_priorities',
    summary: "The selected client's warehouse ranks on a marketplace, from 1",
    tags,
    access: access.clientAdmin(),
    query: storeMpQuery,
    answer: warehousePriorityList,
    errors: withMarketplace,
  }),
  sellerIds: operation({
    method: 'GET',
    path: '/marketplaces/admin/seller-ids',
    summary: "The selected client's seller ids on a marketplace",
    tags,
    // Inventory Upload asks for it (spec 02 section 7, Inventory), so the inventory module opens it.
    access: access.module('inventory'),
    query: storeMpQuery,
    answer: sellerIdList,
    errors: withMarketplace,
  }),
};
