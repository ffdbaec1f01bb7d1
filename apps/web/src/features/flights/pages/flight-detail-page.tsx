import { useSearchParams } from 'react-router';
import { FlightDetailView } from '../components/flight-detail';
import { PageFallback } from '../components/page-fallback';
import { FlightTexts } from '../model/flights-texts';

/** /flight/detail?flightId=2025-11-22-D-CZ3101: one flight, live, with follow and calendar. */
export default function FlightDetailPage() {
  const [params] = useSearchParams();
  const flightId = (params.get('flightId') ?? '').trim();
  return (
    <FlightTexts fallback={<PageFallback />}>
      <FlightDetailView key={flightId} flightId={flightId} />
    </FlightTexts>
  );
}
