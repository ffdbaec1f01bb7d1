import type { BoardingPass } from '@can/contracts/checkin';
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import { decode } from 'bcbp';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookOne, call, rawGet, TEST_CAPTCHA, tokenFor } from './checkin-test-kit';
import type { SeatMap } from '@can/contracts/checkin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA } });
});
afterAll(() => t.close());

/** Reads a PDF417 symbol from a PNG the way a gate scanner would. */
function readPdf417(png: Buffer): string {
  const image = PNG.sync.read(png);
  const gray = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < gray.length; i++) {
    const [r, g, b] = [image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!];
    gray[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const source = new RGBLuminanceSource(gray, image.width, image.height);
  const hints = new Map([[DecodeHintType.PURE_BARCODE, false]]);
  return new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

describe('boarding pass bar code', () => {
  it('decodes the PDF417 image back to the BCBP string with name, flight, seat and date', async () => {
    const who = await bookOne(t, '1986-02-14');
    const token = await tokenFor(t, who.passengerId);
    const map = (
      await call<SeatMap>(t, 'GET', '/byairport-cms/checkin/seatMap', {
        token,
        query: { segmentId: who.segmentId },
      })
    ).data;
    const seat = map.rows.flatMap((r) => r.seats).find((s) => s?.state === 'optional')!.seat;
    const pass = (
      await call<BoardingPass>(t, 'POST', '/byairport-cms/checkin/confirm', {
        token,
        body: { segmentId: who.segmentId, seat, acceptAgreement: true, acceptDangerousGoods: true },
      })
    ).data;

    const image = await rawGet(
      t,
      '/byairport-cms/checkin/boardingPass/image',
      { segmentId: who.segmentId },
      token,
    );
    expect(image.headers['content-type']).toBe('image/png');
    const text = readPdf417(image.rawPayload);
    expect(text).toBe(pass.bcbp);

    // The mandatory block of Resolution 792: 60 characters starting "M1".
    expect(text.slice(0, 2)).toBe('M1');
    expect(text.slice(2, 22)).toBe(who.nameLatin.padEnd(20));
    const decoded = decode(text, Number(pass.flightDate.slice(0, 4)));
    const leg = decoded.data!.legs![0]!;
    expect(decoded.data!.passengerName).toBe(who.nameLatin);
    const carrier = who.flight.flightNo.slice(0, 2);
    expect(leg.operatingCarrierDesignator).toBe(carrier);
    expect(`${carrier}${Number(leg.flightNumber!.slice(0, 4))}`).toBe(who.flight.flightNo);
    expect(leg.departureAirport).toBe('CAN');
    expect(leg.arrivalAirport).toBe(who.flight.city);
    expect(leg.seatNumber).toBe(seat.padStart(4, '0'));
    expect(leg.flightDate!.toISOString().slice(0, 10)).toBe(who.flight.flightDate);
    expect(Number(leg.checkInSequenceNumber)).toBe(pass.sequenceNo);
    expect(leg.passengerStatus).toBe('1');
  });

  it('is refused, with its message, for a segment that is not checked in', async () => {
    const who = await bookOne(t);
    const token = await tokenFor(t, who.passengerId);
    const answer = await call(t, 'GET', '/byairport-cms/checkin/boardingPass', {
      token,
      locale: 'en_US',
      query: { segmentId: who.segmentId },
    });
    expect(answer).toMatchObject({ code: 601 });
    expect(answer.msg).toContain('boarding pass could not be obtained');
    const image = await rawGet(
      t,
      '/byairport-cms/checkin/boardingPass/image',
      { segmentId: who.segmentId },
      token,
    );
    expect(image.json()).toMatchObject({ code: 601 });
  });
});
