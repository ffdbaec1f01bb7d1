import { AirlineDirectory } from '../components/airline-directory';
import { AirlineTexts } from '../model/airline-texts';

/** The view `flight/airlines` (/flight/airlines and the embedded /byairport-web/flight/airlines). */
export default function AirlinesPage() {
  return (
    <AirlineTexts fallback={<div style={{ minHeight: '80vh' }} aria-busy="true" />}>
      <AirlineDirectory />
    </AirlineTexts>
  );
}
