/** The Amazon Ads API connector (DESIGN section 9, "Connectors"): the profile client; capabilities beside it. */
export {
  type AdsApiClient,
  type AdsApiConnector,
  type AdsApiProfile,
  type AdsRequest,
  adsApiConnector,
} from './connector';
export { adsApiEndpoint, adsTokenUrl } from './endpoints';
