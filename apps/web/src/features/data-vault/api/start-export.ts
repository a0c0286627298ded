import type { TaskStarted } from '@marketdesk/contracts/tasks';
import { call } from '../../../shared/api/call';
import type { GridSelection } from '../../../shared/grid/grid-query';
import type { GridEndpoint } from './grid-endpoint';

/** GET {grid path}/download with the grid's sort, filter and search (spec 02 section 7): starts an export task. */
export const startExport = (endpoint: GridEndpoint, selection: GridSelection): Promise<TaskStarted> =>
  call(endpoint.ops.download, { query: { ...endpoint.params, ...selection, download: true } } as never);
