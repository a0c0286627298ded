import CloudUpload from '@mui/icons-material/CloudUpload';
import Inventory from '@mui/icons-material/Inventory';
import ListAlt from '@mui/icons-material/ListAlt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Storage from '@mui/icons-material/Storage';
import { area, code, flag, place, type Screen } from './screen';

/** Data: uploads, the data vault, invoices, listings and inventory. */
export const DATA: Screen[] = [
  area(
    '/inventory-upload',
    'Inventory Upload',
    'inventory/pages/InventoryUploadPage',
    place('data', 1, 'Inventory Upload', CloudUpload, flag('inventory')),
  ),
  area(
    '/data',
    'Data Vault',
    'data-vault/pages/DataVaultPage',
    place('data', 2, 'Data Vault', Storage, flag('data_view', 'excel_upload')),
  ),
  area(
    '/invoice-uploader',
    'Invoice Header Upload',
    'invoices/pages/InvoiceUploaderPage',
    place('data', 3, 'Invoice Upload', ReceiptLong, flag('excel_upload')),
  ),
  area(
    '/listing-tracker',
    'Listing Tracker',
    'listing-tracker/pages/ListingTrackerPage',
    place('data', 4, 'Listing Tracker', ListAlt, code('view:product_data')),
  ),
  area(
    '/inventory-tracking',
    'Inventory & Reports',
    'inventory/pages/InventoryTrackingPage',
    place('data', 5, 'Inventory Tracking', Inventory, code('view:tickets')),
  ),
];
