/**
 * The row-action handlers that change data (spec 03 section 4): importing this file registers them. T14 has
 * none (its actions are recorded only). The approval targets of T16 register from their own modules.
 */
import './handlers-t11';
import './handlers-t12';
import './handlers-t16';
