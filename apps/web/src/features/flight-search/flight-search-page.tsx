import { SimplePage } from '../../shared/ui/simple-page';

/** /flightSearch and /flightSearch/:id: results of a saved search (the search form comes later). */
export function FlightSearchPage() {
  return <SimplePage titleKey="pages:flightSearch.title" introKey="pages:flightSearch.intro" />;
}
