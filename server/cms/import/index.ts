/**
 * The import formats of the town's data (ADR 38): readers that turn what a town receives into
 * neutral, typed records, without writing to the store. The desk actions and `npm run import:<kind>`
 * commands build on them: read (or `fetchInput` a URL, or `readOParl` a server), show the preview,
 * apply in one transaction.
 */
export { ImportError, type ImportErrorKind, type ImportNotice, DEFAULT_MAX_BYTES } from './errors';
export { download, fetchInput, type DownloadOptions } from './download';
export { matchStreets, streetKey, type StreetMatch } from './streets';
export { readWasteCsv, readWasteIcs, binTypeOf, DEFAULT_BIN_TYPES, type BinTypeRule, type WasteDate, type WasteImport } from './waste';
export { readEventsIcs, type CategoryMapping, type EventImport, type ImportedEvent } from './events';
export {
  readOParl,
  type OParlImport,
  type OParlReadOptions,
  type CouncilBody,
  type CouncilOrganization,
  type CouncilPerson,
  type CouncilMembership,
  type CouncilMeeting,
  type CouncilAgendaItem,
  type CouncilPaper,
  type CouncilFile,
} from './oparl';
export {
  readXzufi,
  mergeXzufiPages,
  LEIKA_TEXT_MODULES,
  type XzufiImport,
  type XzufiService,
  type XzufiOffice,
  type XzufiOnlineService,
  type XzufiResponsibility,
  type XzufiDeletion,
} from './xzufi';
