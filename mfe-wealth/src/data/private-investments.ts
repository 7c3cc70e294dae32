// Private placements, businesses and their K-1s: one hook per call. A placement or business deleted
// takes its K-1s with it (the API deletes them), so those deletes refresh the K-1 list too.
// A placement's ledger (issue 36 §1) lives under its route; every ledger write changes the placement's
// calls and distributions, the LP measures and the family's figures, so each one refreshes all three.
import type { InsertPlacementLedgerEntry } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { figureKeys } from './summary';

export const usePlacements = () => useApiQuery('/api/private-placements');
export const useBusinesses = () => useApiQuery('/api/businesses');
export const useK1Documents = () => useApiQuery('/api/k1-documents');
/** Paid-in, distributed, NAV, unfunded, DPI, RVPI, TVPI and net IRR per placement and for the program. */
export const usePlacementMetrics = () => useApiQuery('/api/private-placements/metrics');

const metricsKey = apiKey('/api/private-placements/metrics');
const placementsChanged = [apiKey('/api/private-placements'), metricsKey, ...figureKeys];
const businessesChanged = [apiKey('/api/businesses'), ...figureKeys];
const k1Changed = [apiKey('/api/k1-documents')];

export const useSavePlacement = () => useSave('/api/private-placements', placementsChanged);
export const useDeletePlacement = () =>
  useRemove('/api/private-placements', [...placementsChanged, ...k1Changed]);

export const useSaveBusiness = () => useSave('/api/businesses', businessesChanged);
export const useDeleteBusiness = () => useRemove('/api/businesses', [...businessesChanged, ...k1Changed]);

export const useSaveK1 = () => useSave('/api/k1-documents', k1Changed);
export const useDeleteK1 = () => useRemove('/api/k1-documents', k1Changed);

// ---------- a placement's ledger ----------

/** The query key of one placement's ledger (every ledger shares the path's first element). */
export const ledgerKey = (placementId: string) =>
  ['/api/private-placements/{id}/ledger', placementId] as const;

/** The capital calls and distributions of one placement, oldest first; idle without a placement. */
export function usePlacementLedger(placementId: string | undefined) {
  return useQuery({
    queryKey: ledgerKey(placementId ?? ''),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/private-placements/{id}/ledger', {
          params: { path: { id: placementId! } },
          signal,
        }),
      ),
    enabled: Boolean(placementId),
  });
}

function useLedgerChanged(placementId: string) {
  const client = useQueryClient();
  const keys: QueryKey[] = [ledgerKey(placementId), ...placementsChanged];
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export interface SaveLedgerEntry {
  /** Present when editing: PATCH …/ledger/{entryId}; absent: POST …/ledger. */
  id?: string;
  /** Parsed by the ledger schema (what the API takes). */
  values: InsertPlacementLedgerEntry;
}

/** Add or change one entry of a placement's ledger; resolves with the entry as the API answers it. */
export function useSaveLedgerEntry(placementId: string) {
  const changed = useLedgerChanged(placementId);
  return useMutation({
    mutationFn: ({ id, values }: SaveLedgerEntry) =>
      id
        ? dataOf(
            api.PATCH('/api/private-placements/{id}/ledger/{entryId}', {
              params: { path: { id: placementId, entryId: id } },
              body: values,
            }),
          )
        : dataOf(
            api.POST('/api/private-placements/{id}/ledger', {
              params: { path: { id: placementId } },
              body: values,
            }),
          ),
    onSuccess: changed,
  });
}

/** Delete one entry of a placement's ledger by its id. */
export function useDeleteLedgerEntry(placementId: string) {
  const changed = useLedgerChanged(placementId);
  return useMutation({
    mutationFn: async (entryId: string) => {
      await api.DELETE('/api/private-placements/{id}/ledger/{entryId}', {
        params: { path: { id: placementId, entryId } },
      });
    },
    onSuccess: changed,
  });
}

/** Add every entry of a CSV file's text to a placement's ledger, or none (a 400 names each line's problem). */
export function useImportLedger(placementId: string) {
  const changed = useLedgerChanged(placementId);
  return useMutation({
    mutationFn: (csv: string) =>
      dataOf(
        api.POST('/api/private-placements/{id}/ledger/import', {
          params: { path: { id: placementId } },
          body: { csv },
        }),
      ),
    onSuccess: changed,
  });
}
