/**
 * The one server-paged grid helper (DESIGN section 9): a grid query (cursor, size, sort, filter, search) turned
 * into parameterised SQL from a column whitelist. Nothing the client sends reaches SQL except as a parameter;
 * fields and operators outside the whitelist answer 422. Row keys (`_key`) are written and read by one codec;
 * edits go through applyGridEdits (rows as read, only changed columns checked), deletes through deleteGridRows
 * (by key, all or none).
 */

export { deleteGridRows, type GridDeleter } from './deletes';
export {
  answerGridSave,
  applyGridEdits,
  type GridEditedRow,
  type GridEditor,
  type GridRowMessage,
  sameGridValue,
} from './edits';
export { filterCondition, filterSql, likeEscape, OPERATORS_BY_KIND, searchSql } from './filter';
export {
  boundedCountSql,
  countSql,
  estimateSql,
  GRID_EXACT_COUNT_ROWS,
  type GridSelection,
  type GridSource,
  gridBatches,
  gridHasRows,
  gridPage,
  gridTotal,
  orderBySql,
  pageSql,
  readCursor,
  readGrid,
  whereSql,
} from './query';
export {
  decodeRowKey,
  encodeRowKey,
  ROW_KEY_TEXT_MAX,
  type RowKey,
  type RowKeyPart,
  rowKeySql,
} from './row-key';
export { type GridDefinition, type GridField, type GridFieldKind, GridQueryError } from './types';
/** Column-kind parsing and the registry's row rules: grid edits and the upload pipeline check values here. */
export {
  isBlank,
  type Parsed,
  type ParsedValue,
  type PlainRow,
  type PlainValue,
  parseRow,
  parseValue,
  type RowMessage,
  rowMessages,
  typeMessage,
  validateRow,
} from './validation';
