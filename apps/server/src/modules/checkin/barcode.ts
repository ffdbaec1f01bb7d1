import { encode } from 'bcbp';
import bwipjs from 'bwip-js/node';
import type { SegmentRow } from './repo';

/** Flight number parts for the bar code: carrier "CZ", number "3101" (4 digits + suffix). */
export function carrierAndNumber(flightNo: string): { carrier: string; number: string } {
  const m = /^([A-Z0-9]{2})(\d{1,4})([A-Z]?)$/.exec(flightNo);
  if (!m) return { carrier: flightNo.slice(0, 2), number: flightNo.slice(2).padStart(4, '0') };
  return { carrier: m[1]!, number: m[2]!.padStart(4, '0') + m[3] };
}

/**
 * The IATA BCBP (Resolution 792, format M, one leg) of a checked-in segment: name (20 letters,
 * SURNAME/GIVEN), PNR, CAN to destination, operating carrier and flight, day of the year,
 * compartment (the fare class), seat "032A", sequence "0001", passenger status 1 (checked in),
 * and in the conditional part the ticket number and the marketing carrier.
 */
export function bcbpOf(segment: SegmentRow, nameLatin: string): string {
  const { carrier, number } = carrierAndNumber(segment.flight_no);
  const marketing = carrierAndNumber(segment.ticketed_flight_no).carrier;
  const seatMatch = /^(\d+)([A-Z])$/.exec(segment.seat);
  const seat = seatMatch ? `${seatMatch[1]!.padStart(3, '0')}${seatMatch[2]}` : segment.seat;
  const [airlineNumericCode, serialNumber] = segment.ticket_no.split('-');
  return encode({
    data: {
      passengerName: nameLatin.slice(0, 20),
      passengerDescription: '0',
      checkInSource: 'W',
      boardingPassIssuanceSource: 'W',
      documentType: 'B',
      boardingPassIssuerDesignator: carrier,
      legs: [
        {
          operatingCarrierPNR: segment.pnr,
          departureAirport: segment.from_airport,
          arrivalAirport: segment.to_airport,
          operatingCarrierDesignator: carrier,
          flightNumber: number,
          flightDate: new Date(`${segment.flight_date}T00:00:00Z`),
          compartmentCode: segment.booking_class,
          seatNumber: seat,
          checkInSequenceNumber: String(segment.sequence_no).padStart(4, '0'),
          passengerStatus: '1',
          airlineNumericCode,
          serialNumber,
          marketingCarrierDesignator: marketing,
          idIndicator: '0',
          freeBaggageAllowance: segment.cabin === 'C' ? '30K' : '20K',
        },
      ],
    },
  });
}

/** The BCBP drawn as PDF417 (the symbology of IATA paper and home-printed boarding passes). */
export function pdf417Png(text: string): Promise<Buffer> {
  // columns and eclevel are BWIPP options for PDF417 that bwip-js's types do not list.
  const pdf417Options = { columns: 6, eclevel: 4 } as object;
  return bwipjs.toBuffer({
    bcid: 'pdf417',
    text,
    scale: 3,
    height: 10,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
    ...pdf417Options,
  });
}
