/** The one upload pipeline of the product (DESIGN section 9, "Uploads"; README.md here). */
export { chooseLayout, columnKeys, headerKeys, mapHeader } from './header';
export { type ImportOutcome, runImport } from './import';
export { receiveUpload, receiveUploadForm, registerUploadParsing, type UploadForm } from './multipart';
export { type RunUploadInput, runUpload, SAMPLE_ROWS, type UploadLimits } from './pipeline';
export {
  acceptedAnswer,
  rejectedAnswer,
  type UploadRouteOutcome,
  type UploadRouteSpec,
  uploadRoute,
} from './route';
export {
  classifyRows,
  columnsLeftOut,
  countStates,
  keepStored,
  lastPerKey,
  type RowState,
  upsertRows,
} from './rows';
export { type TemplateSource, templateOf } from './template';
export type {
  ColumnTemplate,
  LocatedMessage,
  MappedRow,
  RowMessage,
  RowResult,
  SkipNote,
  UploadColumn,
  UploadContext,
  UploadCounts,
  UploadFile,
  UploadLayout,
  UploadOutcome,
  UploadStream,
  UploadTarget,
  WriteMeta,
} from './types';
