import AdsClick from '@mui/icons-material/AdsClick';
import Assessment from '@mui/icons-material/Assessment';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import CloudUpload from '@mui/icons-material/CloudUpload';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Dashboard from '@mui/icons-material/Dashboard';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Group from '@mui/icons-material/Group';
import Handshake from '@mui/icons-material/Handshake';
import Insights from '@mui/icons-material/Insights';
import Inventory from '@mui/icons-material/Inventory';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import PriceCheck from '@mui/icons-material/PriceCheck';
import RateReview from '@mui/icons-material/RateReview';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Schedule from '@mui/icons-material/Schedule';
import Search from '@mui/icons-material/Search';
import Security from '@mui/icons-material/Security';
import Sell from '@mui/icons-material/Sell';
import ShowChart from '@mui/icons-material/ShowChart';
import Storage from '@mui/icons-material/Storage';
import Store from '@mui/icons-material/Store';
import TableChart from '@mui/icons-material/TableChart';
import TrackChanges from '@mui/icons-material/TrackChanges';
import Warehouse from '@mui/icons-material/Warehouse';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  '/dashboard': <Dashboard />,
  '/tickets': <ConfirmationNumber />,
  '/focused-data/manage-skus': <TrackChanges />,
  '/focused-data/analyzer': <Insights />,
  '/focused-data/sku': <TableChart />,
  '/focused-data/search-term': <Search />,
  '/inventory-upload': <CloudUpload />,
  '/data': <Storage />,
  '/invoice-uploader': <ReceiptLong />,
  '/listing-tracker': <ListAlt />,
  '/inventory-tracking': <Inventory />,
  '/purchase-orders/view': <LocalShipping />,
  '/df-orders': <LocalShipping />,
  '/business-view': <Business />,
  '/price-check': <PriceCheck />,
  '/reconciliation': <ReceiptLong />,
  '/partner-view': <Handshake />,
  '/forcast-working': <ShowChart />,
  '/review-data': <RateReview />,
  '/ca/users': <Group />,
  '/ca/permission-groups': <Security />,
  '/ca/warehouses': <Warehouse />,
  '/ca/marketplaces': <Store />,
  '/sa/notification/create': <NotificationsActive />,
  '/sa/clients': <Business />,
  '/sa/marketplaces': <Store />,
  '/sa/brands': <Sell />,
  '/sa/cronjobs': <Schedule />,
  '/cronjob/errors': <ErrorOutline />,
  '/marketing/campaigns': <Campaign />,
  '/marketing/insights': <Insights />,
  '/marketing/data': <TableChart />,
  '/marketing/report-status': <Assessment />,
  '/marketing/ams': <AdsClick />,
  '/adgroup-master-uploader': <CloudUpload />,
};

export const navIcon = (path: string): ReactElement => ICONS[path] ?? <Dashboard />;
export const navTestId = (path: string): string => `nav${path.replace(/\//g, '-')}`;
