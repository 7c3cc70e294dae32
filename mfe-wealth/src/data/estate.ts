import type {
  BeneficiaryInput,
  BeneficiaryRow,
  EstateDocumentInput,
  EstateDocumentRow,
} from '@heirloom/contracts';
import { paths } from './paths';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';

/** The Estate page reads the spec's short path; the dashboard's summary lists the same rows. */
export const useEstateDocuments = () => useApiQuery<EstateDocumentRow[]>(paths.estate);
export const useBeneficiaries = () => useApiQuery<BeneficiaryRow[]>(paths.beneficiaries);

const documentsChanged = [[paths.estate], [paths.summary]];
export const useSaveEstateDocument = () =>
  useSave<EstateDocumentInput, EstateDocumentRow>(paths.estate, documentsChanged);
export const useDeleteEstateDocument = () => useRemove(paths.estate, documentsChanged);

const beneficiariesChanged = [[paths.beneficiaries]];
export const useSaveBeneficiary = () =>
  useSave<BeneficiaryInput, BeneficiaryRow>(paths.beneficiaries, beneficiariesChanged);
export const useDeleteBeneficiary = () => useRemove(paths.beneficiaries, beneficiariesChanged);
