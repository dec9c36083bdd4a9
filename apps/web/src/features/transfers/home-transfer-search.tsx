import { useStoredFormValues } from '../../shared/lib/use-stored-form-values';
import { TransferSearchForm } from './components/transfer-search-form';
import { DEFAULT_TRANSFER_FORM, loadStoredTransferForm } from './lib/search-form';

/**
 * The transfer search form as the home page's Transfers tab shows it, in its own chunk: the app shell
 * composes it in (features do not import each other) and fetches it only when the tab is opened.
 */
export function HomeTransferSearch() {
  const { values, key } = useStoredFormValues(loadStoredTransferForm, DEFAULT_TRANSFER_FORM);
  return <TransferSearchForm key={key} initialValues={values} variant="hero" />;
}
