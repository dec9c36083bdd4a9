import { SimplePage } from '../../shared/ui/simple-page';

/** /pnr: booking lookup by PNR and surname. */
export function PnrPage() {
  return <SimplePage titleKey="pages:pnr.title" introKey="pages:pnr.intro" />;
}
