import { FlightBoard } from '../components/flight-board';
import { PageFallback } from '../components/page-fallback';
import { FlightTexts } from '../model/flights-texts';

/**
 * The view `flight/departures` (/flight/departures, and /app/flight/departures in the reduced
 * layout): today's departures, live. Query state in the URL: day, terminal, type, q, page.
 */
export default function DeparturesPage() {
  return (
    <FlightTexts fallback={<PageFallback />}>
      <FlightBoard direction="departures" />
    </FlightTexts>
  );
}
