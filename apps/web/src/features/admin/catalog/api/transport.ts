import type {
  CoachRouteSaveBody,
  IdBody,
  SavedData,
  TerminalSaveBody,
  TransportDeleteBody,
  TransportListData,
} from '@can/contracts/admin-catalog';
import { adminCatalogPaths as paths } from '@can/contracts/admin-catalog-paths';
import { useCatalogChange, useCatalogList } from './catalog-query';

export const useTransportList = () =>
  useCatalogList<TransportListData>('transport', paths.transportList);
export const useSaveTerminal = () =>
  useCatalogChange<TerminalSaveBody, SavedData>('transport', paths.terminalSave);
export const useSaveCoachRoute = () =>
  useCatalogChange<CoachRouteSaveBody, SavedData>('transport', paths.coachRouteSave);
export const useDeleteTransport = () =>
  useCatalogChange<TransportDeleteBody, IdBody>('transport', paths.transportDelete);
