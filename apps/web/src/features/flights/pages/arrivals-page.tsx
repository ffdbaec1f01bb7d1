import { FlightBoard } from '../components/flight-board';
import { PageFallback } from '../components/page-fallback';
import { FlightTexts } from '../model/flights-texts';

/** The view `flight/arrivals` (/flight/arrivals, /app/flight/arrivals): the arrivals board. */
export default function ArrivalsPage() {
  return (
    <FlightTexts fallback={<PageFallback />}>
      <FlightBoard direction="arrivals" />
    </FlightTexts>
  );
}
